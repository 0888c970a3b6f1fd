/// What a display says on the screen itself (not in the log).
enum DisplayMessages {
    static func terminalTooSmall(rows: Int) -> String {
        "Make the terminal larger to see the board: at least \(TerminalDisplay.minimumSide) columns and \(rows) rows."
    }
}
