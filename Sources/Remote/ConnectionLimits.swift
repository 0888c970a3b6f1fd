import Glibc
import NIOCore

/// How many connections the phone web app keeps open, and how long it waits for each
/// (docs/remote.md "Limits", ADR 040). Every open connection is a descriptor, and the kiosk
/// dies when it has none left (libdispatch traps when it cannot open a /proc file), so the
/// caps sit well inside the descriptor limit the unit sets (LimitNOFILE=1024).
public struct ConnectionLimits: Sendable, Equatable {
    /// Connections open at once, all addresses together; the newest over it is closed at once.
    public var maxOpen: Int
    /// Connections open at once from one address.
    public var maxPerPeer: Int
    /// A request (its head and body) must have arrived, and the kiosk begun to answer, this
    /// long after its first byte; a new connection's first request, this long after it opened.
    public var requestTimeout: TimeAmount
    /// A connection with nothing in flight after an answer is closed after this long.
    public var idleTimeout: TimeAmount

    public init(maxOpen: Int, maxPerPeer: Int, requestTimeout: TimeAmount, idleTimeout: TimeAmount) {
        self.maxOpen = maxOpen
        self.maxPerPeer = maxPerPeer
        self.requestTimeout = requestTimeout
        self.idleTimeout = idleTimeout
    }

    /// 256 connections is 2.5 times `[remote] maxViewers`' default with room for every pad and
    /// page besides; 16 from one address covers a phone's browser (6 per host) with several
    /// tabs, or a club laptop, while one machine alone can hold only a sixteenth of the total.
    public static let standard = ConnectionLimits(maxOpen: 256, maxPerPeer: 16, requestTimeout: .seconds(10), idleTimeout: .seconds(30))

    /// Descriptors kept for the kiosk's own use whatever the phones do: the journal and its
    /// lock, the displays, inputs, MQTT, the event loops' epoll, eventfd and timerfd, the
    /// files the records page reads, and the /proc files libdispatch opens. A kiosk uses under
    /// 100 of them; the rest is margin.
    public static let kioskReserve = 256

    /// The caps shrunk to fit a descriptor limit lower than the unit's: the kiosk's reserve
    /// first, and never less than a quarter of the limit for phones (a kiosk with a tiny limit
    /// still serves a few). Timeouts stay as they are.
    public func fitting(descriptorLimit limit: Int) -> ConnectionLimits {
        let room = max(limit / 4, limit - Self.kioskReserve)
        var fitted = self
        fitted.maxOpen = max(1, min(maxOpen, room))
        fitted.maxPerPeer = max(1, min(maxPerPeer, fitted.maxOpen))
        return fitted
    }

    /// The process's soft limit on open descriptors (RLIMIT_NOFILE), nil when unknown or
    /// unlimited. The unit forbids raising it (SystemCallFilter=~@resources), so it is read only.
    public static func descriptorLimit() -> Int? {
        var limit = rlimit()
        // RLIM_INFINITY is all ones, and a cast macro Swift does not import.
        guard getrlimit(.init(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur != .max else { return nil }
        return Int(clamping: limit.rlim_cur)
    }
}
