import Renderer

/// What a display says on the screen itself, and to the operator's log.
public enum DisplayMessages {
    /// What `display.output` and `scoreline run --output` accept.
    public static let outputs = "\"auto\", \"drm\", \"fbdev\", \"ledmatrix\" or \"png:/path/to/frame.png\""

    static func regionOutside(_ region: Rect, screen: PixelSize) -> String {
        "display.region \(region.width)x\(region.height)+\(region.x)+\(region.y) reaches past the \(screen) screen: "
            + "nothing is shown until the window fits (set a smaller region or a larger display.mode)"
    }

    /// Short: it is shown on a terminal too small for anything longer.
    static func terminalTooSmall(rows: Int) -> String {
        "Too small: \(TerminalDisplay.minimumSide)x\(rows) at least"
    }
}
