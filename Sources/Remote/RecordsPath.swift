/// Match ids in URLs and file names. An id may hold letters of any script (`MatchID`), so a
/// link carries it percent-encoded and a download names its file with ASCII only.
enum RecordsPath {
    /// Bytes outside A-Z a-z 0-9 . _ - as %XX (an id never holds '/', '@' or a space).
    static func encode(_ id: String) -> String {
        var out = ""
        for byte in id.utf8 {
            if isPlain(byte) { out.unicodeScalars.append(Unicode.Scalar(byte)) } else { out += "%" + hex(byte) }
        }
        return out
    }

    /// The id a path parameter names; nil when its %XX escapes are broken or it is no UTF-8.
    static func decode(_ raw: String) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(raw.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(nibble), let low = iterator.next().flatMap(nibble) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// A download's file name: the id with anything but ASCII letters, digits, '.', '_' and
    /// '-' made '_', so the header needs no quoting rules and no browser can be misled.
    static func fileName(_ id: String, suffix: String) -> String {
        let safe = String(String.UnicodeScalarView(id.unicodeScalars.map { $0.isASCII && isPlain(UInt8($0.value)) ? $0 : "_" }))
        return "scoreline-" + String(safe.prefix(80)) + suffix
    }

    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"): true
        default: false
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
    }

    private static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
