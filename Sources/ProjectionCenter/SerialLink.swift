/// The conversation with a serial board, as a pure state machine: which line to send and
/// when, whether the board's echo came back, when to send again, and when the board has
/// stopped answering. Times are monotonic milliseconds passed in, so the tests drive it
/// with a clock of their own; `SerialBoardPresenter` feeds it the port and the loop's timers.
///
/// One line is in flight at a time. The newest line wins: a board published while a line
/// waits for its echo replaces any other waiting line, and it is what goes next (a retry
/// too sends the newest line, as the board should show the latest score, not catch up).
public struct SerialLink {
    public enum Health: Equatable, Sendable {
        /// Nothing echoed yet since the start.
        case unknown
        case answering
        /// Every send of a line went unanswered (or came back wrong).
        case notAnswering
    }

    public enum Event: Equatable, Sendable {
        case send(String)
        /// The board's health changed; `heard` is the last wrong echo, if one came.
        case health(Health, heard: String?)
    }

    /// How long an echo may take.
    public let timeout: UInt64
    /// Sends after the first before the board is called not answering.
    public let retries: Int
    /// While the board is not answering, how often the newest line is tried again.
    public let probeInterval: UInt64

    /// The line the board should show (the newest).
    public private(set) var wanted: String?
    /// The last line the board echoed: what it shows.
    public private(set) var shown: String?
    /// The line sent and not yet echoed, and how many sends it took so far.
    public private(set) var inFlight: (line: String, sends: Int)?
    /// When `due(now:)` should next be called, if anything waits on time.
    public private(set) var deadline: UInt64?
    public private(set) var health = Health.unknown
    private var heardWrong: String?

    public init(timeout: UInt64, retries: Int, probeInterval: UInt64) {
        self.timeout = timeout
        self.retries = retries
        self.probeInterval = probeInterval
    }

    /// The board should show `line`: sent now if nothing is in flight and the board does not
    /// already show it, else it waits for the line in flight.
    public mutating func want(_ line: String, now: UInt64) -> [Event] {
        wanted = line
        guard inFlight == nil, line != shown else { return [] }
        return [send(line, sends: 1, now: now)]
    }

    /// A line came back from the board (without its ending). Spaces at its end do not count:
    /// a sketch that trims its input (Arduino's `String.trim()`) echoes a line of blank
    /// digits short, and a lost trailing blank changes nothing a board shows.
    public mutating func heard(_ line: String, now: UInt64) -> [Event] {
        guard let flight = inFlight else { return [] }
        guard Self.withoutTrailingSpaces(line) == Self.withoutTrailingSpaces(flight.line) else {
            heardWrong = line
            return failed(now: now)
        }
        shown = flight.line
        inFlight = nil
        deadline = nil
        heardWrong = nil
        var events: [Event] = []
        if health != .answering {
            health = .answering
            events.append(.health(.answering, heard: nil))
        }
        if let wanted, wanted != shown { events.append(send(wanted, sends: 1, now: now)) }
        return events
    }

    /// Time has reached `deadline`: an echo did not come, or it is time to try a silent board again.
    public mutating func due(now: UInt64) -> [Event] {
        guard let deadline, now >= deadline else { return [] }
        if inFlight != nil { return failed(now: now) }
        self.deadline = nil
        guard let wanted else { return [] }
        return [send(wanted, sends: 1, now: now)]
    }

    /// The port was closed (the device went away): the board is not answering, and what it
    /// shows is unknown, so the newest line goes again once `reopened` is called.
    public mutating func portLost() {
        inFlight = nil
        deadline = nil
        shown = nil
        health = health == .unknown ? .unknown : .notAnswering
    }

    /// The port is open again (or for the first time): the newest line goes out.
    public mutating func reopened(now: UInt64) -> [Event] {
        inFlight = nil
        deadline = nil
        shown = nil
        guard let wanted else { return [] }
        return [send(wanted, sends: 1, now: now)]
    }

    /// A send went unanswered or came back wrong: send the newest line again while retries
    /// remain; after the last, the board is not answering and is tried every `probeInterval`.
    private mutating func failed(now: UInt64) -> [Event] {
        let sends = inFlight?.sends ?? 1
        if health != .notAnswering, sends <= retries, let wanted {
            return [send(wanted, sends: sends + 1, now: now)]
        }
        inFlight = nil
        deadline = now + probeInterval
        guard health != .notAnswering else { return [] }
        health = .notAnswering
        let heard = heardWrong
        heardWrong = nil
        return [.health(.notAnswering, heard: heard)]
    }

    private static func withoutTrailingSpaces(_ line: String) -> Substring {
        line[..<(line.lastIndex { $0 != " " }.map { line.index(after: $0) } ?? line.startIndex)]
    }

    private mutating func send(_ line: String, sends: Int, now: UInt64) -> Event {
        inFlight = (line, sends)
        deadline = now + timeout
        return .send(line)
    }
}
