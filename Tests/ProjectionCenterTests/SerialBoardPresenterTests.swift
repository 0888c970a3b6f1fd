import EventLoop
import Foundation
import Glibc
import Logging
import MatchEngine
import Testing
@testable import ProjectionCenter

/// `SerialBoardPresenter` on a real loop and a pseudo-terminal behind a symlink, as a board
/// is behind `/dev/serial/by-id/…`: unplugged (the other end closed), it is said once and
/// tried again; plugged back (the link pointing at a new terminal), the newest line goes out
/// again and the log says the board answers again. The loop runs until each outcome, with a
/// generous deadline; nothing sleeps.
@Suite struct SerialBoardPresenterTests {
    final class Captured: LogHandler, @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String, file: String, function: String, line: UInt) {
            lock.withLock { lines.append("\(message)") }
        }
        var messages: [String] { lock.withLock { lines } }
    }

    /// A pty pair opened by the test: the presenter gets the slave's path through a link.
    final class Board {
        let master: Int32
        let slavePath: String
        private var buffer: [UInt8] = []

        init() throws {
            master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
            var number: UInt32 = 0
            var unlock: Int32 = 0
            // TIOCSPTLCK and TIOCGPTN: unlockpt and ptsname, which Glibc's module does not export.
            guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
                throw POSIXError(.EIO)
            }
            slavePath = "/dev/pts/\(number)"
        }

        func closeMaster() { close(master) }

        /// A whole line from the board's side, if one has come.
        func line() -> String? {
            var chunk = [UInt8](repeating: 0, count: 256)
            let count = read(master, &chunk, chunk.count)
            if count > 0 { buffer += chunk[0..<count] }
            guard let end = buffer.firstIndex(of: 0x0A) else { return nil }
            defer { buffer.removeFirst(end + 1) }
            return String(decoding: buffer[..<end], as: UTF8.self)
        }

        func echo(_ line: String) {
            let bytes = Array((line + "\n").utf8)
            _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        }
    }

    /// Runs the loop until `done` says so (checked every few milliseconds) or 10 s pass.
    func run(_ reactor: Reactor, until done: @escaping () -> Bool) -> Bool {
        var met = false
        let deadline = MonotonicClock.milliseconds() + 10_000
        func check() {
            if done() {
                met = true
                reactor.stop()
            } else if MonotonicClock.milliseconds() >= deadline {
                reactor.stop()
            } else {
                reactor.after(milliseconds: 5) { check() }
            }
        }
        reactor.rearm()
        check()
        _ = reactor.run()
        return met
    }

    @Test func anUnpluggedBoardIsSaidOnceAndTheNewestLineGoesWhenItIsBack() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-serial-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let link = directory + "/usb-board"
        let first = try Board()
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: first.slavePath)

        let captured = Captured()
        var config = SerialBoardConfig(device: link)
        config.retries = 0
        let presenter = SerialBoardPresenter(config: config, statusPath: directory + "/serial-board.json",
                                             logger: Logger(label: "test") { _ in captured }, reopenMilliseconds: 20)
        let reactor = Reactor()
        let board = Scoreboard(layout: .cricketBanner, fields: [BoardField("score", "12/1", priority: 1), BoardField("overs", "0.5", priority: 1)])
        try presenter.present(board, seq: 9)
        presenter.attach(to: reactor)
        defer { presenter.close() }

        var got: String?
        #expect(run(reactor) { got = got ?? first.line(); return got != nil })
        #expect(got == "C   12/1,  0.5,     ")
        first.echo(got ?? "")
        #expect(run(reactor) { presenter.state == .answering })

        // Unplugged: the link goes (as udev removes a by-id link), then the port fails, and the
        // kiosk says so once. The link goes first so no attempt can open a terminal another test
        // has since been given under the freed number.
        try FileManager.default.removeItem(atPath: link)
        first.closeMaster()
        #expect(run(reactor) { presenter.state == .cannotOpen })
        // A few attempts at 20 ms while nothing is there.
        let start = MonotonicClock.milliseconds()
        #expect(run(reactor) { MonotonicClock.milliseconds() - start >= 100 })
        #expect(captured.messages.filter { $0.contains("went away") || $0.contains("cannot open") }.count == 1)

        // Plugged back in: the newest line again, echoed, and the log says so.
        let second = try Board()
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: second.slavePath)
        got = nil
        #expect(run(reactor) { got = got ?? second.line(); return got != nil })
        #expect(got == "C   12/1,  0.5,     ")
        second.echo(got ?? "")
        #expect(run(reactor) { presenter.state == .answering })
        #expect(captured.messages.last == "serial board: \(link) answers again.")
        second.closeMaster()
    }
}
