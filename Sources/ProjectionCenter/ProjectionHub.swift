import EventLoop
import Logging
import MatchEngine

/// The projection centre: the live board, projected onto every attached display. Each board
/// the session publishes goes to each display in turn (today DRM/KMS, fbdev, an image file or
/// memory; next, remote ones); each display works out its own damage and re-probes its own
/// hardware. One display failing is logged and never stops the others or the scoring.
public final class ProjectionHub {
    private var displays: [any BoardPresenter]
    private var logger = Logger(label: "scoreline.projection")

    public init(_ displays: [any BoardPresenter] = []) {
        self.displays = displays
    }

    public func add(_ display: any BoardPresenter) {
        displays.append(display)
    }

    /// Shows `board` (whose last durable action is `seq`) on every display.
    public func project(_ board: Scoreboard, seq: Int?) {
        project(board, live: board, seq: seq)
    }

    /// Shows the big screen's `board` (a page, a slide or the live board) on every display
    /// large enough for pages, and `live` on the small ones (LED panels, terminals).
    public func project(_ board: Scoreboard, live: Scoreboard, seq: Int?) {
        for display in displays {
            do {
                try display.present(board, live: live, seq: seq)
            } catch {
                logger.error("screen: \(error)")
            }
        }
    }

    /// Registers what the displays need polled: their descriptors and re-probe timers.
    public func attach(to reactor: Reactor) {
        for display in displays { display.attach(to: reactor) }
    }

    /// Gives every screen back (the console, the previous mode) before the process exits.
    public func close() {
        for display in displays { display.close() }
    }
}
