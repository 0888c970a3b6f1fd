import EventLoop
import ArgumentParser
import CDisplayShim
import CommandBasics
import Dispatch
import Displays
import FoundationEssentials
import Glibc
import InputKeys
import MatchEngine
import ProjectionCenter
import Renderer
import Session
import Store

/// `scoreline-bench terminal`: the board in a terminal (a pseudo-terminal of the chosen size,
/// drained by a reader thread as a terminal emulator would read it): bytes for the whole
/// frame, bytes for one ball, and the time from a press to the last byte handed to the
/// terminal, through the kiosk's own path (input hub → session → fdatasync → board →
/// half-block painter → write).
struct TerminalBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "terminal", abstract: "Bytes and time for the board in a terminal.")

    @Option(help: "Directory for the journal.")
    var dir = "/var/tmp"

    @Option(help: "Timed presses (after 20 untimed ones).")
    var presses = 500

    @Option(help: "The terminal's size in cells, COLUMNSxROWS.")
    var cells = "120x40"

    @Option(help: "truecolor or 256.")
    var colour = "truecolor"

    func run() throws {
        quietLogging()
        guard let size = PixelSize(parsing: cells), (16...1000).contains(size.width), (10...1000).contains(size.height) else {
            throw CommandFailure("--cells must be COLUMNSxROWS, 16 to 1000 columns and 10 to 1000 rows, not \(cells).")
        }
        let terminal = try PseudoTerminal(columns: size.width, rows: size.height)
        guard let output = TerminalOutput(fd: terminal.follower) else { throw CommandFailure("the pseudo-terminal is not a terminal") }
        let root = "\(dir)/scoreline-bench-terminal-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: root) }
        let mode: TerminalColourMode = colour == "256" ? .palette256 : .trueColour
        let display = try TerminalDisplay(output: output, mode: mode, footerRows: TerminalPresenter.footerRows)
        let presenter = try TerminalPresenter(display: display, help: TerminalSource.help(KeyMap.cricketTerminal), theme: .daylight, fonts: .locateBundled())
        let kiosk = try BenchKiosk(root: root, hub: ProjectionHub([presenter]))
        let wholeFrame = display.bytesWritten
        var times: [Double] = []
        var bytes: [Double] = []
        for i in 0..<(presses + 20) {
            kiosk.queue(i)
            let before = display.bytesWritten
            let start = MonotonicClock.nanoseconds()
            kiosk.inputs.pumpAll()
            let end = MonotonicClock.nanoseconds()
            if i >= 20 {
                times.append(Double(end - start) / 1e6)
                bytes.append(Double(display.bytesWritten - before))
            }
        }
        presenter.close()
        let read = terminal.finish()
        let board = display.size.map { "\($0.width)x\($0.height)" } ?? "none"
        StandardStream.output.write(Data("""
            \(presses) presses, \(size.width)x\(size.height) cells (a \(board) pixel board), \(mode.rawValue), journal in \(dir):
              whole frame (first paint, key help included): \(wholeFrame) bytes
              one ball: median \(Int(median(bytes))) bytes, max \(Int(bytes.max() ?? 0)) bytes (\(format(median(bytes) * 100 / Double(max(1, wholeFrame))))% of a whole frame)
              press → durable → last byte written to the terminal: median \(format(median(times))) ms, p99 \(format(percentile(times, 0.99))) ms
              the terminal read \(read) bytes in all

            """.utf8))
    }
}

/// A pseudo-terminal whose leader side a thread drains, as a terminal emulator would.
final class PseudoTerminal: @unchecked Sendable {
    let leader: Int32
    let follower: Int32
    private let done = DispatchSemaphore(value: 0)
    private var total = 0

    init(columns: Int, rows: Int) throws {
        var leader: Int32 = -1, follower: Int32 = -1
        guard scoreline_open_pty(&leader, &follower, UInt16(columns), UInt16(rows)) == 0 else {
            throw CommandFailure("cannot open a pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        self.leader = leader
        self.follower = follower
        DispatchQueue.global().async { [self] in
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = read(self.leader, &buffer, buffer.count)
                if n <= 0 { break }
                self.total += n
            }
            self.done.signal()
        }
    }

    /// Closes the follower side and returns how many bytes the reader took.
    func finish() -> Int {
        close(follower)
        done.wait()
        close(leader)
        return total
    }
}
