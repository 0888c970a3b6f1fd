import Displays
import EventLoop
import Logging
import MatchEngine
import Renderer

/// `--output memory` and the kiosk benchmarks: the kiosk's own `ScreenPresenter` over a
/// `MemoryDisplay` (two dumb-buffer-like buffers, the DRM display's copy and swap), timing
/// each hand-over. No image is encoded and no flip ioctl is made; everything else is the path
/// a real screen takes, with the same frame buffers in memory.
public final class MemoryPresenter: BoardPresenter {
    private let screen: ScreenPresenter
    public let display: MemoryDisplay
    public var frames: Int { display.frames }
    /// When the last frame was handed over (monotonic nanoseconds) and how long its paint and
    /// copy took (milliseconds): what `bench press` reports.
    public private(set) var lastHandOver: Int64 = 0
    public private(set) var lastPaint: Double = 0

    public init(size: PixelSize, rotation: Rotation, theme: Theme, fonts: FontPaths, images: (any ImageShelf)? = nil,
                logger: Logger = Logger(label: "scoreline.kiosk")) throws {
        display = try MemoryDisplay(size: size)
        screen = try ScreenPresenter(display: display, rotation: rotation, theme: theme, fonts: fonts, images: images, logger: logger)
    }

    public func usePictures(_ pictures: any PictureSource) {
        screen.usePictures(pictures)
    }

    public func present(_ board: Scoreboard, seq: Int?) throws {
        try present(board, live: board, seq: seq)
    }

    public func present(_ board: Scoreboard, live: Scoreboard, seq: Int?) throws {
        let start = MonotonicClock.nanoseconds()
        try screen.present(board, live: live, seq: seq)
        lastHandOver = MonotonicClock.nanoseconds()
        lastPaint = Double(lastHandOver - start) / 1e6
    }
}
