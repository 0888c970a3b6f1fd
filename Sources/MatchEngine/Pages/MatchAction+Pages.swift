extension MatchAction {
    /// Whether the action is paperwork between balls (who bowls or bats next, a rename, a
    /// warning) rather than play or a correction. Paperwork leaves the big screen as it is: the
    /// box names the next batter in the same press as the wicket, and a scorer types the next
    /// bowler while the maiden's slide is up; neither should cut the slide or the page round.
    /// A ball, a point, an undo or any correction brings the main board back at once.
    public var keepsPages: Bool {
        switch self {
        case .cricket(let action):
            switch action {
            case .openers, .bowler, .newBatter, .setStrike, .renamePlayer, .newPair, .warn: true
            default: false
            }
        case .badminton(let kind):
            switch kind {
            case .advanceGame, .warning: true
            default: false
            }
        case .undo: false
        }
    }
}
