/// The primitives of a match record's compact bytes (`MatchRecord.bytes`, issue 42): integers
/// as zigzag LEB128 varints, strings as a length and their UTF-8, flags as one byte. Written by
/// this build for its own result cache; read back with every length checked against what is
/// left, so damaged bytes end the read with nil, never a trap or a huge allocation.
public enum RecordBytes {
    /// A match's result sentence and score, as `matches list` shows them.
    public static func line(result: String?, score: String) -> [UInt8] {
        var w = Writer()
        w.optionalString(result)
        w.string(score)
        return w.bytes
    }

    /// What `line(result:score:)` wrote, or nil when the bytes do not read whole.
    public static func line(_ bytes: [UInt8]) -> (result: String?, score: String)? {
        var r = Reader(bytes)
        guard let result = r.optionalString(), let score = r.string(), r.isAtEnd else { return nil }
        return (result, score)
    }

    struct Writer {
        private(set) var bytes: [UInt8] = []

        mutating func int(_ value: Int) {
            // Zigzag: small negative numbers stay small.
            var rest = UInt64(bitPattern: Int64((value << 1) ^ (value >> (Int.bitWidth - 1))))
            while rest >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }

        mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

        mutating func string(_ value: String) {
            let utf8 = value.utf8
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }

        mutating func optionalInt(_ value: Int?) {
            bool(value != nil)
            if let value { int(value) }
        }

        mutating func optionalString(_ value: String?) {
            bool(value != nil)
            if let value { string(value) }
        }
    }

    struct Reader {
        private let bytes: [UInt8]
        private var at = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var isAtEnd: Bool { at == bytes.count }

        mutating func int() -> Int? {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while at < bytes.count, shift < 64 {
                let byte = bytes[at]
                at += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 {
                    let decoded = Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1)))
                    return Int(exactly: decoded)
                }
                shift += 7
            }
            return nil
        }

        mutating func bool() -> Bool? {
            guard at < bytes.count, bytes[at] <= 1 else { return nil }
            at += 1
            return bytes[at - 1] == 1
        }

        mutating func string() -> String? {
            guard let count = int(), count >= 0, count <= bytes.count - at else { return nil }
            let slice = bytes[at..<(at + count)]
            at += count
            return String(validating: slice, as: UTF8.self)
        }

        mutating func optionalInt() -> Int?? {
            guard let present = bool() else { return nil }
            guard present else { return .some(nil) }
            guard let value = int() else { return nil }
            return .some(value)
        }

        mutating func optionalString() -> String?? {
            guard let present = bool() else { return nil }
            guard present else { return .some(nil) }
            guard let value = string() else { return nil }
            return .some(value)
        }

        /// A count of elements to read, each taking at least one byte: more than the bytes
        /// left is damage, not a reason to reserve memory.
        mutating func count() -> Int? {
            guard let count = int(), count >= 0, count <= bytes.count - at else { return nil }
            return count
        }

        /// `count()` elements, each read by `element`; nil as soon as one does not read.
        mutating func array<T>(_ element: (inout Reader) -> T?) -> [T]? {
            guard let count = count() else { return nil }
            var out: [T] = []
            out.reserveCapacity(count)
            for _ in 0..<count {
                guard let value = element(&self) else { return nil }
                out.append(value)
            }
            return out
        }
    }
}
