/// What a display says on the screen itself (not in the log).
enum DisplayMessages {
    /// Short: it is shown on a terminal too small for anything longer.
    static func terminalTooSmall(rows: Int) -> String {
        "Too small: \(TerminalDisplay.minimumSide)x\(rows) at least"
    }
}
