/// What a display says on the screen itself, and to the operator's log.
enum DisplayMessages {
    static func regionOutside(_ region: Rect, screen: PixelSize) -> String {
        "display.region \(region.width)x\(region.height)+\(region.x)+\(region.y) reaches past the \(screen) screen: "
            + "nothing is shown until the window fits (set a smaller region or a larger display.mode)"
    }

    /// Short: it is shown on a terminal too small for anything longer.
    static func terminalTooSmall(rows: Int) -> String {
        "Too small: \(TerminalDisplay.minimumSide)x\(rows) at least"
    }
}
