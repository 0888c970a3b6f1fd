import CDisplayShim
import Glibc
import Renderer

/// A terminal a board is drawn on: its size in cells, the alternate screen (so the shell's
/// scrollback is left as it was), and writes that finish even on a non-blocking descriptor
/// (the keys are read from the same terminal, and standard input and output usually share one
/// open file, flags included).
public final class TerminalOutput {
    public let fd: Int32
    private var entered = false

    /// Enter the alternate screen, hide the cursor, clear.
    static let enterSequence: [UInt8] = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[0m\u{1B}[2J".utf8)
    /// Colours off, the cursor back, the shell's screen back.
    static let leaveSequence: [UInt8] = Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)
    /// How long one write may wait for a terminal that takes no more (a stalled SSH link)
    /// before the rest of the frame is dropped; the next frame is then sent whole.
    static let stallMilliseconds: Int32 = 1000

    /// `nil` when `fd` is not a terminal.
    public init?(fd: Int32 = STDOUT_FILENO) {
        guard isatty(fd) == 1 else { return nil }
        self.fd = fd
    }

    /// Columns and rows, or nil when the terminal does not say (a size of 0 counts as that).
    public var cells: (columns: Int, rows: Int)? {
        var columns: UInt16 = 0, rows: UInt16 = 0
        guard scoreline_terminal_size(fd, &columns, &rows) == 0, columns > 0, rows > 0 else { return nil }
        return (Int(columns), Int(rows))
    }

    public func enter() throws(DisplayError) {
        try write(Self.enterSequence)
        entered = true
    }

    /// Gives the terminal back as it was. Safe to call more than once; errors are ignored
    /// (the terminal may be gone).
    public func leave() {
        guard entered else { return }
        entered = false
        try? write(Self.leaveSequence)
    }

    /// Writes all of `bytes`, waiting (up to `stallMilliseconds` at a time) while the
    /// terminal takes no more. Throws when the terminal is gone or stalled.
    public func write(_ bytes: [UInt8]) throws(DisplayError) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress.map { $0 + offset }, bytes.count - offset) }
            if n > 0 {
                offset += n
                continue
            }
            let code = errno
            if n < 0 && code == EINTR { continue }
            if n < 0 && (code == EAGAIN || code == EWOULDBLOCK) {
                var wait = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                if poll(&wait, 1, Self.stallMilliseconds) > 0 { continue }
                throw DisplayError(device: "the terminal", reason: "it took no output for \(Self.stallMilliseconds) ms")
            }
            throw DisplayError(device: "the terminal", reason: "cannot write to it: \(String(cString: strerror(code)))")
        }
    }
}
