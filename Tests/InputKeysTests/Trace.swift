import MatchEngine
@testable import InputKeys

/// Builds edge traces the way a scope shows a real contact: times in microseconds.
struct Trace {
    var input = "gpio:GPIO17"
    var button: BoxKey = .run1
    private(set) var edges: [InputEdge] = []

    init(input: String = "gpio:GPIO17", button: BoxKey = .run1) {
        self.input = input
        self.button = button
    }

    mutating func edge(_ down: Bool, atMicros us: Int64) {
        edges.append(InputEdge(input: input, button: button, level: down ? .down : .up, time: InputInstant(nanoseconds: us * 1_000)))
    }

    /// A bouncy transition to `down` starting at `start`: `count` edges (odd, so it ends at
    /// the new level) spread over `spanMicros`, then the level holds.
    mutating func bounce(to down: Bool, atMicros start: Int64, edges count: Int, spanMicros: Int64) {
        let n = max(1, count | 1)
        for i in 0..<n {
            let t = n == 1 ? start : start + spanMicros * Int64(i) / Int64(n - 1)
            edge(i % 2 == 0 ? down : !down, atMicros: t)
        }
    }
}

/// Feeds edges (merged by time) through a recognizer, then runs the clock to `endMicros`.
func recognize(_ edges: [InputEdge], config: RecognizerConfig = .standard, endMicros: Int64) -> [ButtonEvent] {
    var r = PressRecognizer(config: config)
    var out: [ButtonEvent] = []
    for e in edges.sorted(by: { $0.time < $1.time }) { out += r.handle(e) }
    out += r.advance(to: InputInstant(nanoseconds: endMicros * 1_000))
    return out
}

func ms(_ v: Int64) -> InputInstant { .milliseconds(v) }
