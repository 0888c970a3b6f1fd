import EventLoop
import FoundationEssentials
import Logging
import MatchEngine

/// Boards to a serial digit board (docs/serial-boards.md, ADR 033): each board becomes one
/// line of text (`SerialLine`), sent only when it changed, on the kiosk's loop. The board
/// echoes each line; `SerialLink` decides what to send and when, retries a missing or wrong
/// echo, and says when the board stops (and starts again) answering, which is logged once
/// each time and written to the status file `scoreline doctor` reads.
///
/// Like every presenter it is given only boards the session published, which it does after
/// the journal's fdatasync: a board never shows an action that was not durable (ADR 007).
/// Nothing here blocks: the port is non-blocking, a write the driver cannot take at once
/// waits on a short timer, and a device that cannot be opened is tried again on a timer.
public final class SerialBoardPresenter: BoardPresenter {
    public let config: SerialBoardConfig
    /// The sport in play, for a board whose layout does not say (a result, the idle board):
    /// the kiosk sets it before each board.
    public var sport: String?
    private var lastSport: String?
    private var link: SerialLink
    private var port: SerialPort?
    private var reactor: Reactor?
    private var deadlineTimer: Int?
    private var reopenTimer: Int?
    private var flushTimer: Int?
    private var outbox: [UInt8] = []
    private var incoming: [UInt8] = []
    private let statusPath: String?
    private var status: (state: SerialBoardStatus.State, detail: String?)?
    private var statusFailureLogged = false
    /// The port is closed and that was logged: a device that stays away (or comes back
    /// under another error) is said once per outage, not at every attempt.
    private var outageLogged = false
    /// A problem was logged (cannot open, gone, not answering): the next echo is "answers again".
    private var silent = false
    private let now: () -> UInt64
    private let wallClock: () -> Date
    private let logger: Logger

    /// How often a device that cannot be opened is tried again.
    public let reopenMilliseconds: UInt64
    public static let probeMilliseconds: UInt64 = 5000
    static let flushMilliseconds: UInt64 = 10
    /// A board sending this much without a line ending is not echoing our lines.
    static let longestEcho = 256

    /// - Parameters:
    ///   - statusPath: where the board's state is written for `scoreline doctor` (nil: nowhere).
    ///   - now: monotonic milliseconds (the loop's clock).
    public init(config: SerialBoardConfig, statusPath: String?, logger: Logger = Logger(label: "scoreline.serial-board"),
                now: @escaping () -> UInt64 = MonotonicClock.milliseconds, wallClock: @escaping () -> Date = Date.init,
                reopenMilliseconds: UInt64 = 5000) {
        self.config = config
        self.reopenMilliseconds = reopenMilliseconds
        self.statusPath = statusPath
        self.logger = logger
        self.now = now
        self.wallClock = wallClock
        link = SerialLink(timeout: UInt64(config.echoTimeout), retries: config.retries, probeInterval: Self.probeMilliseconds)
    }

    /// A digit board follows the live board: pages are for the big screen.
    public func present(_ board: Scoreboard, live: Scoreboard, seq: Int?) throws {
        try present(live, seq: seq)
    }

    public func present(_ board: Scoreboard, seq: Int?) throws {
        guard let line = line(for: board) else { return }
        perform(link.want(line, now: now()))
    }

    /// The line for `board` in its sport's format; nil until a sport is known.
    func line(for board: Scoreboard) -> String? {
        guard let sport = SerialLine.sport(of: board.layout) ?? sport ?? lastSport, let format = config.formats[sport] else { return nil }
        lastSport = sport
        return SerialLine.text(board, format: format, separator: config.separator)
    }

    public func attach(to reactor: Reactor) {
        self.reactor = reactor
        openPort()
    }

    public func close() {
        for timer in [deadlineTimer, reopenTimer, flushTimer].compactMap({ $0 }) { reactor?.cancel(timer) }
        deadlineTimer = nil
        reopenTimer = nil
        flushTimer = nil
        if let port {
            reactor?.unwatch(port.fd)
            port.close()
            setStatus(.closed)
        }
        port = nil
    }

    /// The board's state as the status file has it (nil before the first change).
    public var state: SerialBoardStatus.State? { status?.state }

    private func openPort() {
        reopenTimer = nil
        do throws(SerialPort.Failure) {
            let port = try SerialPort(path: config.device, baud: config.baud)
            self.port = port
            outageLogged = false
            logger.notice("\(SerialBoardMessages.opened(config.device, baud: config.baud))")
            reactor?.watch(port.fd) { [weak self] in self?.readable() }
            setStatus(.waiting)
            perform(link.reopened(now: now()))
        } catch {
            link.portLost()
            setStatus(.cannotOpen, detail: error.reason)
            if !outageLogged {
                logger.error("\(SerialBoardMessages.cannotOpen(config.device, reason: error.reason, every: interval))")
                outageLogged = true
                silent = true
            }
            scheduleReopen()
        }
    }

