import CommandBasics
import Deterministic
import ArgumentParser
import FoundationEssentials
import Glibc
import MatchEngine
import ProjectionCenter
import Session
import Store

/// `scoreline bench journal`: append + fdatasync latency on a real disk.
struct JournalBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "journal", abstract: "Time durable appends (write + fdatasync) in a directory.")

    @Option(help: "Directory to write in (its file system is what is measured).")
    var dir = "/var/tmp"

    @Option(help: "Appends to time.")
    var count = 2000

    func run() throws {
        let path = "\(dir)/scoreline-bench-\(getpid()).journal"
        defer { try? PosixFileLayer().remove(path) }
        let (journal, _, _) = try Journal.open(path, files: PosixFileLayer())
        let payload = Array(#"{"type":"delivery","bat":4,"at":"2026-11-22T10:00:00Z"}"#.utf8)
        var times: [Double] = []
        for _ in 0..<count {
            times.append(try time { () throws(StoreError) in _ = try journal.append(payload, at: "2026-11-22T10:00:00Z") })
        }
        StandardStream.output.write(Data("""
            \(count) appends in \(dir): median \(format(median(times))) ms, p99 \(format(percentile(times, 0.99))) ms, max \(format(times.max() ?? 0)) ms

            """.utf8))
    }
}

/// `scoreline bench resume`: time to rebuild a stored match (journal + snapshot).
struct ResumeBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resume", abstract: "Time resuming a stored match from its journal and snapshot.")

    @Option(name: .customLong("format"), help: "t20 (about 300 actions) or multiday (as many as --actions).")
    var matchFormat = "multiday"

    @Option(help: "Actions in a multi-day match.")
    var actions = 15_000

    @Option(help: "Data directory to build the match in.")
    var dir = "/var/tmp"

    @Option(help: "Timed runs.")
    var runs = 20

    func run() throws {
        quietLogging()
        let root = "\(dir)/scoreline-bench-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: root) }
        var generator = matchFormat == "t20"
            ? SyntheticCricket(oversPerInnings: 20)
            : SyntheticCricket(wicketRate: 2, oversPerInnings: nil)
        let lines = generator.lines(actions: matchFormat == "t20" ? 10_000 : actions)
        let store = MatchStore(root: root)
        try BenchMatch.store(lines, in: root).close()
        let loader = MatchLoader(store: store)
        var withSnapshot: [Double] = []
        var fullReplay: [Double] = []
        var snapshotUsed = false
        for _ in 0..<runs {
            withSnapshot.append(try time { () throws in
                let loaded = try loader.load("bench")
                snapshotUsed = loaded.usedSnapshot
                loaded.journal.close()
            })
            fullReplay.append(try time { () throws in try loader.load("bench", useSnapshot: false).journal.close() })
        }
        let snapshotBytes = (try? PosixFileLayer().read(store.snapshotPath(of: "bench")))?.count ?? 0
        StandardStream.output.write(Data("""
            resume of a \(matchFormat) match of \(lines.count - 1) actions, \(runs) runs (snapshot used: \(snapshotUsed), \(snapshotBytes) bytes)
              journal + snapshot: median \(format(median(withSnapshot))) ms, p99 \(format(percentile(withSnapshot, 0.99))) ms
              journal only (full re-fold): median \(format(median(fullReplay))) ms, p99 \(format(percentile(fullReplay, 0.99))) ms

            """.utf8))
    }
}
