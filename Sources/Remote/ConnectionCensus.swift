import EventLoop
import NIOCore
import Synchronization

/// The phone web app's open connections, counted in total and per address (ADR 040). Every
/// connection's `ConnectionWatch` asks it once on opening and gives its place back on closing.
/// Refusals are counted for the log, which says so at most once a minute: a flood of
/// connections must not become a flood of log lines. When a burst of connections (a flood,
/// a crowd of live views) has drained to a quarter of its peak, the heap's free pages are
/// given back (`HeapTrim`), so the kiosk's memory returns to where it was before the burst.
public final class ConnectionCensus: Sendable {
    public enum Admission: Equatable, Sendable {
        case admitted
        /// Over a cap: close it at once. `report` is the refusals to log now (this one among
        /// them), nil while the last report is under a minute old.
        case refused(report: Int?)
    }

    public let limits: ConnectionLimits
    /// The shortest time between two log lines about refusals.
    public static let reportInterval = TimeAmount.seconds(60)
    /// Connections open at once (admitted or refused) that count as a burst worth giving
    /// back: a scorer's pad and a few live views are not one.
    public static let burst = 32

    private struct State {
        var open = 0
        var byPeer: [String: Int] = [:]
        var unreported = 0
        var lastReport: NIODeadline?
        /// The most connections tried at once since the heap was last given back.
        var peak = 0
    }

    private let state = Mutex(State())
    private let heap: any HeapTrim

    public init(limits: ConnectionLimits, heap: any HeapTrim = MallocTrim()) {
        self.limits = limits
        self.heap = heap
    }

    /// Takes a place for a connection from `peer` (its IP address), or refuses it: the newest
    /// is the one refused, so connections already open (a scorer's pad) keep theirs.
    public func admit(peer: String, now: NIODeadline) -> Admission {
        state.withLock { state in
            // Refused ones count towards the burst too: each had its buffers while accepted.
            state.peak = max(state.peak, state.open + 1)
            let fromPeer = state.byPeer[peer, default: 0]
            guard state.open >= limits.maxOpen || fromPeer >= limits.maxPerPeer else {
                state.open += 1
                state.byPeer[peer] = fromPeer + 1
                return .admitted
            }
            state.unreported += 1
            if let last = state.lastReport, now - last < Self.reportInterval { return .refused(report: nil) }
            defer { state.unreported = 0; state.lastReport = now }
            return .refused(report: state.unreported)
        }
    }

    /// Gives back the place of a connection `admit` let in; the heap too, once a burst has
    /// drained (outside the lock: the trim walks the heap).
    public func release(peer: String) {
        let drained = state.withLock { state in
            state.open = max(0, state.open - 1)
            let left = state.byPeer[peer, default: 1] - 1
            state.byPeer[peer] = left > 0 ? left : nil
            guard state.peak >= Self.burst, state.open * 4 <= state.peak else { return false }
            state.peak = state.open
            return true
        }
        if drained { heap.giveBack() }
    }

    /// Connections open now, in total.
    public var openCount: Int { state.withLock { $0.open } }

    /// Connections open now from `peer`.
    public func openCount(from peer: String) -> Int { state.withLock { $0.byPeer[peer, default: 0] } }
}
