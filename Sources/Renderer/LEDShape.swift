/// The kinds of LED panel a layout is drawn for (ADR 034). HUB75 panels come 32 or 64 LEDs
/// high and are chained in twos and threes, and an LED wall's sending card shows a window of
/// much the same sizes, so five shapes cover 64x32 to 320x160: a layout for each puts the
/// score (or the points) first and adds lines as the height allows.
enum LEDShape: String, Sendable, CustomStringConvertible {
    /// 64x32: the score or the points and one line of small text.
    case mini
    /// 128x32: one band, the score in the middle and small text stacked either side.
    case strip
    /// 128x64: three lines, the score large in the middle.
    case panel
    /// 192x64: as `panel`, with room beside the score for the FOUR / SIX / WICKET flash.
    case widePanel
    /// 192x96: the batters under the chase; badminton's notices get a line.
    case wall
    /// 256x128, 320x160: the bowler and the last balls too.
    case bigWall

    init(_ size: PixelSize) {
        let width = max(size.width, 1), height = max(size.height, 1)
        let wide = width >= height * 5 / 2
        switch height {
        case ..<48: self = wide ? .strip : .mini
        case ..<88: self = wide ? .widePanel : .panel
        case ..<120: self = .wall
        default: self = .bigWall
        }
    }

    /// Fields with a larger priority number than this are dropped (docs/layouts.md).
    var priorityCutoff: Int {
        switch self {
        case .mini, .strip, .panel, .widePanel, .wall: 2
        case .bigWall: 3
        }
    }

    var description: String { rawValue }
}
