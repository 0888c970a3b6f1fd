import MatchEngine
import Renderer
import Session
import Settings

/// The image `render` and `feed render` write: a board painted as a kiosk's screen of that
/// size would show it, then written as PNG (or PPM for raw pixels).
public struct BoardImage {
    /// The panel size, WIDTHxHEIGHT.
    public var size: String
    /// daylight or indoor.
    public var theme: String
    /// A directory holding the bundled fonts; nil: found beside the program.
    public var fonts: String?

    public init(size: String, theme: String, fonts: String?) {
        self.size = size
        self.theme = theme
        self.fonts = fonts
    }

    /// Paints `board` on the panel mounted at `rotation` and writes it to `out`. A size or
    /// theme that does not read is a `CommandRefusal` naming the option.
    public func write(_ board: Scoreboard, rotation: Rotation = .none, to out: String) throws {
        guard let panel = PixelSize(parsingImage: size) else { throw CommandRefusal(OptionMessages.badImageSize(size)) }
        guard let chosen = Theme.named(theme) else { throw CommandRefusal(KioskMessages.badTheme(theme)) }
        let renderer = try Renderer(fonts: fonts.map { FontPaths.bundled(in: $0) } ?? .locateBundled(), theme: chosen)
        let logical = rotation.logicalSize(forPanel: panel)
        let canvas = Canvas(width: logical.width, height: logical.height)
        renderer.paint(board, into: canvas)
        try ImageFile.write(rotation == .none ? canvas : canvas.rotated(rotation), to: out)
    }
}
