import CZlib

/// One journal line: `{"v":1,"seq":12,"at":"2026-11-22T05:00:00Z","crc":"0a1b2c3d","a":{…}}`.
///
/// The checksum (zlib's CRC-32) covers everything before `"crc"` and the action bytes, so a
/// torn, bit-flipped or misplaced line fails it. The envelope has a fixed shape the store
/// itself writes, which lets recovery check 15,000 lines without a JSON parser; the action
/// is stored verbatim and decoded only by the engine.
public struct JournalRecord: Sendable, Equatable {
    public let version: Int
    public let seq: Int
    /// Wall-clock time of the append: information only (a Pi may boot with a wrong clock).
    public let at: String?
    /// The action, one JSON object, byte for byte as appended.
    public let payload: [UInt8]
    /// The line's checksum: a snapshot names the record it follows by seq and checksum.
    public let checksum: UInt32

    public init(version: Int = JournalLine.recordVersion, seq: Int, at: String?, payload: [UInt8]) {
        self.version = version
        self.seq = seq
        self.at = at.flatMap(JournalLine.safeTime)
        self.payload = payload
        let header = JournalLine.header(version: version, seq: seq, at: self.at)
        self.checksum = JournalLine.checksum(header, payload)
    }

    init(version: Int, seq: Int, at: String?, payload: [UInt8], checksum: UInt32) {
        self.version = version
        self.seq = seq
        self.at = at
        self.payload = payload
        self.checksum = checksum
    }
}

public enum JournalLine {
    /// The newest journal format this build reads. Format 2 adds the group header (ADR 047);
    /// everything else it writes is a format 1 line, so a journal without groups is
    /// byte for byte what format 1 wrote.
    public static let formatVersion = 2

    /// The version of every action line: a group's records are plain lines too.
    public static let recordVersion = 1

    /// The version of a group header line, `{"v":2,"seq":S,"at":…,"crc":"…","a":{"group":N}}`:
    /// the N lines after it (seq S to S+N-1) were written with one fdatasync and count only
    /// whole. An older build meets a line that verifies with a newer `v` and refuses the
    /// journal untouched (ADR 002), rather than reading half a group.
    public static let groupVersion = 2

    /// The most records one group may hold: far more than a press or a feed burst makes, and
    /// small enough that a damaged count cannot make recovery wait on a huge group.
    public static let maxGroupSize = 1_000

    /// The longest journal line (its newline not counted): 64 KiB, the kiosk's limit on a
    /// typed action line. `Journal.append` writes nothing longer and an import reads nothing
    /// longer, so whatever is stored can be exported and imported again.
    public static let maxLineBytes = 64 << 10

    static func header(version: Int, seq: Int, at: String?) -> [UInt8] {
        let at = at.map { "\"\($0)\"" } ?? "null"
        return Array("{\"v\":\(version),\"seq\":\(seq),\"at\":\(at),".utf8)
    }

    static func encode(_ record: JournalRecord) -> [UInt8] {
        var line = header(version: record.version, seq: record.seq, at: record.at)
        line += Array("\"crc\":\"\(hex(record.checksum))\",\"a\":".utf8)
        line += record.payload
        line += [UInt8(ascii: "}"), UInt8(ascii: "\n")]
        return line
    }

    /// A plain record's line as the journal writes it, newline included: for a tool that lays
    /// out a whole archive at once (`scoreline-bench list`), never for a live match.
    public static func encoded(seq: Int, at: String?, payload: [UInt8]) -> [UInt8] {
        encode(JournalRecord(seq: seq, at: at, payload: payload))
    }

    /// The header line of a group of `count` records starting at `seq`.
    static func groupHeader(seq: Int, count: Int, at: String?) -> [UInt8] {
        encode(JournalRecord(version: groupVersion, seq: seq, at: at, payload: Array("{\"group\":\(count)}".utf8)))
    }

    enum Problem: Equatable {
        case malformed
        case checksum
        case newerVersion(Int)
    }

