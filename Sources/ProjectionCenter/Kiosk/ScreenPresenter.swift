import Logging
import MatchEngine
import Renderer

/// Boards to a display: paints each board over the previous one (only what changed), turns the
/// damaged rectangles for a panel mounted on its side, and hands them to the display (DRM,
/// fbdev or an image file). Keeps the latest board while there is no screen and shows it when
/// one appears; a new mode gets a new canvas and a whole frame.
final class ScreenPresenter: BoardPresenter {
    let display: any Display
    private let renderer: Renderer
    private let rotation: Rotation
    /// The layout's canvas, and the panel's (the same one when the panel is not turned).
    private var canvases: (logical: Canvas, panel: Canvas)?
    private var latest: (board: Scoreboard, seq: Int?)?
    /// The seq of a frame the display held back (a flip in flight), logged once it is sent.
    private var heldSeq: Int?
    private var reactor: Reactor?
    private var watched: Set<Int32> = []
    private var logger: Logger

    static let reprobeMilliseconds: UInt64 = 3000

    init(display: any Display, rotation: Rotation, theme: Theme, fonts: FontPaths, logger: Logger = Logger(label: "scoreline.kiosk")) throws {
        renderer = try Renderer(fonts: fonts, theme: theme)
        self.display = display
        self.rotation = rotation
        self.logger = logger
    }

    func present(_ board: Scoreboard, seq: Int?) throws {
        latest = (board, seq)
        try show(wholeFrame: false)
    }

    func attach(to reactor: Reactor) {
        self.reactor = reactor
        watchDescriptors()
        scheduleReprobe()
    }

    func close() {
        if let reactor { for fd in watched { reactor.unwatch(fd) } }
        watched = []
        display.close()
    }

    /// Acts on what the display reports after an event or a re-probe.
    func handle(_ change: DisplayChange) {
        do {
            switch change {
            case .none:
                break
            case .resized:
                // Canvases of the new size are made by the next paint; the board is kept.
                canvases = nil
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
        guard let (board, seq) = latest, let size = display.size else { return }
        let (logical, panel) = canvases(for: size)
        var damage = renderer.paint(board, into: logical)
        if rotation != .none {
            for rect in damage { logical.rotate(rotation, rect: rect, into: panel) }
            damage = damage.map { rotation.panelRect($0, logical: logical.size) }
        }
        if wholeFrame { damage = [panel.bounds] }
        switch try display.present(panel, damage: damage) {
        case .submitted:
            heldSeq = nil
            if let seq { logger.info("presented seq=\(seq)") }
        case .held:
            heldSeq = seq
        }
    }

    private func canvases(for size: PixelSize) -> (logical: Canvas, panel: Canvas) {
        if let canvases, canvases.panel.size == size { return canvases }
        let panel = Canvas(width: size.width, height: size.height)
        let logicalSize = rotation.logicalSize(forPanel: size)
        let logical = rotation == .none ? panel : Canvas(width: logicalSize.width, height: logicalSize.height)
        // A new canvas may reuse the old one's address: make sure the next paint is whole.
        renderer.invalidate()
        canvases = (logical, panel)
        return (logical, panel)
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
