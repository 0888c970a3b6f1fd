import Displays
import EventLoop
import Logging
import MatchEngine
import Renderer

/// The projection centre: the live board, projected onto every attached display. Each board
/// the session publishes goes to each display in turn (today DRM/KMS, fbdev, an image file or
/// memory; next, remote ones); each display works out its own damage and re-probes its own
/// hardware. One display failing is logged and never stops the others or the scoring.
public final class ProjectionHub {
    private var displays: [any BoardPresenter]
    private var logger = Logger(label: "scoreline.projection")
    /// The last boards projected, so a notice can be laid over them (and taken off) at once.
    private var last: (board: Scoreboard, live: Scoreboard, seq: Int?)?
    /// A pairing code over the bottom line of every local display, until a monotonic deadline
    /// in milliseconds (`MonotonicClock.milliseconds()`); the web live view and MQTT never see it.
    private var pairingCode: (digits: String, until: UInt64)?
    private var reactor: Reactor?
    private var expiry: Int?
    /// The roster's pictures for the local screens (ADR 055), asked at each board: what the
    /// boards show is decided by the engine (`Scoreboard.withPictures`); like the pairing code,
    /// the web live view and MQTT never see them (another machine has no such file).
    public var pictures: (() -> BoardPictures)?

    public init(_ displays: [any BoardPresenter] = []) {
        self.displays = displays
    }

    public func add(_ display: any BoardPresenter) {
        displays.append(display)
    }

    /// The screens whose panel brightness the kiosk can set (an LED matrix).
    public var brightnessTargets: [any BrightnessTarget] {
        displays.compactMap { ($0 as? ScreenPresenter)?.display as? any BrightnessTarget }
    }

    /// Shows `board` (whose last durable action is `seq`) on every display.
    public func project(_ board: Scoreboard, seq: Int?) {
        project(board, live: board, seq: seq)
    }

    /// Shows the big screen's `board` (a page, a slide or the live board) on every display
    /// large enough for pages, and `live` on the small ones (LED panels, terminals).
    public func project(_ board: Scoreboard, live: Scoreboard, seq: Int?) {
        last = (board, live, seq)
        if let code = pairingCode, MonotonicClock.milliseconds() >= code.until { pairingCode = nil }
        var (shown, shownLive) = pairingCode.map { (board.withPairingCode($0.digits), live.withPairingCode($0.digits)) } ?? (board, live)
        if let book = pictures?(), !book.isEmpty {
            shown = shown.withPictures(book)
            shownLive = shownLive.withPictures(book)
        }
        for display in displays {
            do {
                try display.present(shown, live: shownLive, seq: seq)
            } catch {
                logger.error("screen: \(error)")
            }
        }
    }

    /// Shows a phone's pairing code for `milliseconds` on every display (nil: takes it off
    /// now), over the boards last projected; it goes when the time is up even if no new board
    /// comes (the loop's timer).
    public func showPairingCode(_ digits: String?, milliseconds: UInt64) {
        if let expiry { reactor?.cancel(expiry) }
        expiry = nil
        pairingCode = digits.map { ($0, MonotonicClock.milliseconds() + milliseconds) }
        if digits != nil, let reactor {
            expiry = reactor.after(milliseconds: milliseconds) { [weak self] in
                self?.expiry = nil
                self?.pairingCode = nil
                self?.reproject()
            }
        }
        reproject()
    }

    /// The code on the displays now, if any.
    public var pairingCodeShown: String? {
        guard let code = pairingCode, MonotonicClock.milliseconds() < code.until else { return nil }
        return code.digits
    }

    /// Every display's renderer takes its roster pictures from `source`.
    public func usePictures(_ source: any PictureSource) {
        for display in displays { display.usePictures(source) }
    }

    /// Draws the last boards again: a picture they name has just been made ready (ADR 055).
    public func refresh() {
        reproject()
    }

    private func reproject() {
        guard let last else { return }
        project(last.board, live: last.live, seq: last.seq)
    }

    /// Registers what the displays need polled: their descriptors and re-probe timers.
    public func attach(to reactor: Reactor) {
        self.reactor = reactor
        for display in displays { display.attach(to: reactor) }
    }

    /// Gives every screen back (the console, the previous mode) before the process exits.
    public func close() {
        for display in displays { display.close() }
    }
}