    /// Parses one line without its newline.
    static func decode(_ line: ArraySlice<UInt8>) -> Result<JournalRecord, ProblemBox> {
        var p = Parser(bytes: line)
        guard p.literal("{\"v\":"), let version = p.integer() else { return .failure(ProblemBox(.malformed)) }
        guard p.literal(",\"seq\":"), let seq = p.integer(), p.literal(",\"at\":") else {
            return .failure(ProblemBox(.malformed))
        }
        var at: String?
        if p.literal("null") {
            at = nil
        } else if let time = p.plainString() {
            at = time
        } else {
            return .failure(ProblemBox(.malformed))
        }
        guard p.literal(",") else { return .failure(ProblemBox(.malformed)) }
        let headerEnd = p.index
        guard p.literal("\"crc\":\""), let crc = p.hex8(), p.literal("\",\"a\":"), line.last == UInt8(ascii: "}"),
            p.index < line.endIndex - 1
        else { return .failure(ProblemBox(.malformed)) }
        let payload = Array(line[p.index..<(line.endIndex - 1)])
        guard checksum(Array(line[line.startIndex..<headerEnd]), payload) == crc else {
            return .failure(ProblemBox(.checksum))
        }
        // Only a line that verifies is believed to be newer: a flipped digit in "v" is damage,
        // not a reason to refuse the whole match. (Every format keeps this envelope and
        // checksum, ADR 002, so a newer line always verifies here.)
        if version > formatVersion { return .failure(ProblemBox(.newerVersion(version))) }
        return .success(JournalRecord(version: version, seq: seq, at: at, payload: payload, checksum: crc))
    }

    /// The size of the group a verified format 2 line announces, or nil when it is not a
    /// group header the store wrote (its shape is fixed, like the envelope's).
    static func groupSize(_ record: JournalRecord) -> Int? {
        guard record.version == groupVersion else { return nil }
        var p = Parser(bytes: record.payload[...])
        guard p.literal("{\"group\":"), let count = p.integer(), p.literal("}"), p.index == record.payload.endIndex,
            (2...maxGroupSize).contains(count)
        else { return nil }
        return count
    }

    struct ProblemBox: Error {
        let problem: Problem
        init(_ problem: Problem) { self.problem = problem }
    }

    static func checksum(_ header: [UInt8], _ payload: [UInt8]) -> UInt32 {
        var crc = header.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
        crc = payload.withUnsafeBufferPointer { UInt32(crc32(UInt(crc), $0.baseAddress, UInt32($0.count))) }
        return crc
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// Times are written only if they need no escaping; anything else is dropped to `null`.
    static func safeTime(_ text: String) -> String? {
        text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x3A) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E }
            && !text.isEmpty && text.utf8.count <= 40 ? text : nil
    }

    private struct Parser {
        let bytes: ArraySlice<UInt8>
        var index: Int

        init(bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            index = bytes.startIndex
        }

        mutating func literal(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard bytes.endIndex - index >= count else { return false }
            let matches = text.withUTF8Buffer { expected in
                var i = index
                for byte in expected {
                    if bytes[i] != byte { return false }
                    i += 1
                }
                return true
            }
            if matches { index += count }
            return matches
        }

        mutating func integer() -> Int? {
            var value = 0
            var digits = 0
            while index < bytes.endIndex, bytes[index] >= 0x30, bytes[index] <= 0x39, digits < 18 {
                value = value * 10 + Int(bytes[index] - 0x30)
                index += 1
                digits += 1
            }
            return digits > 0 ? value : nil
        }

        mutating func plainString() -> String? {
            guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "\"") else { return nil }
            let start = index + 1
            var i = start
            while i < bytes.endIndex, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\\"), i - start <= 40 {
                i += 1
            }
            guard i < bytes.endIndex, bytes[i] == UInt8(ascii: "\"") else { return nil }
            index = i + 1
            return String(decoding: bytes[start..<i], as: UTF8.self)
        }

        mutating func hex8() -> UInt32? {
            guard bytes.endIndex - index >= 8 else { return nil }
            var value: UInt32 = 0
            for _ in 0..<8 {
                let b = bytes[index]
                let digit: UInt32
                switch b {
                case 0x30...0x39: digit = UInt32(b - 0x30)
                case 0x61...0x66: digit = UInt32(b - 0x61 + 10)
                default: return nil
                }
                value = value << 4 | digit
                index += 1
            }
            return value
        }
    }
}