    /// The retry interval as the log says it.
    private var interval: String {
        reopenMilliseconds % 1000 == 0 ? "\(reopenMilliseconds / 1000) s" : "\(reopenMilliseconds) ms"
    }

    private func scheduleReopen() {
        guard let reactor, reopenTimer == nil else { return }
        reopenTimer = reactor.after(milliseconds: reopenMilliseconds) { [weak self] in self?.openPort() }
    }

    /// The device went away: closed, said once, and opened again when it comes back.
    private func lost(_ reason: String) {
        guard let port else { return }
        reactor?.unwatch(port.fd)
        port.close()
        self.port = nil
        outbox = []
        incoming = []
        if let deadlineTimer { reactor?.cancel(deadlineTimer) }
        deadlineTimer = nil
        link.portLost()
        setStatus(.cannotOpen, detail: reason)
        logger.error("\(SerialBoardMessages.gone(config.device, reason: reason, every: interval))")
        outageLogged = true
        silent = true
        scheduleReopen()
    }

    private func perform(_ events: [SerialLink.Event]) {
        for event in events {
            switch event {
            case .send(let line):
                // Before the port is open the line is only remembered; opening sends the newest.
                guard port != nil else { continue }
                outbox += Array((line + config.lineEnding.bytes).utf8)
                flush()
            case .health(let health, let heard):
                report(health, heard: heard)
            }
        }
        scheduleDeadline()
    }

    private func report(_ health: SerialLink.Health, heard: String?) {
        switch health {
        case .answering:
            // The status file first: whoever reads the log line finds the file already says so.
            setStatus(.answering)
            let again = silent
            silent = false
            logger.notice("\(again ? SerialBoardMessages.answersAgain(config.device) : SerialBoardMessages.answering(config.device))")
        case .notAnswering:
            setStatus(.notAnswering, detail: heard.map { SerialBoardMessages.heard($0) })
            silent = true
            logger.warning("\(SerialBoardMessages.notAnswering(config.device, sends: config.retries + 1, timeout: UInt64(config.echoTimeout), heard: heard))")
        case .unknown:
            break
        }
    }

    private func scheduleDeadline() {
        if let deadlineTimer { reactor?.cancel(deadlineTimer) }
        deadlineTimer = nil
        guard let reactor, port != nil, let deadline = link.deadline else { return }
        let at = now()
        deadlineTimer = reactor.after(milliseconds: deadline > at ? deadline - at : 0) { [weak self] in
            guard let self else { return }
            self.deadlineTimer = nil
            self.perform(self.link.due(now: self.now()))
        }
    }

    /// Writes what the driver takes now; the rest waits a moment (a board without flow
    /// control drains its few bytes in milliseconds).
    private func flush() {
        guard let port, !outbox.isEmpty else { return }
        switch port.write(outbox[...]) {
        case .success(let count):
            outbox.removeFirst(count)
        case .failure(let failure):
            lost(failure.reason)
            return
        }
        guard !outbox.isEmpty, flushTimer == nil, let reactor else { return }
        flushTimer = reactor.after(milliseconds: Self.flushMilliseconds) { [weak self] in
            self?.flushTimer = nil
            self?.flush()
        }
    }

    private func readable() {
        while let port {
            switch port.read() {
            case .none:
                return
            case .gone(let reason):
                lost(reason)
                return
            case .bytes(let bytes):
                var events: [SerialLink.Event] = []
                for byte in bytes {
                    if byte == 0x0A || byte == 0x0D {
                        guard !incoming.isEmpty else { continue }
                        events += link.heard(String(decoding: incoming, as: UTF8.self), now: now())
                        incoming = []
                    } else {
                        incoming.append(byte)
                        if incoming.count >= Self.longestEcho {
                            events += link.heard(String(decoding: incoming, as: UTF8.self), now: now())
                            incoming = []
                        }
                    }
                }
                perform(events)
            }
        }
    }

    private func setStatus(_ state: SerialBoardStatus.State, detail: String? = nil) {
        guard status?.state != state || status?.detail != detail else { return }
        status = (state, detail)
        guard let statusPath else { return }
        let record = SerialBoardStatus(device: config.device, state: state, since: wallClock(), detail: detail)
        do {
            try record.encoded().write(to: URL(filePath: statusPath), options: .atomic)
        } catch {
            guard !statusFailureLogged else { return }
            statusFailureLogged = true
            logger.warning("\(SerialBoardMessages.statusNotWritten(statusPath, reason: "\(error)"))")
        }
    }
}
