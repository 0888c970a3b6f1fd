/// Splits what a non-blocking descriptor delivers into lines, in time linear in the bytes
/// read: the buffer is consumed from an offset and compacted once per read, never shifted
/// line by line (10 MB of input once took seconds that way).
public struct LineReader {
    private var buffer: [UInt8] = []
    /// A line longer than this is refused whole rather than held in memory without end.
    public let maxLineBytes: Int
    private var discarding = false
    /// Where the search for the next newline resumes: bytes before it hold none.
    private var scanned = 0

    public init(maxLineBytes: Int = 64 * 1024) {
        self.maxLineBytes = maxLineBytes
    }

    public enum Piece: Equatable {
        case line([UInt8])
        /// A line over the limit was dropped; its first bytes are kept for the message.
        case tooLong(prefix: [UInt8])
    }

    /// The whole lines in `bytes` (with what came before), in order.
    public mutating func feed(_ bytes: some Collection<UInt8>) -> [Piece] {
        buffer.append(contentsOf: bytes)
        var pieces: [Piece] = []
        var start = 0
        while let newline = buffer[max(start, scanned)...].firstIndex(of: UInt8(ascii: "\n")) {
            if discarding {
                discarding = false
            } else {
                pieces.append(.line(Array(buffer[start..<newline])))
            }
            start = newline + 1
        }
        buffer.removeFirst(start)
        scanned = buffer.count
        if buffer.count > maxLineBytes {
            if !discarding { pieces.append(.tooLong(prefix: Array(buffer.prefix(40)))) }
            discarding = true
            buffer.removeAll(keepingCapacity: true)
            scanned = 0
        }
        return pieces
    }

    /// At the end of the input: the last line when it had no newline.
    public mutating func finish() -> [Piece] {
        defer {
            buffer = []
            scanned = 0
        }
        guard !buffer.isEmpty, !discarding else { return [] }
        return [.line(buffer)]
    }
}
