import EventLoop
import FoundationEssentials
import InputKeys
import Logging
import MatchEngine
#if canImport(Glibc)
import Glibc
#endif

/// The one thread of `scoreline run`: every event reaches the session from here, in order.
/// Input lines and button presses become commands; a timer ticks the clock once a second;
/// signals stop or reload; systemd hears "ready" after the first frame and the watchdog's
/// pings. Displays attach their own descriptors (page flips, hotplug) to the same reactor.
public final class SessionLoop {
    public let reactor = Reactor()
    private let session: ScoringSession
    private let notifier: any ServiceNotifier
    private var logger = Logger(label: "scoreline.run")
    private var reader = LineReader()
    private var announcedReady = false
    private var attachments: [(Reactor) -> Void] = []

    /// What SIGHUP does (re-read the config); nil: the signal is logged and ignored.
    public var reload: (() -> Void)?
    /// SIGHUP stops the loop instead: the board is in a terminal, and its hangup means the
    /// terminal (an SSH session, a closed window) is gone.
    public var stopOnHangup = false
    /// What the box's brightness combo does (`BrightnessControl.step`); nil: nothing.
    public var brightnessStep: (() -> Void)?
    /// Milliseconds between clock ticks; the board changes only where its clock does.
    public var tickMilliseconds: UInt64 = 1000

    public init(session: ScoringSession, notifier: any ServiceNotifier = SystemdNotifier()) {
        self.session = session
        self.notifier = notifier
    }

    /// Something else that joins the reactor when the loop starts (a display's descriptors).
    public func attach(_ attach: @escaping (Reactor) -> Void) {
        attachments.append(attach)
    }

    /// Buttons from `hub` become presses; its problems go on the board.
    public func attach(_ hub: InputHub) {
        hub.pressed = { [weak self, weak hub] event in
            guard let self else { return }
            // Brightness is the kiosk's, not the match's: nothing is recorded for it.
            if event.button == .brightness {
                self.brightnessStep?()
                return
            }
            // A keypad plugged in since is working now: its problem leaves with the press, on
            // the press's one board (issue 37: it used to be a second publish).
            let command = SessionCommand(.press(event.boxPress), client: "buttons")
            if let hub {
                self.session.handle(.press(command, inputProblem: hub.problem))
            } else {
                self.session.handle(.command(command))
            }
        }
        hub.problemChanged = { [weak self] problem in self?.session.handle(.inputProblem(problem)) }
        let previous = session.sportChanged
        session.sportChanged = { [weak hub] sport in
            previous?(sport)
            hub?.follow(sport: sport)
        }
        attachments.append { reactor in hub.attach(to: reactor) }
    }

    /// Lines from `fd` (stdin) until its end: actions as JSON, or button names (`run1`).
    public func read(_ fd: Int32) {
        attachments.append { [weak self] reactor in
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            reactor.watch(fd) { self?.readable(fd) }
        }
    }

    /// Runs until a signal (or the end of stdin) stops it.
    public func run() {
        // Subscribed last, so "ready" goes out after every display has the frame.
        session.subscribe { [weak self] _ in self?.shown() }
        let signals = SignalWatcher()
        if let signals {
            reactor.watch(signals.fd) { [weak self] in self?.handle(signals.drain()) }
        }
        for attach in attachments { attach(reactor) }
        // The idle board's next match is read again when the queue changes (`queue add`, the
        // phone), not on each tick: a tick reads no file (issue 37).
        let queueWatch = DirectoryWatch(path: session.store.queueDirectory)
        if let queueWatch {
            queueWatch.attach(to: reactor) { [weak self] in self?.session.queueChanged() }
        } else {
            logger.warning("\(SessionMessages.queueNotWatched(session.store.queueDirectory, why: String(cString: strerror(errno))))")
        }
        // The first frame: given to every display even when it equals one made before.
        session.handle(.displayChanged)
        if let interval = notifier.watchdogPingInterval { pingWatchdog(every: interval) }
        tick()
        if let error = reactor.run() { logger.error("poll failed: \(String(cString: strerror(error)))") }
        notifier.stopping()
        withExtendedLifetime((signals, queueWatch)) {}
    }

    private func readable(_ fd: Int32) {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if n < 0 {
            if errno == EAGAIN || errno == EINTR { return }
            logger.error("input: \(String(cString: strerror(errno)))")
        }
        if n > 0 {
            for piece in reader.feed(buffer[0..<n]) { handle(piece) }
            return
        }
        // End of input: the last line may lack its newline; show the last frame and stop.
        for piece in reader.finish() { handle(piece) }
        reactor.unwatch(fd)
        reactor.stop()
    }

    private func handle(_ piece: LineReader.Piece) {
        switch piece {
        case .tooLong:
            logger.error("\(SessionMessages.lineTooLong(reader.maxLineBytes))")
        case .line(let bytes):
            guard let body = SessionCommand.Body(stdinLine: bytes) else { return }
            let reply = session.handle(.command(SessionCommand(body, client: "stdin")))
            if case .refused(_, let why)? = reply?.outcome { logger.notice("refused: \(why)") }
        }
    }

    /// The first frame is up: tell systemd once.
    private func shown() {
        guard !announcedReady else { return }
        announcedReady = true
        notifier.ready(status: "showing the board")
    }

    /// Once a second, on the second, so a clock on the board turns over when a watch does.
    private func tick() {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let intoSecond = UInt64(now.tv_nsec / 1_000_000) % tickMilliseconds
        // A few milliseconds past the turn, so the second read then is the new one.
        reactor.after(milliseconds: tickMilliseconds - intoSecond + 5) { [weak self] in
            guard let self else { return }
            self.session.handle(.tick)
            self.tick()
        }
    }

    private func pingWatchdog(every milliseconds: UInt64) {
        reactor.after(milliseconds: milliseconds) { [weak self] in
            self?.notifier.watchdog()
            self?.pingWatchdog(every: milliseconds)
        }
    }

    private func handle(_ signals: [Int32]) {
        for signal in signals {
            switch signal {
            case SIGHUP where stopOnHangup:
                logger.info("stopping: the terminal hung up")
                reactor.stop()
            case SIGHUP:
                guard let reload else {
                    logger.notice("SIGHUP: no config file to reload; restart to apply changes")
                    continue
                }
                notifier.reloading()
                reload()
                // systemd waits for READY=1 after RELOADING=1 before `systemctl reload` returns.
                notifier.ready(status: "showing the board")
            default:
                // SIGTERM/SIGINT: handled between actions, so no write is ever cut short.
                logger.info("stopping on signal \(signal)")
                reactor.stop()
            }
        }
    }
}
