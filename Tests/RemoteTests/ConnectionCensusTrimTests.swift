import EventLoop
import NIOCore
import Synchronization
import Testing
@testable import Remote

/// The heap is given back once a burst of connections has drained (issue 38, item 16): a
/// flood's or a crowd's peak must not stay resident all afternoon, and a scorer's pad with a
/// few live views is no burst. Counts worked out from the rule: a burst is 32 at once, and
/// it has drained at a quarter of its peak.
@Suite struct ConnectionCensusTrimTests {
    final class CountingTrim: HeapTrim {
        let count = Mutex(0)
        func giveBack() { count.withLock { $0 += 1 } }
        var calls: Int { count.withLock { $0 } }
    }

    static let limits = ConnectionLimits(maxOpen: 256, maxPerPeer: 16, requestTimeout: .seconds(10), idleTimeout: .seconds(30))

    func open(_ census: ConnectionCensus, _ n: Int, from: Int = 0) -> [String] {
        (from..<from + n).map { i in
            let peer = "10.0.\(i / 16).\(i % 16)"
            #expect(census.admit(peer: peer, now: .uptimeNanoseconds(0)) == .admitted)
            return peer
        }
    }

    @Test func aBurstDrainedToAQuarterGivesTheHeapBackOnce() {
        let trim = CountingTrim()
        let census = ConnectionCensus(limits: Self.limits, heap: trim)
        let peers = open(census, 40)
        // 40 open: 30 close, leaving 10, a quarter of 40 (10 * 4 <= 40) on the 30th.
        for peer in peers.prefix(29) { census.release(peer: peer) }
        #expect(trim.calls == 0, "11 still open is more than a quarter of 40")
        census.release(peer: peers[29])
        #expect(trim.calls == 1)
        for peer in peers.dropFirst(30) { census.release(peer: peer) }
        #expect(trim.calls == 1, "the rest closing is no new burst")
    }

    @Test func aPadAndAFewViewsNeverTrim() {
        let trim = CountingTrim()
        let census = ConnectionCensus(limits: Self.limits, heap: trim)
        for _ in 0..<5 {
            let peers = open(census, 31)
            for peer in peers { census.release(peer: peer) }
        }
        #expect(trim.calls == 0, "31 at once is under the burst of 32")
    }

    @Test func aFloodOverTheCapCountsItsRefusedConnections() {
        let trim = CountingTrim()
        let census = ConnectionCensus(limits: ConnectionLimits(maxOpen: 20, maxPerPeer: 20, requestTimeout: .seconds(10), idleTimeout: .seconds(30)), heap: trim)
        let peers = (0..<20).map { _ in "10.0.0.1" }
        for peer in peers { #expect(census.admit(peer: peer, now: .uptimeNanoseconds(0)) == .admitted) }
        // 20 admitted, then 100 refused: the burst's peak is the cap plus the one refused, 21.
        for _ in 0..<100 { _ = census.admit(peer: "10.0.0.2", now: .uptimeNanoseconds(0)) }
        for peer in peers { census.release(peer: peer) }
        #expect(trim.calls == 0, "a cap of 20 never holds a burst of 32 open")
    }
}
