import CommandBasics
import EventLoop
import Deterministic
import ArgumentParser
import FoundationEssentials
import Logging
import MatchEngine

/// `scoreline bench …`: measurements for docs/PERFORMANCE.md. Timings live here, never in
/// unit tests, so a slow CI machine cannot fail a build and a figure always has its command.
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scoreline-bench",
        abstract: "Measure Scoreline's speed (figures for docs/PERFORMANCE.md).",
        subcommands: [ReplayBench.self, JournalBench.self, ResumeBench.self, RenderBench.self, PresentBench.self, PressBench.self, StartBench.self, TerminalBench.self, FB16Bench.self, ListBench.self, PageBench.self, FollowBench.self, PortalBench.self, FeedBench.self, LongMatchBench.self]
    )
}

/// Benchmarks log warnings only: an info line per action would be measured too.
func quietLogging() {
    LoggingSystem.bootstrap { label in
        var handler = StreamLogHandler.standardError(label: label)
        handler.logLevel = .warning
        return handler
    }
}

struct ReplayBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Time replaying a long synthetic cricket match in-process."
    )

    @Option(help: "Actions in the match after newMatch.")
    var actions = 2000

    @Option(help: "Timed runs (after one warm-up run).")
    var runs = 30

    @Option(help: "Also write the match to this file, to time the whole command with hyperfine.")
    var write: String?

    func run() throws {
        var generator = SyntheticCricket()
        let lines = generator.lines(actions: actions)
        let text = lines.joined(separator: "\n") + "\n"
        if let write {
            try Data(text.utf8).write(to: URL(fileURLWithPath: write))
        }
        let replay = Replay()
        let check = replay.run(text, each: false)
        guard check.rejected == 0 else {
            throw CommandFailure("The synthetic match had \(check.rejected) refused lines: \(check.rejections.first?.error ?? "")")
        }
        let final = replay.run(text, each: true)
        var finalTimes: [Double] = []
        var eachTimes: [Double] = []
        for _ in 0..<runs {
            finalTimes.append(time { () -> Void in _ = replay.run(text, each: false) })
            eachTimes.append(time { () -> Void in _ = replay.run(text, each: true) })
        }
        let report = """
            replay of \(lines.count - 1) actions (\(final.lines.count) states), \(runs) runs each
              final state only:   median \(format(median(finalTimes))) ms, p99 \(format(percentile(finalTimes, 0.99))) ms
              --each (every state): median \(format(median(eachTimes))) ms, p99 \(format(percentile(eachTimes, 0.99))) ms

            """
        StandardStream.output.write(Data(report.utf8))
    }
}

func time<E: Error>(_ body: () throws(E) -> Void) throws(E) -> Double {
    let start = MonotonicClock.nanoseconds()
    try body()
    return Double(MonotonicClock.nanoseconds() - start) / 1_000_000
}

/// `value` to `decimals` places, right-aligned in `width` (as `%7.3f` does): `String(format:)`
/// needs full Foundation.
func fixed(_ value: Double, decimals: Int, width: Int = 0) -> String {
    var scale = 1
    for _ in 0..<decimals { scale *= 10 }
    let units = Int((abs(value) * Double(scale)).rounded())
    var text = "\(units / scale)"
    if decimals > 0 {
        let fraction = String(units % scale)
        text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
    if value < 0 && units > 0 { text = "-" + text }
    return String(repeating: " ", count: max(0, width - text.count)) + text
}

func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let index = min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded(.up)))
    return sorted[index]
}

func format(_ ms: Double) -> String {
    let hundredths = Int((ms * 100).rounded())
    return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
}
