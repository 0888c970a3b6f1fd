import EventLoop
import Testing

/// Stdin and every other line source: whole lines in order whatever the chunking, and a line
/// over the limit refused once, whole, without holding it in memory.
@Suite struct LineReaderTests {
    static func text(_ pieces: [LineReader.Piece]) -> [String] {
        pieces.map {
            switch $0 {
            case .line(let bytes): return String(decoding: bytes, as: UTF8.self)
            case .tooLong(let prefix): return "TOO LONG: " + String(decoding: prefix, as: UTF8.self)
            }
        }
    }

    @Test func linesSplitAcrossReadsComeOutWholeAndInOrder() {
        var reader = LineReader()
        var out: [String] = []
        for chunk in ["ru", "n1\ndo", "t\n", "\n", "wi", "de"] {
            out += Self.text(reader.feed(Array(chunk.utf8)))
        }
        #expect(out == ["run1", "dot", ""])
        // The last line had no newline: it arrives at the end of the input.
        #expect(Self.text(reader.finish()) == ["wide"])
        #expect(reader.finish().isEmpty)
    }

    @Test func aLineOverTheLimitIsRefusedOnceAndTheNextLineIsRead() {
        var reader = LineReader(maxLineBytes: 16)
        var out: [String] = []
        out += Self.text(reader.feed(Array("run1\n".utf8)))
        // 100 bytes of one line in 7-byte reads: one refusal, at the third read (21 bytes > 16),
        // whose 21 bytes are the prefix the message quotes.
        let long = Array(String(repeating: "abcdefghij", count: 10).utf8)
        for start in stride(from: 0, to: long.count, by: 7) {
            out += Self.text(reader.feed(long[start..<min(long.count, start + 7)]))
        }
        out += Self.text(reader.feed(Array("\nrun4\n".utf8)))
        #expect(out == ["run1", "TOO LONG: abcdefghijabcdefghija", "run4"])
    }

    @Test func tenMegabytesOfOneLineAreRefusedAndWhatFollowsIsRead() {
        // The input that once took seconds (the buffer shifted per line): 10 MB, 4 KB reads.
        var reader = LineReader()
        var refusals = 0
        var lines: [String] = []
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 4096)
        for _ in 0..<(10 * 1024 * 1024 / 4096) {
            for piece in reader.feed(chunk) {
                if case .tooLong = piece { refusals += 1 }
            }
        }
        lines += Self.text(reader.feed(Array("\nrun6\n".utf8)))
        #expect(refusals == 1)
        #expect(lines == ["run6"])
    }

    @Test func manyShortLinesInOneReadAllArrive() {
        var reader = LineReader()
        let input = (0..<10_000).map { "l\($0)" }.joined(separator: "\n") + "\n"
        let out = Self.text(reader.feed(Array(input.utf8)))
        #expect(out.count == 10_000)
        #expect(out.first == "l0")
        #expect(out.last == "l9999")
    }
}
