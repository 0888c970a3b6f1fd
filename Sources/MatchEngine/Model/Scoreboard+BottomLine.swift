extension Scoreboard {
    /// The board with a line along the bottom (key `error`): a storage or input problem as a
    /// warning, or what the last press did as a notice. Essential, so even an LED panel shows it.
    public func withBottomLine(_ text: String, warning: Bool) -> Scoreboard {
        var board = self
        board.fields.append(BoardField("error", text, priority: BoardPriority.essential, role: warning ? .warning : .notice))
        return board
    }
}
