import ArgumentParser
import CommandBasics
import Deterministic
import FoundationEssentials
import Glibc
import Session
import Store

/// `scoreline-bench list`: what `scoreline matches list` costs on a season's archive, now that
/// each line carries the match's result, folded from its journal (and snapshot when one
/// agrees) rather than cached where an edit could leave it stale.
struct ListBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Time listing stored matches with their results (as `matches list` does).")

    @Option(help: "Stored cricket matches to list (1…2000).")
    var matches = 100

    @Option(help: "Actions in each match (1…5000).")
    var actions = 600

    @Option(help: "Data directory to build the archive in.")
    var dir = "/var/tmp"

    @Option(help: "Timed runs (1…100).")
    var runs = 10

    func validate() throws {
        guard (1...2000).contains(matches), (1...5000).contains(actions), (1...100).contains(runs) else {
            throw ValidationError("--matches takes 1…2000, --actions 1…5000 and --runs 1…100")
        }
    }

    func run() throws {
        quietLogging()
        let root = "\(dir)/scoreline-bench-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: root) }
        var generator = SyntheticCricket(wicketRate: 12, oversPerInnings: 50)
        let lines = generator.lines(actions: actions)
        // One synthetic match stored under many ids: listing cost depends on the journals'
        // length, not on which balls they hold.
        for number in 0..<matches {
            var copy = lines
            copy[0] = lines[0].replacing(#""matchId":"bench""#, with: #""matchId":"bench-\#(number)""#)
            try BenchMatch.store(copy, in: root).close()
        }
        let store = MatchStore(root: root)
        let loader = MatchLoader(store: store)
        var withSnapshots: [Double] = []
        var journalsOnly: [Double] = []
        var results = 0
        for _ in 0..<runs {
            withSnapshots.append(try time { () throws in results = try listResults(store, loader, useSnapshot: true) })
            journalsOnly.append(try time { () throws in _ = try listResults(store, loader, useSnapshot: false) })
        }
        StandardStream.output.write(Data("""
            matches list of \(matches) matches of \(lines.count - 1) actions (\(results) with a result), \(runs) runs
              results from journal + snapshot: median \(format(median(withSnapshots))) ms, p99 \(format(percentile(withSnapshots, 0.99))) ms
              results from journals only: median \(format(median(journalsOnly))) ms, p99 \(format(percentile(journalsOnly, 0.99))) ms

            """.utf8))
    }

    /// The listing's work: every folder read, every readable match folded for its result line.
    private func listResults(_ store: MatchStore, _ loader: MatchLoader, useSnapshot: Bool) throws -> Int {
        var results = 0
        for case .readable(let meta) in try store.list() {
            if (try? loader.readSession(meta.matchId, useSnapshot: useSnapshot).resultLine) != nil { results += 1 }
        }
        return results
    }
}
