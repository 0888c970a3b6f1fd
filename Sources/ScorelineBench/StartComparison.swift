import CommandBasics
import FoundationEssentials
import Glibc

/// `scoreline-bench start --reference PATH`: the kiosk's start beside the C reference
/// (bench/start-reference, ADR 060), spawned alternately in one run, so both see the same
/// machine: a build or a burst of load on the other core lands on both rather than on
/// whichever ran in its window. Each whole run is timed from spawn to exit.
struct StartComparison {
    let scoreline: String
    let arguments: [String]
    let reference: String
    let referenceArguments: [String]
    let runs: Int

    func run(title: String, callgrind: Bool) throws {
        var ours: [Double] = []
        var theirs: [Double] = []
        // Three untimed pairs first: the page cache holds both binaries and the font after them.
        for i in 0..<(runs + 3) {
            // Which goes first alternates too, so neither always follows the other's exit.
            let referenceFirst = i % 2 == 0
            var pair: (ours: Double, theirs: Double) = (0, 0)
            if referenceFirst { pair.theirs = try time { () throws in try StartBench.spawnAndWait(reference, referenceArguments) } }
            pair.ours = try time { () throws in try StartBench.spawnAndWait(scoreline, arguments) }
            if !referenceFirst { pair.theirs = try time { () throws in try StartBench.spawnAndWait(reference, referenceArguments) } }
            if i >= 3 {
                ours.append(pair.ours)
                theirs.append(pair.theirs)
            }
        }
        var report = """
            start to first frame, spawned alternately with the C reference, \(title), \(runs) runs each:
              scoreline:   median \(format(median(ours))) ms, p90 \(format(percentile(ours, 0.9))) ms
              C reference: median \(format(median(theirs))) ms, p90 \(format(percentile(theirs, 0.9))) ms
              ratio of medians: \(format(median(ours) / max(median(theirs), 0.001)))×

            """
        if callgrind {
            // Valgrind 3.19 (Debian 12) gives up on the Swift toolchain's DWARF ("possibly
            // corrupted debuginfo"): it counts a copy without it, beside the original so the
            // fonts are found as they are for it. The code and its symbols are the same.
            let stripped = scoreline + ".nodebug"
            try StartBench.spawnAndWait("/usr/bin/strip", ["--strip-debug", "-o", stripped, scoreline])
            defer { unlink(stripped) }
            let ourCount = try Self.instructions(stripped, arguments)
            let theirCount = try Self.instructions(reference, referenceArguments)
            report += """
                  instructions (callgrind, one run each; scoreline without its DWARF): scoreline \(ourCount), C reference \(theirCount), ratio \(format(Double(ourCount) / Double(max(theirCount, 1))))×

                """
        }
        StandardStream.output.write(Data(report.utf8))
    }

    /// Instructions one run executes, counted by valgrind's callgrind: exact and unmoved by
    /// load, where the wall-clock time is not. Read from the "summary:" line of its output file.
    static func instructions(_ executable: String, _ arguments: [String]) throws -> Int {
        let out = "/tmp/scoreline-bench-callgrind-\(getpid()).out"
        defer { unlink(out) }
        try StartBench.spawnAndWait("/usr/bin/valgrind", ["--tool=callgrind", "--callgrind-out-file=\(out)", executable] + arguments)
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: out)), as: UTF8.self)
        for line in text.split(separator: "\n") where line.hasPrefix("summary:") || line.hasPrefix("totals:") {
            if let count = Int(line.split(separator: " ").last ?? "") { return count }
        }
        throw CommandFailure("callgrind's output for \(executable) has no summary line")
    }
}
