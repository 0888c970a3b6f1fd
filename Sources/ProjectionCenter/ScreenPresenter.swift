import Displays
import EventLoop
import Logging
import MatchEngine
import Renderer

/// Boards to a display: lays out each board, works out what changed since the previous one
/// and hands the display a frame to write those rectangles from (DRM, fbdev or an image file).
/// Keeps the latest board while there is no screen and shows it when one appears; a new mode
/// gets a new frame, written whole.
///
/// An upright panel gets a `RenderedFrame`: the display has the rectangles it lacks painted
/// straight into a small window and copied to its buffers, so no whole frame is kept beside
/// the screen's own. A panel mounted on its side keeps the frame painted whole in memory and a
/// turned copy of it (rare, and turning needs the whole picture).
public final class ScreenPresenter: BoardPresenter {
    public let display: any Display
    private let renderer: Renderer
    private let rotation: Rotation
    private var frame: Frame?

    private enum Frame {
        case rendered(RenderedFrame)
        /// The layout's canvas and the panel's, for a turned panel.
        case turned(logical: Canvas, panel: Canvas)

        var size: PixelSize {
            switch self {
            case .rendered(let frame): frame.size
            case .turned(_, let panel): panel.size
            }
        }
    }
    /// The big screen's board, the live board, and the last durable action they show.
    private var latest: (board: Scoreboard, live: Scoreboard, seq: Int?)?
    /// The seq of a frame the display held back (a flip in flight), logged once it is sent.
    private var heldSeq: Int?
    private var reactor: Reactor?
    private var watched: Set<Int32> = []
    private var logger: Logger

    static let reprobeMilliseconds: UInt64 = 3000
    /// A screen whose short side is under this many pixels shows the live board only: a
    /// scorecard's rows would not be read on an LED panel or in a terminal (docs/pages.md).
    public static let smallestPagedSide = 300

    public init(display: any Display, rotation: Rotation, theme: Theme, fonts: FontPaths, images: (any ImageShelf)? = nil,
                logger: Logger = Logger(label: "scoreline.kiosk")) throws {
        renderer = try Renderer(fonts: fonts, theme: theme, images: images)
        self.display = display
        self.rotation = rotation
        self.logger = logger
    }

    public func present(_ board: Scoreboard, seq: Int?) throws {
        try present(board, live: board, seq: seq)
    }

    public func present(_ board: Scoreboard, live: Scoreboard, seq: Int?) throws {
        latest = (board, live, seq)
        try show(wholeFrame: false)
    }

    public func usePictures(_ pictures: any PictureSource) {
        renderer.pictures = pictures
    }

    public func attach(to reactor: Reactor) {
        self.reactor = reactor
        watchDescriptors()
        scheduleReprobe()
    }

    public func close() {
        if let reactor { for fd in watched { reactor.unwatch(fd) } }
        watched = []
        display.close()
    }

    /// Acts on what the display reports after an event or a re-probe.
    public func handle(_ change: DisplayChange) {
        do {
            switch change {
            case .none:
                break
            case .resized:
                // A frame of the new size is made by the next paint; the board is kept.
                frame = nil
                try show(wholeFrame: true)
            case .needsFullFrame:
                try show(wholeFrame: true)
            case .presented:
                if let seq = heldSeq { logger.info("presented seq=\(seq)") }
                heldSeq = nil
            }
        } catch {
            logger.error("screen: \(error)")
        }
    }

    private func show(wholeFrame: Bool) throws(DisplayError) {
        guard let (paged, live, seq) = latest, let size = display.size else { return }
        // Chosen at each paint, so a screen that changes size changes what it shows too.
        let board = min(size.width, size.height) < Self.smallestPagedSide ? live : paged
        let source: any FrameSource
        var damage: [Rect]
        switch frame(for: size) {
        case .rendered(let rendered):
            damage = rendered.update(board)
            source = rendered
        case .turned(let logical, let panel):
            damage = renderer.paint(board, into: logical)
            for rect in damage { logical.rotate(rotation, rect: rect, into: panel) }
            damage = damage.map { rotation.panelRect($0, logical: logical.size) }
            source = panel
        }
        if wholeFrame { damage = [Rect(x: 0, y: 0, width: size.width, height: size.height)] }
        switch try display.present(source, damage: damage) {
        case .submitted:
            heldSeq = nil
            if let seq { logger.info("presented seq=\(seq)") }
        case .held:
            heldSeq = seq
        }
    }

    private func frame(for size: PixelSize) -> Frame {
        if let frame, frame.size == size { return frame }
        // A new frame may reuse the old one's address: make sure the next paint is whole.
        renderer.invalidate()
        let made: Frame
        if rotation == .none {
            made = .rendered(RenderedFrame(renderer: renderer, size: size))
        } else {
            let logical = rotation.logicalSize(forPanel: size)
            made = .turned(logical: Canvas(width: logical.width, height: logical.height), panel: Canvas(width: size.width, height: size.height))
        }
        frame = made
        return made
    }

    /// The display's descriptors change as cards come and go: watch exactly the current ones.
    private func watchDescriptors() {
        guard let reactor else { return }
        let now = Set(display.descriptors)
        for fd in watched.subtracting(now) { reactor.unwatch(fd) }
        for fd in now.subtracting(watched) {
            reactor.watch(fd) { [weak self] in
                guard let self else { return }
                self.handle(self.display.service(fd))
                self.watchDescriptors()
            }
        }
        watched = now
    }

    private func scheduleReprobe() {
        reactor?.after(milliseconds: Self.reprobeMilliseconds) { [weak self] in
            guard let self else { return }
            self.handle(self.display.reprobe())
            self.watchDescriptors()
            self.scheduleReprobe()
        }
    }
}
