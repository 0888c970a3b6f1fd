import FoundationEssentials
import Logging
#if canImport(Glibc)
import Glibc
#endif

/// The reactor wiring of `scoreline run`: input lines, signals, the systemd watchdog and
/// storage retries, all on one thread.
final class KioskLoop {
    private let kiosk: Kiosk
    private let reactor = Reactor()
    private let systemd = SystemdNotifier()
    private var logger = Logger(label: "scoreline.run")
    private var pending: [UInt8] = []
    private var announcedReady = false
    private var retryScheduled = false

    init(kiosk: Kiosk) { self.kiosk = kiosk }

    /// Action lines from `fd` (stdin) until its end.
    func run(reading fd: Int32) {
        run {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            reactor.watch(fd) { [weak self] in self?.read(fd) }
        }
    }

    /// Buttons (terminal keys, GPIO, keypads) until a signal stops the loop.
    func run(inputs: InputSources) {
        inputs.changed = { [weak self] in self?.show() }
        run { inputs.attach(to: reactor) }
    }

    /// What SIGHUP does (re-read the config); nil: the signal is logged and ignored.
    var reload: (() -> Void)?
    /// Stdin lines naming a button (`run1`) rather than holding an action.
    var buttons: TypedButtons?

    private func run(_ attach: () -> Void) {
        show()
        if let signals = SignalWatcher() {
            reactor.watch(signals.fd) { [weak self] in self?.handle(signals.drain()) }
            // Keep the watcher alive as long as the loop.
            withExtendedLifetime(signals) { loop(attach) }
        } else {
            loop(attach)
        }
    }

    private func loop(_ attach: () -> Void) {
        attach()
        kiosk.presenter.attach(to: reactor)
        if let interval = systemd.watchdogPingInterval { pingWatchdog(every: interval) }
        if let error = reactor.run() { logger.error("poll failed: \(String(cString: strerror(error)))") }
        systemd.stopping()
    }

    private func read(_ fd: Int32) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if n < 0 {
            if errno == EAGAIN || errno == EINTR { return }
            logger.error("input: \(String(cString: strerror(errno)))")
        }
        if n > 0 {
            pending += buffer[0..<n]
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(pending[..<newline])
                pending.removeFirst(newline + 1)
                handleLine(line)
            }
            return
        }
        // End of input: the last line may lack its newline; show the last frame and stop.
        if !pending.isEmpty { handleLine(pending) }
        pending = []
        reactor.unwatch(fd)
        show()
        reactor.stop()
    }

    private func handleLine(_ line: [UInt8]) {
        let trimmed = line.filter { $0 != 0x0D }
        guard trimmed.contains(where: { $0 != 0x20 && $0 != 0x09 }) else { return }
        if trimmed.first != UInt8(ascii: "{"), let buttons, buttons.press(String(decoding: trimmed, as: UTF8.self)) {
            show()
            return
        }
        if case .notDurable = kiosk.handle(Data(trimmed)) { scheduleRetry() }
        show()
    }

    private func show() {
        kiosk.present()
        if !announcedReady {
            announcedReady = true
            systemd.ready(status: "showing the board")
        }
    }

    /// The disk refused a write: the error line is on the screen; try again every second.
    private func scheduleRetry() {
        guard !retryScheduled else { return }
        retryScheduled = true
        reactor.after(milliseconds: 1000) { [weak self] in
            guard let self else { return }
            self.retryScheduled = false
            if self.kiosk.retryStorage() { self.show() } else { self.scheduleRetry() }
        }
    }

    private func pingWatchdog(every milliseconds: UInt64) {
        reactor.after(milliseconds: milliseconds) { [weak self] in
            self?.systemd.watchdog()
            self?.pingWatchdog(every: milliseconds)
        }
    }

    private func handle(_ signals: [Int32]) {
        for signal in signals {
            switch signal {
            case SIGHUP:
                guard let reload else {
                    logger.notice("SIGHUP: no config file to reload; restart to apply changes")
                    continue
                }
                systemd.reloading()
                reload()
                show()
                // systemd waits for READY=1 after RELOADING=1 before `systemctl reload` returns.
                systemd.ready(status: "showing the board")
            default:
                // SIGTERM/SIGINT: handled between actions, so no write is ever cut short.
                logger.info("stopping on signal \(signal)")
                reactor.stop()
            }
        }
    }
}
