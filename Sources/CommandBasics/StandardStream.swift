import FoundationEssentials
import Glibc

/// The process's standard streams. `FileHandle` lives in full Foundation, which the kiosk
/// binary does not link (it costs about 5 MB of resident memory, mostly ICU).
public enum StandardStream {
    case output
    case error

    private var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }

    public func write(_ text: String) { write(Array(text.utf8)) }

    public func write(_ data: Data) { write(Array(data)) }

    /// Writes every byte; a closed reader (EPIPE) or a full disk ends the write quietly, as
    /// there is nowhere left to report it.
    public func write(_ bytes: [UInt8]) {
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress.map { $0 + written }, bytes.count - written) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return }
            written += n
        }
    }

    /// All of standard input, up to its end.
    public static func readInput() -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return bytes }
            bytes.append(contentsOf: chunk[0..<n])
        }
    }
}

/// A whole line at once, so lines from a guest's console never interleave mid-line.
public func writeLine(_ line: String) {
    StandardStream.output.write(Data((line + "\n").utf8))
}
