/// The badminton meaning of each box key: the six-button box (docs/inputs.md).
enum BadmintonBox {
    static func plan(for press: BoxPress, state s: BadmintonState) -> BoxPlan {
        switch (press.key, press.kind) {
        // While play is suspended a rally cannot be scored: say how to resume instead of the
        // engine's refusal, worded for a typed line.
        case (.plusA, .press) where s.clock.paused && s.result == nil, (.plusB, .press) where s.clock.paused && s.result == nil:
            return .ignore(BoxMessages.pausedResumeFirst)
        case (.plusA, .press): return .record(.badminton(.point(.a)))
        case (.plusB, .press): return .record(.badminton(.point(.b)))
        // One key both ways, so the box needs no second one and a press always does the one
        // thing that can be done; the board shows "Play suspended" while paused.
        case (.pause, .press), (.pause, .long):
            return .record(.badminton(s.clock.paused ? .resume : .pause))
        case (.minusA, _): return .record(.badminton(.minus(.a)))
        case (.minusB, _): return .record(.badminton(.minus(.b)))
        case (.undo, _): return .record(.undo)
        // The end of a game needs a deliberate hold: Advance, or +A and +B together.
        case (.advance, .long), (.startNext, _):
            switch s.phase {
            case .gameWon: return .record(.badminton(.advanceGame(server: nil, receiver: nil)))
            case .finished: return .startNext
            case .inPlay: return .ignore(BoxMessages.gameNotWon)
            }
        case (.advance, _): return .ignore(BoxMessages.holdToStartNextGame)
        default: return .ignore(BoxMessages.doesNothing(press.key, in: BadmintonSession.sport))
        }
    }
}
