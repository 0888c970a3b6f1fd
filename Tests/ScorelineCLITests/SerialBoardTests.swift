import Foundation
import Glibc
import ProjectionCenter
import Testing

/// `scoreline run` with `[serial_board]` on one side of a pseudo-terminal pair, the test
/// playing the board on the other (issue 16, docs/serial-boards.md): the lines for a scripted
/// over are the ones worked out by hand from the Laws, and a board that does not echo is sent
/// each line again, then named on the log and in the status file, and welcomed back.
@Suite struct SerialBoardTests {
    /// A one-over-a-side match, so the over below ends the first innings and the chase shows
    /// its target.
    static func config(device: String, echoTimeout: Int, retries: Int) -> String {
        """
        [presets.short]
        sport = "cricket"
        teams = [{ name = "Riverside", short = "RIV" }, { name = "Hillcrest", short = "HIL" }]
        rules = { oversPerInnings = 1 }

        [serial_board]
        device = "\(device)"
        echoTimeout = \(echoTimeout)
        retries = \(retries)

        """
    }

    /// The script, each action with the line the board should get for it (nil: the score,
    /// overs and target do not change, so nothing is sent). The default cricket line is `C`,
    /// the score in 7, the overs in 5 and the target's compact form in 5, right-aligned,
    /// joined by commas.
    static let over: [(action: String, line: String?)] = [
        (#"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#, "C    0/0,  0.0,     "),
        (#"{"type":"bowler","name":"Kofi"}"#, nil),
        // 1 run: 1/0 after one legal ball.
        (#"{"type":"delivery","bat":1}"#, "C    1/0,  0.1,     "),
        // A four: 5/0, 0.2.
        (#"{"type":"delivery","bat":4}"#, "C    5/0,  0.2,     "),
        // A wide: one run, and the ball is bowled again (still 0.2).
        (#"{"type":"delivery","wides":1}"#, "C    6/0,  0.2,     "),
        // A dot ball: 0.3.
        (#"{"type":"delivery","bat":0}"#, "C    6/0,  0.3,     "),
        // Bowled: the first wicket, 0.4.
        (#"{"type":"delivery","wicket":{"kind":"bowled"}}"#, "C    6/1,  0.4,     "),
        (#"{"type":"newBatter","name":"Chen"}"#, nil),
        // A six: 12/1, 0.5.
        (#"{"type":"delivery","bat":6}"#, "C   12/1,  0.5,     "),
        // Two off the last ball: 14/1 off the over, which is the innings.
        (#"{"type":"delivery","bat":2}"#, "C   14/1,  1.0,     "),
        // The chase starts: 0/0 and a target of 14 + 1 = 15.
        (#"{"type":"openers","striker":"Dev","nonStriker":"Eve"}"#, "C    0/0,  0.0,  T15"),
        (#"{"type":"bowler","name":"Asha"}"#, nil),
        (#"{"type":"delivery","bat":4}"#, "C    4/0,  0.1,  T15"),
    ]

    /// Before the openers: the set-up board has no score, overs or target, so all blanks.
    static let blank = "C       ,     ,     "

    @Test func anEchoingBoardIsSentEachChangedLineOfAScriptedOver() throws {
        let pty = try PseudoTerminal()
        let kiosk = try SerialKiosk(config: Self.config(device: pty.slavePath, echoTimeout: 5000, retries: 3))
        defer { kiosk.remove() }
        var sent: [String] = []
        let first = try #require(kiosk.nextLine(from: pty))
        sent.append(first)
        pty.echo(first)
        for (action, line) in Self.over {
            kiosk.send(action)
            guard line != nil else { continue }
            let got = try #require(kiosk.nextLine(from: pty), "no line for \(action); log: \(kiosk.log)")
            sent.append(got)
            pty.echo(got)
        }
        let status = kiosk.stop()
        // Whatever the kiosk wrote after the last echo is in the master's buffer now.
        sent += pty.remainingLines()
        #expect(status == 0)
        #expect(sent == [Self.blank] + Self.over.compactMap(\.line))
        #expect(kiosk.log.contains("serial board: \(pty.slavePath) is answering."))
        #expect(!kiosk.log.contains("not answering"))
        #expect(kiosk.status()?.state == .closed)
    }

    @Test func aSilentBoardIsRetriedThenReportedAndWelcomedBack() throws {
        let pty = try PseudoTerminal()
        let kiosk = try SerialKiosk(config: Self.config(device: pty.slavePath, echoTimeout: 200, retries: 2))
        defer { kiosk.remove() }
        // The first send and two retries, 200 ms apart, all of the same line, and no echo.
        var sent: [String] = []
        for _ in 0..<3 { sent.append(try #require(kiosk.nextLine(from: pty), "log: \(kiosk.log)")) }
        #expect(sent == [Self.blank, Self.blank, Self.blank])
        #expect(kiosk.waitForLog("is not answering"))
        #expect(kiosk.log.contains("serial board: \(pty.slavePath) is not answering: no echo after 3 sends 200 ms apart."))
        #expect(kiosk.status()?.state == .notAnswering)

        // The next board's line goes at once; this time the board echoes it.
        kiosk.send(Self.over[0].action)
        var next = try #require(kiosk.nextLine(from: pty))
        // A retry of the silent board's line may come first if this machine was slow.
        while next == Self.blank { next = try #require(kiosk.nextLine(from: pty)) }
        #expect(next == Self.over[0].line)
        pty.echo(next)
        // The whole line: the not-answering line says the log will tell when it "answers again".
        let back = "serial board: \(pty.slavePath) answers again."
        #expect(kiosk.waitForLog(back))
        #expect(kiosk.status()?.state == .answering)
        #expect(kiosk.stop() == 0)
        // Said once, not once per retry or per board.
        #expect(kiosk.log.components(separatedBy: "is not answering").count == 2)
        #expect(kiosk.log.components(separatedBy: back).count == 2)
    }

    @Test func aMissingDeviceIsNamedOnceAndTheScoringGoesOn() throws {
        let kiosk = try SerialKiosk(config: Self.config(device: "/dev/scoreline-no-such-board", echoTimeout: 200, retries: 1))
        defer { kiosk.remove() }
        kiosk.send(Self.over[0].action)
        #expect(kiosk.waitForLog("ack seq=2"))
        #expect(kiosk.stop() == 0)
        #expect(kiosk.log.contains("serial board: cannot open /dev/scoreline-no-such-board: No such file or directory."))
        #expect(kiosk.log.components(separatedBy: "cannot open").count == 2)
    }
}

/// A pseudo-terminal pair: the kiosk opens the slave as its serial board; the test reads and
/// echoes on the master. The test keeps a slave descriptor open too, so the master never
/// sees a hang-up between the kiosk's opens.
final class PseudoTerminal {
    let master: Int32
    let slavePath: String
    private let slave: Int32
    private var buffer: [UInt8] = []

    init() throws {
        master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0 else { throw PtyError("posix_openpt: \(String(cString: strerror(errno)))") }
        var name = [CChar](repeating: 0, count: 128)
        guard ptsname_r(master, &name, name.count) == 0 else { throw PtyError("ptsname_r failed") }
        slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        slave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else { throw PtyError("open \(slavePath): \(String(cString: strerror(errno)))") }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        close(slave)
        close(master)
    }

    /// Takes what the master has now into the buffer; false at a hang-up or error.
    @discardableResult
    func take() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &chunk, chunk.count)
        if count > 0 { buffer += chunk[0..<count] }
        return count > 0 || errno == EAGAIN
    }

    /// The next whole line in the buffer, without its ending.
    func line() -> String? {
        guard let end = buffer.firstIndex(of: 0x0A) else { return nil }
        let line = String(decoding: buffer[..<end], as: UTF8.self)
        buffer.removeFirst(end + 1)
        return line
    }

    func echo(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Every line left after the kiosk has exited.
    func remainingLines() -> [String] {
        while take(), poll(master) {}
        var lines: [String] = []
        while let line = line() { lines.append(line) }
        return lines
    }

    private func poll(_ fd: Int32) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return Glibc.poll(&entry, 1, 0) > 0
    }
}

// Glibc declares these only under _XOPEN_SOURCE, which Swift's Glibc module is not built
// with; each takes and returns plain integers and pointers, so they are named directly.
@_silgen_name("posix_openpt") private func posix_openpt(_ flags: Int32) -> Int32
@_silgen_name("grantpt") private func grantpt(_ fd: Int32) -> Int32
@_silgen_name("unlockpt") private func unlockpt(_ fd: Int32) -> Int32
@_silgen_name("ptsname_r") private func ptsname_r(_ fd: Int32, _ buffer: UnsafeMutablePointer<CChar>, _ length: Int) -> Int32

struct PtyError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// `scoreline run --input stdin` with a config and a data directory of its own, its log read
/// as it comes. Every wait polls the board's master and the log together with a generous
/// deadline; none is a sleep.
final class SerialKiosk {
    let directory: String
    private let kiosk: RunningKiosk
    static let deadline: Double = 20

    init(config: String) throws {
        directory = RunCommandTests.temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try config.write(toFile: directory + "/scoreline.toml", atomically: true, encoding: .utf8)
        kiosk = try RunningKiosk(["run", "--config", directory + "/scoreline.toml", "--preset", "short", "--input", "stdin",
                                  "--data-dir", directory + "/data", "--output", "png:\(directory)/frame.png", "--size", "320x180"])
    }

    var log: String { kiosk.log }

    func remove() {
        if kiosk.process.isRunning { kill(kiosk.pid, SIGKILL) }
        try? FileManager.default.removeItem(atPath: directory)
    }

    func send(_ line: String) { kiosk.send(line) }

    /// The next line the board gets, reading the log meanwhile so the kiosk never waits on it.
    func nextLine(from pty: PseudoTerminal) -> String? {
        wait(pty) { pty.line() }
    }

    /// Reads the log until it holds `text`.
    func waitForLog(_ text: String) -> Bool {
        wait(nil) { self.kiosk.log.contains(text) ? true : nil } ?? false
    }

    private func wait<T>(_ pty: PseudoTerminal?, _ ready: () -> T?) -> T? {
        let end = Date().addingTimeInterval(Self.deadline)
        let logFd = kiosk.logDescriptor
        while Date() < end {
            if let value = ready() { return value }
            var fds = [pollfd(fd: logFd, events: Int16(POLLIN), revents: 0)]
            if let pty { fds.append(pollfd(fd: pty.master, events: Int16(POLLIN), revents: 0)) }
            let left = Int32(max(1, end.timeIntervalSinceNow * 1000))
            guard poll(&fds, nfds_t(fds.count), left) >= 0 else { continue }
            if fds[0].revents != 0 {
                var chunk = [UInt8](repeating: 0, count: 4096)
                let count = read(logFd, &chunk, chunk.count)
                // The kiosk has exited: nothing more will come.
                guard count > 0 else { return ready() }
                kiosk.appendLog(chunk[0..<count])
            }
            if fds.count > 1, fds[1].revents != 0, pty?.take() == false { return ready() }
        }
        return ready()
    }

    /// Ends the input: the kiosk shows its last board and exits.
    func stop() -> Int32 { kiosk.stop() }

    func status() -> SerialBoardStatus? {
        FileManager.default.contents(atPath: directory + "/data/" + SerialBoardStatus.fileName).flatMap(SerialBoardStatus.decode)
    }
}
