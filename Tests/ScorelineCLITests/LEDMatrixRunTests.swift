import Foundation
import Glibc
import Testing
@testable import Store

/// `scoreline run --output ledmatrix` end to end: the real kiosk starts the real
/// scoreline-ledmatrix, which loads a stand-in librgbmatrix.so.1 built here from
/// Tests/LEDMatrixStandIn. The stand-in records every call and the canvas at every swap, so the
/// panel's frames are compared with `scoreline render`, pixel for pixel, and the calls with the
/// library's contract. Synchronised on process exits and pipe ends only.
@Suite(.serialized) struct LEDMatrixRunTests {
    static let root: URL = {
        var dir = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { dir.deleteLastPathComponent() }
        return dir
    }()
    static let helper = root.appendingPathComponent(".build/debug/scoreline-ledmatrix").path

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `executable` with `environment` added to this process's, stdin fed and closed, and
    /// both outputs read to their ends before the exit is waited for.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:], stdin: String = "") throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        let errors = ErrorReader(err)
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.wait()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self), stderr: stderr)
    }

    /// Reads a pipe to its end on another thread, so neither pipe can fill and stall the child.
    final class ErrorReader: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var data = Data()

        init(_ pipe: Pipe) {
            DispatchQueue.global().async {
                self.data = pipe.fileHandleForReading.readDataToEndOfFile()
                self.done.signal()
            }
        }

        func wait() -> String {
            done.wait()
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// A scratch directory with the stand-in library built into `lib/`.
    struct Rig {
        let dir: String
        var lib: String { dir + "/lib" }
        var record: String { dir + "/record" }
        var data: String { dir + "/data" }

        init() throws {
            dir = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-ledmatrix-\(UUID().uuidString)").path
            for sub in ["lib", "record"] { try FileManager.default.createDirectory(atPath: dir + "/" + sub, withIntermediateDirectories: true) }
            try Self.buildStandIn(into: lib)
        }

        /// `cc` the stand-in into `folder`/librgbmatrix.so.1; `old`: as a library from before
        /// the runtime options' current layout.
        static func buildStandIn(into folder: String, old: Bool = false) throws {
            let built = try LEDMatrixRunTests.run("/usr/bin/cc", [
                "-shared", "-fPIC", "-I", LEDMatrixRunTests.root.appendingPathComponent("Sources/LEDMatrixHelper").path,
                "-o", folder + "/librgbmatrix.so.1",
                LEDMatrixRunTests.root.appendingPathComponent("Tests/LEDMatrixStandIn/rgbmatrix_standin.c").path,
            ] + (old ? ["-DSTANDIN_OLD_LAYOUT"] : []))
            #expect(built.status == 0, "\(built.stderr)")
        }

        func remove() { try? FileManager.default.removeItem(atPath: dir) }

        /// What the kiosk needs to find the helper and the helper the stand-in.
        var environment: [String: String] {
            ["SCORELINE_LEDMATRIX_HELPER": LEDMatrixRunTests.helper, "LD_LIBRARY_PATH": lib, "SCORELINE_STANDIN_RECORD": record]
        }

        func config(_ text: String) throws -> String {
            let path = dir + "/scoreline.toml"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }

        var calls: [String] {
            ((try? String(contentsOfFile: record + "/calls.log", encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        func frame(_ number: Int) throws -> Data {
            try Data(contentsOf: URL(fileURLWithPath: record + String(format: "/frame-%04d.ppm", number)))
        }

        /// The actions of the match the kiosk recorded, as a match file for `render`.
        func journal() throws -> [String] {
            let store = MatchStore(root: data)
            let id = try #require(store.currentMatchId())
            return try store.read(id).records.map { String(decoding: $0.payload, as: UTF8.self) }
        }

        /// `scoreline render` of the first `count` actions at `size`, as a PPM, drawn at `at`
        /// (the kiosk's board runs the match time on to the second it was drawn).
        func render(_ lines: [String], size: String, at: String? = nil) throws -> Data {
            let match = dir + "/prefix.jsonl"
            let out = dir + "/render.ppm"
            try (lines.joined(separator: "\n") + "\n").write(toFile: match, atomically: true, encoding: .utf8)
            let run = try LEDMatrixRunTests.run(ReplayCommandTests.binary.path, ["render", match, "--size", size, "--out", out] + (at.map { ["--at", $0] } ?? []))
            #expect(run.status == 0, "\(run.stderr)")
            return try Data(contentsOf: URL(fileURLWithPath: out))
        }
    }

    static let panelConfig = """
        [ledmatrix]
        rows = 32
        cols = 64
        chain = 2
        parallel = 2
        hardware_mapping = "adafruit-hat"
        brightness = 55
        pwm_bits = 9
        gpio_slowdown = 2
        """

    /// The presses of a short badminton rally sequence (docs/inputs.md's badminton box).
    static let presses = ["plusA", "plusA", "plusB", "plusA", "minusA", "plusB", "plusB", "plusA", "undo", "plusA"]

    /// A kiosk left running, fed one press at a time: each press's board is on the panel (its
    /// `presented seq=N` logged) before the next is sent, so every board gets a frame of its own.
    typealias Kiosk = RunningKiosk

    @Test func aBadmintonGameOnThePanelEqualsTheRenderFrameByFrame() throws {
        let rig = try Rig()
        defer { rig.remove() }
        let config = try rig.config(Self.panelConfig)
        let kiosk = try Kiosk(
            ["run", "--config", config, "--preset", "demo-badminton", "--input", "stdin", "--data-dir", rig.data, "--output", "ledmatrix"],
            environment: rig.environment)
        #expect(kiosk.waitForPresented(after: 0), "\(kiosk.log)")
        for press in Self.presses {
            let acks = kiosk.seqs("ack").count
            kiosk.press(press)
            #expect(kiosk.waitForPresented(after: acks), "\(press): \(kiosk.log)")
        }
        let status = kiosk.stop()
        #expect(status == 0, "\(kiosk.log)")
        #expect(kiosk.log.contains("display: LED matrix 128x64 (4 panels of 64x32, adafruit-hat mapping, brightness 55%) through \(Self.helper)"))

        // The contract: created once with the configured options, one off-screen canvas, its
        // size asked, pixels set only into the canvas about to be swapped in, swaps alternating
        // between the two canvases, deleted at the end.
        let calls = rig.calls
        #expect(calls.filter { $0.hasPrefix("create") && !$0.hasPrefix("create_offscreen") }.count == 1)
        #expect(calls.first == "create_from_options_and_rt_options hardware_mapping=adafruit-hat rows=32 cols=64 chain_length=2 parallel=2 pwm_bits=9 pwm_lsb_nanoseconds=0 pwm_dither_bits=0 brightness=55 scan_mode=0 row_address_type=0 multiplexing=0 disable_hardware_pulsing=0 show_refresh_rate=0 inverse_colors=0 led_rgb_sequence=(null) pixel_mapper_config=(null) panel_type=(null) limit_refresh_rate_hz=0 disable_busy_waiting=0 gpio_slowdown=2 rp1_rio=0 daemon=0 drop_privileges=1 do_gpio_init=1 drop_priv_user=(null) drop_priv_group=(null)")
        #expect(Array(calls.dropFirst().prefix(2)) == ["create_offscreen_canvas canvas=1", "get_size canvas=1"])
        #expect(calls.last == "delete")
        #expect(calls.filter { $0 == "delete" }.count == 1)
        let swaps = calls.filter { $0.hasPrefix("swap_on_vsync") }
        #expect(swaps.count >= 2)
        var back = 1
        var frame = 0
        for call in calls.dropFirst(3).dropLast() {
            if call.hasPrefix("set_pixels") {
                #expect(call.hasPrefix("set_pixels canvas=\(back) "), "\(call)")
            } else if call.hasPrefix("swap_on_vsync") {
                frame += 1
                #expect(call == "swap_on_vsync canvas=\(back) frame=\(frame) returned=\(1 - back)")
                back = 1 - back
            } else {
                Issue.record("unexpected call \(call)")
            }
        }
        // Damage-aware: each canvas is set whole when first drawn; a point sets only its digits.
        let pixels = calls.filter { $0.hasPrefix("set_pixels") }
        #expect(pixels.prefix(1) == ["set_pixels canvas=1 x=0 y=0 width=128 height=64"])
        #expect(pixels.contains { !$0.hasSuffix("x=0 y=0 width=128 height=64") })

        // Every frame is the render of the journal as it stood when the frame was sent (the log
        // says which record each shows, in order); the last is the whole match.
        let journal = try rig.journal()
        let shown = kiosk.seqs("presented")
        #expect(shown.last == journal.count)
        #expect(Set(shown).count == Self.presses.count + 1, "the first board and one per press: \(shown)")
        // One swap per presented board, and perhaps one more: a clock tick's frame held behind
        // the last one when the input ended, sent as the kiosk closed the panel.
        #expect((0...1).contains(swaps.count - shown.count), "one swap per presented board: \(shown), \(swaps.count) swaps")
        for (index, seq) in shown.enumerated() where index < swaps.count {
            try expectFrame(index + 1, equals: Array(journal.prefix(seq)), rig: rig)
        }
        try expectFrame(swaps.count, equals: journal, rig: rig)
    }

    /// A helper killed mid-match: the kiosk says so, keeps recording, and its next re-probe
    /// starts another helper, which is set up afresh and shows the whole current board.
    @Test func aHelperKilledMidMatchIsStartedAgainAndScoringGoesOn() throws {
        let rig = try Rig()
        defer { rig.remove() }
        let config = try rig.config(Self.panelConfig)
        let kiosk = try Kiosk(
            ["run", "--config", config, "--preset", "demo-badminton", "--input", "stdin", "--data-dir", rig.data, "--output", "ledmatrix"],
            environment: rig.environment)
        #expect(kiosk.waitForPresented(after: 0), "\(kiosk.log)")
        let acks = kiosk.seqs("ack").count
        kiosk.press("plusA")
        #expect(kiosk.waitForPresented(after: acks))
        let helpers = kiosk.children
        #expect(helpers.count == 1)
        for helper in helpers { kill(helper, SIGKILL) }
        #expect(kiosk.waitFor("ended (killed by signal 9); the panel is dark, scoring goes on"), "\(kiosk.log)")
        // Scored while the panel is dark: recorded at once.
        let before = kiosk.seqs("ack").count
        kiosk.press("plusB")
        kiosk.press("plusB")
        while kiosk.seqs("ack").count < before + 2 { if !kiosk.waitFor("ack seq=\(kiosk.seqs("ack").last.map { $0 + 1 } ?? 0)") { break } }
        #expect(kiosk.seqs("ack").count == before + 2)
        #expect(kiosk.waitFor("is running again; redrawing the board"), "\(kiosk.log)")
        #expect(kiosk.waitForPresented(after: before + 1), "\(kiosk.log)")
        #expect(kiosk.stop() == 0)
        let calls = rig.calls
        #expect(calls.filter { $0.hasPrefix("create_from_options") }.count == 2)
        #expect(calls.filter { $0 == "delete" }.count == 1, "the killed helper could not delete its matrix")
        #expect(calls.last == "delete")
        // The new helper's first frame is the whole board as it stands.
        let second = try #require(calls.lastIndex { $0.hasPrefix("create_from_options") })
        #expect(calls[second...].first { $0.hasPrefix("set_pixels") } == "set_pixels canvas=1 x=0 y=0 width=128 height=64")
        // The stand-in numbers the frames of each matrix from 1.
        let swaps = calls[second...].filter { $0.hasPrefix("swap_on_vsync") }.count
        try expectFrame(swaps, equals: try rig.journal(), rig: rig)
    }

    /// The packaged kiosk's way (ADR 032): it connects to a socket, and a helper started for
    /// the connection gets it as descriptor 3. systemd's own `systemd-socket-activate` stands in
    /// for scoreline-ledmatrix.socket (`--seqpacket --accept`, as the unit listens).
    @Test func theKioskReachesTheHelperThroughASocketAsUnderSystemd() throws {
        let activate = "/usr/bin/systemd-socket-activate"
        guard FileManager.default.isExecutableFile(atPath: activate) else { return }
        let rig = try Rig()
        defer { rig.remove() }
        let socket = rig.dir + "/ledmatrix.sock"
        // Spawned and reaped here, not with Foundation's Process, whose reaper waits for a
        // process that never exits on its own and then misses the kiosk's exit.
        let arguments = ["--seqpacket", "--accept", "--listen", socket] + rig.environment.map { "--setenv=\($0.key)=\($0.value)" } + [Self.helper]
        var said: [Int32] = [-1, -1]
        #expect(pipe(&said) == 0)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, said[1], 2)
        posix_spawn_file_actions_addclose(&actions, said[0])
        let argv: [UnsafeMutablePointer<CChar>?] = ([activate] + arguments).map { strdup($0) } + [nil]
        var listener: pid_t = 0
        let spawned = posix_spawn(&listener, activate, &actions, nil, argv, environ)
        posix_spawn_file_actions_destroy(&actions)
        for arg in argv { free(arg) }
        close(said[1])
        #expect(spawned == 0)
        defer {
            kill(listener, SIGKILL)
            var status: Int32 = 0
            waitpid(listener, &status, 0)
            close(said[0])
        }
        // It says when it listens: the kiosk starts after that, not after a guess at a delay.
        var heard = ""
        var buffer = [UInt8](repeating: 0, count: 512)
        while !heard.contains("Listening on") {
            let got = buffer.withUnsafeMutableBytes { read(said[0], $0.baseAddress, $0.count) }
            if got <= 0 { break }
            heard += String(decoding: buffer[0..<got], as: UTF8.self)
        }
        #expect(heard.contains("Listening on"), "\(heard)")
        let config = try rig.config(Self.panelConfig + "\nsocket = \"\(socket)\"\n")
        let kiosk = try Kiosk(
            ["run", "--config", config, "--preset", "demo-badminton", "--input", "stdin", "--data-dir", rig.data, "--output", "ledmatrix"],
            environment: ["SCORELINE_LEDMATRIX_HELPER": rig.dir + "/not-used"])
        #expect(kiosk.waitForPresented(after: 0), "\(kiosk.log)")
        for press in ["plusB", "plusB", "plusA"] {
            let acks = kiosk.seqs("ack").count
            kiosk.press(press)
            #expect(kiosk.waitForPresented(after: acks), "\(press): \(kiosk.log)")
        }
        #expect(kiosk.stop() == 0, "\(kiosk.log)")
        #expect(kiosk.log.contains("through \(socket)"))
        let calls = rig.calls
        #expect(calls.filter { $0.hasPrefix("create_from_options") }.count == 1)
        #expect(calls.last == "delete")
        let swaps = calls.filter { $0.hasPrefix("swap_on_vsync") }.count
        try expectFrame(swaps, equals: try rig.journal(), rig: rig)
    }

    /// The frame equals the render of `lines`; the match time on a badminton board runs on to
    /// the second the frame was drawn, so the render is drawn at each second from the last
    /// action's until one matches (a few at most).
    func expectFrame(_ number: Int, equals lines: [String], rig: Rig) throws {
        let recorded = try rig.frame(number)
        if try rig.render(lines, size: "128x64") == recorded { return }
        let last = try #require(try JSONSerialization.jsonObject(with: Data((lines.last ?? "").utf8)) as? [String: Any])
        let stamp = try #require(last["at"] as? String)
        let formatter = ISO8601DateFormatter()
        let start = try #require(formatter.date(from: stamp))
        for second in 1...5 {
            if try rig.render(lines, size: "128x64", at: formatter.string(from: start.addingTimeInterval(Double(second)))) == recorded { return }
        }
        Issue.record("frame \(number) is not the render of the journal's first \(lines.count) records")
    }

    @Test func aMissingLibraryStopsTheKioskNamingTheFileAndTheInstallSteps() throws {
        let rig = try Rig()
        defer { rig.remove() }
        var environment = rig.environment
        environment["LD_LIBRARY_PATH"] = rig.dir + "/nothing-here"
        let run = try Self.run(
            ReplayCommandTests.binary.path,
            ["run", "--preset", "demo-badminton", "--input", "stdin", "--data-dir", rig.data, "--output", "ledmatrix"],
            environment: environment, stdin: "plusA\n")
        #expect(run.status != 0)
        #expect(run.stderr.contains("Cannot show the board on the LED matrix: The LED matrix library librgbmatrix.so.1 could not be loaded (librgbmatrix.so.1: cannot open shared object file: No such file or directory). To drive a HUB75 panel, build rpi-rgb-led-matrix as its README says (git clone https://github.com/hzeller/rpi-rgb-led-matrix; make -C rpi-rgb-led-matrix/lib), then install the library: sudo install -m 0644 rpi-rgb-led-matrix/lib/librgbmatrix.so.1 /usr/local/lib/ && sudo ldconfig (docs/ledmatrix.md)."), "\(run.stderr)")
        #expect(!run.stderr.contains("ack seq="))
        #expect(rig.calls.isEmpty)

        // The helper's own check says the same, and exits non-zero.
        let check = try Self.run(Self.helper, ["--check"], environment: environment)
        #expect(check.status == 2)
        #expect(check.stdout.hasPrefix("The LED matrix library librgbmatrix.so.1 could not be loaded"))
        let found = try Self.run(Self.helper, ["--check"], environment: rig.environment)
        #expect(found.status == 0)
        #expect(found.stdout == "librgbmatrix.so.1 found at \(rig.lib)/librgbmatrix.so.1.\n")
    }

    /// A library built before its runtime options gained a field would read ours shifted
    /// (pointers included): the helper tells it by the option parser's text and refuses it.
    @Test func aLibraryOlderThanTheOptionsLayoutIsRefusedByName() throws {
        let rig = try Rig()
        defer { rig.remove() }
        let old = rig.dir + "/old"
        try FileManager.default.createDirectory(atPath: old, withIntermediateDirectories: true)
        try Rig.buildStandIn(into: old, old: true)
        let run = try Self.run(
            ReplayCommandTests.binary.path,
            ["run", "--preset", "demo-badminton", "--input", "stdin", "--data-dir", rig.data, "--output", "ledmatrix"],
            environment: rig.environment.merging(["LD_LIBRARY_PATH": old]) { $1 }, stdin: "")
        #expect(run.status != 0)
        #expect(run.stderr.contains("Cannot show the board on the LED matrix: librgbmatrix.so.1 at \(old)/librgbmatrix.so.1 is older than April 2026 (before rpi-rgb-led-matrix's Pi 5 support), whose options scoreline's helper does not pass the same way. Rebuild it from a current checkout: build rpi-rgb-led-matrix as its README says"), "\(run.stderr)")
        #expect(run.stderr.contains("sudo ldconfig (docs/ledmatrix.md)."))
        #expect(rig.calls.isEmpty, "nothing of the old library was called")
    }

    /// `scoreline doctor` asks the real helper (`--check`) and says what it said.
    @Test func theDoctorSaysWhetherTheLibraryIsFound() throws {
        let rig = try Rig()
        defer { rig.remove() }
        let config = try rig.config("[display]\noutput = \"ledmatrix\"\n" + Self.panelConfig)
        let found = try Self.run(ReplayCommandTests.binary.path, ["doctor", "--config", config, "--data-dir", rig.data], environment: rig.environment)
        #expect(found.stdout.contains("LED matrix\n  A 128x64 panel: 2 x 2 panels of 64x32, adafruit-hat mapping, brightness 55%, 9 PWM bits, GPIO slowdown 2.\n"), "\(found.stdout)")
        #expect(found.stdout.contains("  librgbmatrix.so.1 found at \(rig.lib)/librgbmatrix.so.1.\n"), "\(found.stdout)")
        let missing = try Self.run(ReplayCommandTests.binary.path, ["doctor", "--config", config, "--data-dir", rig.data],
                                   environment: rig.environment.merging(["LD_LIBRARY_PATH": rig.dir + "/nothing-here"]) { $1 })
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("  PROBLEM: The LED matrix library librgbmatrix.so.1 could not be loaded"), "\(missing.stdout)")
        #expect(missing.stdout.contains("the LED matrix library librgbmatrix.so.1 is not installed"))
    }

    @Test func aLibraryThatRefusesThePanelStopsTheKioskWithTheReason() throws {
        let rig = try Rig()
        defer { rig.remove() }
        let run = try Self.run(
            ReplayCommandTests.binary.path,
            ["run", "--preset", "demo-badminton", "--input", "stdin", "--data-dir", rig.data, "--output", "ledmatrix"],
            environment: rig.environment.merging(["SCORELINE_STANDIN_FAIL": "create"]) { $1 }, stdin: "")
        #expect(run.status != 0)
        #expect(run.stderr.contains("stand-in: refusing to create the matrix"))
        #expect(run.stderr.contains("Cannot show the board on the LED matrix: The LED matrix library would not start the panel"))
        #expect(rig.calls.count == 1)
    }

    @Test func aHelperThatIsNotThereIsNamed() throws {
        let rig = try Rig()
        defer { rig.remove() }
        let run = try Self.run(
            ReplayCommandTests.binary.path,
            ["run", "--preset", "demo-badminton", "--input", "stdin", "--data-dir", rig.data, "--output", "ledmatrix"],
            environment: rig.environment.merging(["SCORELINE_LEDMATRIX_HELPER": rig.dir + "/no-helper"]) { $1 }, stdin: "")
        #expect(run.status != 0)
        #expect(run.stderr.contains("Cannot show the board on \(rig.dir)/no-helper: the LED matrix helper is not there."), "\(run.stderr)")
    }
}

extension RunningKiosk {
    /// The seq of every `ack seq=N`, and of every `presented seq=N`, so far.
    func seqs(_ word: String) -> [Int] {
        log.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: word + " seq=") else { return nil }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        }
    }

    /// Reads the log until the newest acknowledged record is presented (or the kiosk ends).
    @discardableResult
    func waitForPresented(after acks: Int) -> Bool {
        while true {
            let acked = seqs("ack")
            if acked.count > acks, let newest = acked.last, seqs("presented").contains(newest) { return true }
            if acks == 0, acked.isEmpty, !seqs("presented").isEmpty { return true }
            if !readLog() { return false }
        }
    }

    /// The kiosk's children now (the helper it spawned).
    var children: [pid_t] {
        let path = "/proc/\(process.processIdentifier)/task/\(process.processIdentifier)/children"
        return ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: " ").compactMap { pid_t($0) }
    }

    func press(_ button: String) { send(button) }
}
