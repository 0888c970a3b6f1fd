import CommandBasics
import EventLoop
import FoundationEssentials
import Glibc

/// `scoreline-bench start --reference PATH`: the kiosk's start beside the C reference
/// (bench/start-reference, ADR 060), spawned alternately in one run, so both see the same
/// machine: a build or a burst of load on the other core lands on both rather than on
/// whichever ran in its window. Each run is timed from spawn to its first frame and to its exit.
struct StartComparison {
    let scoreline: String
    let arguments: [String]
    let reference: String
    let referenceArguments: [String]
    let runs: Int

    func run(title: String, callgrind: Bool) throws {
        var ours: [Run] = []
        var theirs: [Run] = []
        // Three untimed pairs first: the page cache holds both binaries and the font after them.
        for i in 0..<(runs + 3) {
            // Which goes first alternates too, so neither always follows the other's exit.
            let referenceFirst = i % 2 == 0
            var pair: (ours: Run?, theirs: Run?) = (nil, nil)
            if referenceFirst { pair.theirs = try Self.timed(reference, referenceArguments) }
            pair.ours = try Self.timed(scoreline, arguments)
            if !referenceFirst { pair.theirs = try Self.timed(reference, referenceArguments) }
            if i >= 3, let o = pair.ours, let t = pair.theirs {
                ours.append(o)
                theirs.append(t)
            }
        }
        let (oursFrame, theirsFrame) = (ours.map(\.firstFrame), theirs.map(\.firstFrame))
        let (oursWhole, theirsWhole) = (ours.map(\.whole), theirs.map(\.whole))
        var report = """
            start, spawned alternately with the C reference, \(title), \(runs) runs each:
              spawn → first frame (the line "presented" read from stderr):
                scoreline:   median \(format(median(oursFrame))) ms, p90 \(format(percentile(oursFrame, 0.9))) ms
                C reference: median \(format(median(theirsFrame))) ms, p90 \(format(percentile(theirsFrame, 0.9))) ms
                ratio of medians: \(format(median(oursFrame) / max(median(theirsFrame), 0.001)))×
              spawn → exit (the whole process):
                scoreline:   median \(format(median(oursWhole))) ms, p90 \(format(percentile(oursWhole, 0.9))) ms
                C reference: median \(format(median(theirsWhole))) ms, p90 \(format(percentile(theirsWhole, 0.9))) ms
                ratio of medians: \(format(median(oursWhole) / max(median(theirsWhole), 0.001)))×

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

    /// One run's times from spawn, in milliseconds.
    struct Run {
        var firstFrame: Double
        var whole: Double
    }

    /// Spawns the program with stdin and stdout on /dev/null and stderr on a pipe, and times
    /// it to the first "presented" on the pipe (the kiosk logs it once the first frame is
    /// handed over; the C reference prints it) and to its exit. The exit includes teardown the
    /// first frame does not wait for (closing an inotify descriptor waits out an SRCU grace
    /// period in the kernel, milliseconds on a loaded machine).
    static func timed(_ executable: String, _ arguments: [String]) throws -> Run {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw CommandFailure("pipe: \(String(cString: strerror(errno)))") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 2)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for arg in argv { free(arg) } }
        var pid: pid_t = 0
        let start = MonotonicClock.nanoseconds()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(pipeEnds[1])
        defer { close(pipeEnds[0]) }
        guard spawned == 0 else { throw CommandFailure("cannot start \(executable): \(String(cString: strerror(spawned)))") }
        var said: [UInt8] = []
        var presented: Int64?
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(pipeEnds[0], &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            guard presented == nil else { continue }
            said += chunk[0..<count]
            if String(decoding: said, as: UTF8.self).contains("presented") { presented = MonotonicClock.nanoseconds() }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let end = MonotonicClock.nanoseconds()
        guard status == 0 else { throw CommandFailure("\(executable) exited with status \(status)") }
        guard let presented else { throw CommandFailure("\(executable) never said \"presented\" on stderr") }
        return Run(firstFrame: Double(presented - start) / 1e6, whole: Double(end - start) / 1e6)
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
