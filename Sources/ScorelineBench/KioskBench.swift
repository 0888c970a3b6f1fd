import CommandBasics
import Deterministic
import ArgumentParser
import EventLoop
import FoundationEssentials
import Glibc
import InputKeys
import MatchEngine
import Renderer
import Settings
import ProjectionCenter
import Session
import Settings
import Store

/// `scoreline-bench press`: press-to-present inside the process, the kiosk's own path: a
/// scripted edge pair read by the input hub → recognizer → the scoring session → durable append
/// (a real journal in `--dir`, fdatasync) → engine → board → paint → the frame copied into an
/// in-memory display's back buffer. Debounce is not counted: it is a chosen wait, not work.
struct PressBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "press", abstract: "Time press-to-present in the kiosk's own path.")

    @Option(help: "Directory for the journal (its file system is part of what is measured).")
    var dir = "/var/tmp"

    @Option(help: "Timed presses (after 20 untimed ones).")
    var presses = 1000

    @Option(help: "The frame size, WIDTHxHEIGHT.")
    var size = "1920x1080"

    func run() throws {
        quietLogging()
        guard let panel = PixelSize(parsingImage: size) else { throw CommandFailure(OptionMessages.badImageSize(size)) }
        let root = "\(dir)/scoreline-bench-press-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let presenter = try MemoryPresenter(size: panel, rotation: .none, theme: .daylight, fonts: .locateBundled())
        let kiosk = try BenchKiosk(root: root, hub: ProjectionHub([presenter]))
        let session = kiosk.session
        let before = presenter.frames
        // Each press is timed from the read of its edges to the frame's hand-over to the display;
        // a snapshot the kiosk writes after the frame is timed on its own.
        var times: [Double] = []
        var paints: [Double] = []
        var afterFrame: [Double] = []
        for i in 0..<(presses + 20) {
            kiosk.queue(i)
            let start = MonotonicClock.nanoseconds()
            kiosk.inputs.pumpAll()
            let end = MonotonicClock.nanoseconds()
            if i >= 20 {
                times.append(Double(presenter.lastHandOver - start) / 1e6)
                paints.append(presenter.lastPaint)
                afterFrame.append(Double(end - presenter.lastHandOver) / 1e6)
            }
        }
        let rest = zip(times, paints).map { $0 - $1 }
        let seq = session.current?.seq
        guard presenter.frames - before == presses + 20 else {
            throw CommandFailure("expected a frame per press, got \(presenter.frames - before) for \(presses + 20) presses")
        }
        let snapshots = afterFrame.filter { $0 > 0.2 }
        StandardStream.output.write(Data("""
            \(presses) presses, journal in \(dir), \(panel.width)x\(panel.height) frame (\(seq ?? 0) journal records):
              press → durable → frame: median \(format(median(times))) ms, p99 \(format(percentile(times, 0.99))) ms, max \(format(times.max() ?? 0)) ms
              of which paint + copy to the display: median \(format(median(paints))) ms, p99 \(format(percentile(paints, 0.99))) ms
              the rest (edges, recognizer, actions, engine, journal append): median \(format(median(rest))) ms, p99 \(format(percentile(rest, 0.99))) ms
              after the frame: \(snapshots.count) snapshots written, median \(format(median(snapshots))) ms

            """.utf8))
    }
}

/// The kiosk's press path for the benchmarks: a session on a real journal in `root` showing on
/// `hub`, an innings that never closes (no over limit, no wicket button, so every press
/// scores), and a scripted source on the input hub.
struct BenchKiosk {
    let session: ScoringSession
    let source = BenchSource()
    let inputs: InputHub
    let loop: SessionLoop
    static let cycle: [BoxKey] = [.dot, .run1, .run2, .run4, .run1, .run6, .dot, .run3]

    init(root: String, hub: ProjectionHub) throws {
        session = ScoringSession(store: MatchStore(root: root))
        session.subscribe { hub.project($0.board, live: $0.live, seq: $0.seq) }
        session.preset = Data(#"{"type":"newMatch","sport":"cricket","teams":[{"name":"Riverside","short":"RIV"},{"name":"Hillcrest","short":"HIL"}],"rules":{"oversPerInnings":null,"inningsPerSide":2}}"#.utf8)
        try session.start()
        session.handle(.displayChanged)
        let source = self.source
        inputs = InputHub(sport: session.sport) { _ in ([InputHub.Opener(name: "bench") { () throws(InputError) in source }], .standard) }
        loop = SessionLoop(session: session)
        loop.attach(inputs)
        inputs.attach(to: loop.reactor)
    }

    /// Queues press number `i` of the cycle; `inputs.pumpAll()` then takes it.
    func queue(_ i: Int) { source.queuePress(Self.cycle[i % Self.cycle.count]) }
}

/// A source that hands the feed one clean press per read: down 150 ms ago, up 100 ms ago,
/// so the recognizer reports it at once.
final class BenchSource: InputSource {
    let name = "bench"
    var fileDescriptor: Int32? { nil }
    private var queued: [InputEdge] = []

