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
    /// A data directory whose roster's pictures the board shows (ADR 055), found and drawn by
    /// the kiosk's own path (`RosterPictureBook`, `PictureShelf`), made before the paint as
    /// nothing waits here; nil: no pictures.
    public var dataDirectory: String?

    public init(size: String, theme: String, fonts: String?, dataDirectory: String? = nil) {
        self.size = size
        self.theme = theme
        self.fonts = fonts
        self.dataDirectory = dataDirectory
    }

    /// Paints `board` on the panel mounted at `rotation` and writes it to `out`. A size or
    /// theme that does not read is a `CommandRefusal` naming the option.
    public func write(_ board: Scoreboard, rotation: Rotation = .none, to out: String) throws {
        guard let panel = PixelSize(parsingImage: size) else { throw CommandRefusal(OptionMessages.badImageSize(size)) }
        guard let chosen = Theme.named(theme) else { throw CommandRefusal(KioskMessages.badTheme(theme)) }
        let renderer = try Renderer(fonts: fonts.map { FontPaths.bundled(in: $0) } ?? .locateBundled(), theme: chosen)
        var board = board
        if let dataDirectory {
            board = board.withPictures(RosterPictureBook(dataDirectory: dataDirectory).current())
            renderer.pictures = PictureShelf(dataDirectory: dataDirectory, budget: DecodedBudget(limit: FolderImageShelf.maxDecodedBytes))
        }
        let logical = rotation.logicalSize(forPanel: panel)
        let canvas = Canvas(width: logical.width, height: logical.height)
        renderer.paint(board, into: canvas)
        try ImageFile.write(rotation == .none ? canvas : canvas.rotated(rotation), to: out)
    }
}
