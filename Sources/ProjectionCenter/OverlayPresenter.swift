import Logging
import MatchEngine
import Renderer

/// Where an overlay's frames go: a PNG file replaced atomically, or a test's list.
public protocol OverlaySink: AnyObject {
    /// Takes a whole frame with alpha in each pixel's top byte (`0xAARRGGBB`).
    func write(_ canvas: Canvas) throws
}

/// The stream overlay's file (docs/mqtt.md): an RGBA PNG written beside the path and renamed
/// over it, so OBS's image source never reads half a file.
public final class OverlayFile: OverlaySink {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    public func write(_ canvas: Canvas) throws {
        try ImageFile.replaceRGBAPNG(canvas, at: path)
    }
}

/// The stream overlay: the live board cut down to a score bug (`BoardSummary`), drawn at the
/// stream's size with a transparent background and written out whenever the bug changes. Pages
/// and slides never reach it (a stream wants the score), nor does a board whose bug is the same
/// as the last one written (a clock tick, a page turning): the file is rewritten only on a change.
public final class OverlayPresenter: BoardPresenter {
    private let renderer: Renderer
    private let sink: any OverlaySink
    public let size: PixelSize
    /// The bug last written; a write that failed leaves it, so the next board tries again.
    private var written: Scoreboard?
    /// How many frames were written (for tests and the log).
    public private(set) var writes = 0
    private let logger: Logger

    public init(sink: any OverlaySink, size: PixelSize, theme: Theme, fonts: FontPaths,
                logger: Logger = Logger(label: "scoreline.overlay")) throws {
        renderer = try Renderer(fonts: fonts, theme: theme)
        self.sink = sink
        self.size = size
        self.logger = logger
    }

    /// The overlay for `[overlay]`: a file at `path`, `size` pixels.
    public convenience init(path: String, size: PixelSize, theme: Theme, fonts: FontPaths,
                            logger: Logger = Logger(label: "scoreline.overlay")) throws {
        try self.init(sink: OverlayFile(path: path), size: size, theme: theme, fonts: fonts, logger: logger)
    }

    public func present(_ board: Scoreboard, seq: Int?) throws {
        try present(board, live: board, seq: seq)
    }

    public func present(_ board: Scoreboard, live: Scoreboard, seq: Int?) throws {
        let bug = BoardSummary.bug(live)
        guard bug != written else { return }
        let canvas = Canvas(width: size.width, height: size.height)
        renderer.paintOverlay(bug, into: canvas)
        try sink.write(canvas)
        written = bug
        writes += 1
        if writes == 1 { logger.info("overlay: writing the score bug at \(size)") }
    }
}