    func queuePress(_ button: BoxKey) {
        let now = MonotonicClock.nanoseconds()
        queued = [
            InputEdge(input: "bench", button: button, level: .down, time: InputInstant(nanoseconds: now - 150_000_000)),
            InputEdge(input: "bench", button: button, level: .up, time: InputInstant(nanoseconds: now - 100_000_000)),
        ]
    }

    func readEdges() throws(InputError) -> [InputEdge] {
        defer { queued = [] }
        return queued
    }
}

/// `scoreline bench start`: process start to first frame with a T20 match to resume: runs
/// `scoreline run --input stdin --output memory` with stdin at its end, so the process exits
/// right after its first frame, and times each whole run from spawn to exit.
struct StartBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "start", abstract: "Time process start to first frame, resuming a T20 match.")

    @Option(help: "Directory for the data directory the runs resume.")
    var dir = "/var/tmp"

    @Option(help: "Actions in the stored T20 match (a full first innings is about 140).")
    var actions = 230

    @Option(help: "Timed runs (after 3 untimed ones).")
    var runs = 30

    @Option(help: "The frame size, WIDTHxHEIGHT.")
    var size = "1920x1080"

    @Flag(help: "Build the data directory, print its path and keep it (for hyperfine or /usr/bin/time).")
    var keep = false

    @Option(help: "The C reference (script/start-reference prints its path): spawn it and scoreline alternately and print the ratio.")
    var reference: String?

    @Option(help: "The scoreline executable to time (default: the one beside scoreline-bench).")
    var scoreline: String?

    @Flag(help: "With --reference: also count one run of each under valgrind's callgrind (instructions).")
    var callgrind = false

    func run() throws {
        quietLogging()
        let root = "\(dir)/scoreline-bench-start-\(getpid())"
        defer { if !keep { try? FileManager.default.removeItem(atPath: root) } }
        let innings = try Self.storeT20(in: root, actions: actions)
        let arguments = ["run", "--input", "stdin", "--output", "memory", "--size", size, "--data-dir", root]
        // `scoreline` is built beside `scoreline-bench` (the same products directory).
        let bench = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let executable = scoreline ?? PathText.deletingLastComponent(bench) + "/scoreline"
        if let reference {
            let comparison = StartComparison(
                scoreline: executable, arguments: arguments, reference: reference,
                referenceArguments: [FontPaths.locateBundled().primary, size], runs: runs)
            try comparison.run(title: "a T20 match of \(actions) actions (score \(innings)), \(size)", callgrind: callgrind)
            return
        }
        if keep {
            StandardStream.output.write(Data("\(root)\n\(executable) \(arguments.joined(separator: " ")) </dev/null\n".utf8))
            return
        }
        // In-process parts of the same start, to say what dominates.
        var resume: [Double] = []
        var fonts: [Double] = []
        var firstFrame: [Double] = []
        guard let panel = PixelSize(parsingImage: size) else { throw CommandFailure(OptionMessages.badImageSize(size)) }
        for _ in 0..<5 {
            var loaded: MatchLoader.Loaded?
            resume.append(try time { () throws in loaded = try MatchLoader(store: MatchStore(root: root)).load("bench") })
            var presenter: MemoryPresenter?
            fonts.append(try time { () throws in presenter = try MemoryPresenter(size: panel, rotation: .none, theme: .daylight, fonts: .locateBundled()) })
            if let loaded, let presenter {
                firstFrame.append(try time { () throws in try presenter.present(loaded.session.scoreboard, seq: nil) })
                loaded.journal.close()
            }
        }
        var whole: [Double] = []
        for i in 0..<(runs + 3) {
            // posix_spawn and waitpid: Foundation's Process polls for the exit, which would
            // round every run up to its polling interval.
            let ms = try time { () throws in try Self.spawnAndWait(executable, arguments) }
            if i >= 3 { whole.append(ms) }
        }
        StandardStream.output.write(Data("""
            start to first frame, resuming a T20 match of \(actions) actions (score \(innings)), \(size), \(runs) runs:
              whole process (spawn → first frame → exit): median \(format(median(whole))) ms, p99 \(format(percentile(whole, 0.99))) ms
              in-process parts (median of 5): resume \(format(median(resume))) ms, renderer + fonts + buffers \(format(median(fonts))) ms, first frame \(format(median(firstFrame))) ms

            """.utf8))
    }

    /// Runs the command with stdin, stdout and stderr on /dev/null; throws unless it exits 0.
    static func spawnAndWait(_ executable: String, _ arguments: [String]) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for arg in argv { free(arg) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw CommandFailure("cannot start \(executable): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard status == 0 else { throw CommandFailure("\(executable) exited with status \(status)") }
    }

    /// A T20 match scored through the store as the kiosk scores it (journal, snapshots), set
    /// as the current match; returns its score.
    static func storeT20(in root: String, actions: Int) throws -> String {
        var generator = SyntheticCricket(oversPerInnings: 20)
        let lines = generator.lines(actions: actions)
        let session = try BenchMatch.store(lines, in: root)
        session.close()
        return session.board["score"]?.text ?? ""
    }
}
