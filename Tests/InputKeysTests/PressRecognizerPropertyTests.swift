import MatchEngine
import PropertyBased
import Testing
@testable import InputKeys

/// Random bounce traces: whatever the contacts do within the debounce time and however much
/// sub-millisecond noise the wires pick up, the count of presses is the count of presses.
@Suite struct PressRecognizerPropertyTests {
    /// One press: bounce edges on press and release (2–30), bounce span (µs), hold (ms),
    /// gap before the next press (ms), and noise spikes in that gap.
    struct Press {
        var pressEdges: Int
        var releaseEdges: Int
        var spanMicros: Int64
        var holdMillis: Int64
        var gapMillis: Int64
        var spikes: Int
        var spikeMicros: Int64

        /// Spreads one random number over the fields, so shrinking the number shrinks the press.
        init(_ seed: Int) {
            var n = seed
            func take(_ range: ClosedRange<Int>) -> Int {
                let width = range.count
                defer { n /= width }
                return range.lowerBound + n % width
            }
            pressEdges = take(2...30)
            releaseEdges = take(2...30)
            spanMicros = Int64(take(0...18_000))
            holdMillis = Int64(take(45...2_000))
            gapMillis = Int64(take(60...400))
            spikes = take(0...6)
            spikeMicros = Int64(take(1...999))
        }
    }

    static let presses = Gen.int(in: 0...Int.max).array(of: 1...25).map { $0.map(Press.init) }

    /// Lays the presses out on one input; returns the edges and, per press, when it settled
    /// down and how long it was held from there to its first release edge.
    static func layout(_ presses: [Press], button: BoxKey) -> (edges: [InputEdge], holds: [(at: Int64, heldMicros: Int64, spanMicros: Int64)]) {
        var t = Trace(button: button)
        var now: Int64 = 10_000
        var holds: [(Int64, Int64, Int64)] = []
        for p in presses {
            t.bounce(to: true, atMicros: now, edges: p.pressEdges, spanMicros: p.spanMicros)
            let settled = now + p.spanMicros
            let release = settled + p.holdMillis * 1_000
            holds.append((settled, release - settled, p.spanMicros))
            t.bounce(to: false, atMicros: release, edges: p.releaseEdges, spanMicros: p.spanMicros)
            now = release + p.spanMicros + 25_000
            // Spikes in the quiet gap, each shorter than a millisecond, 2 ms apart.
            for _ in 0..<p.spikes {
                t.edge(true, atMicros: now)
                t.edge(false, atMicros: now + p.spikeMicros)
                now += 2_000
            }
            now += p.gapMillis * 1_000
        }
        return (t.edges, holds)
    }

    @Test func everyPressIsExactlyOnePressAtItsSettledTime() async {
        await propertyCheck(count: 300, input: Self.presses) { presses in
            let (edges, holds) = Self.layout(presses, button: .run1)
            let events = recognize(edges, endMicros: (edges.last?.time.nanoseconds ?? 0) / 1_000 + 1_000_000)
            #expect(events.map(\.time.nanoseconds) == holds.map { $0.at * 1_000 })
            #expect(events.allSatisfy { $0.button == .run1 && $0.kind == .press })
        }
    }

    @Test func everyUndoIsShortOrLongByItsHoldTime() async {
        await propertyCheck(count: 300, input: Self.presses) { presses in
            let (edges, holds) = Self.layout(presses, button: .undo)
            let events = recognize(edges, endMicros: (edges.last?.time.nanoseconds ?? 0) / 1_000 + 3_000_000)
            #expect(events.count == holds.count)
            for (event, hold) in zip(events, holds) {
                // The release settles `debounce` after its last bounce edge; a long press
                // fires if its 800 ms come strictly before that.
                let settlesAfter = hold.heldMicros + hold.spanMicros + 20_000
                if settlesAfter > 800_000 {
                    #expect(event.kind == .long && event.time.nanoseconds == (hold.at + 800_000) * 1_000)
                } else {
                    #expect(event.kind == .press && event.time.nanoseconds == (hold.at + hold.heldMicros + hold.spanMicros) * 1_000)
                }
            }
        }
    }
}
