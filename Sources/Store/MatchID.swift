import TextSafety

/// A checked match id: the one validator for every id the program reads, from `meta.json`,
/// an export file, a journal's newMatch record, the `current` file or the command line
/// (ADR 010).
///
/// An id names a folder (`matches/<id>`) and a bin entry (`bin/<id>@<time>`), so it must be
/// one safe path component. Accepted:
/// - 1 to 100 characters, and at most 200 bytes of UTF-8 (a folder name may be 255 bytes;
///   the bin adds `@` and a time);
/// - letters, marks and digits of any script (Unicode categories L, M and N), '-', '_', '.';
/// - not starting with '.'.
/// So never '/', '..', '@', a space, a control character or an empty name.
///
/// Two ids are the same when their bytes are, as the file system compares names: `"é"`
/// composed and decomposed are different matches, never one match found under two names.
public struct MatchID: Sendable, Hashable, CustomStringConvertible {
    public let rawValue: String

    public static let maxCharacters = 100
    public static let maxBytes = 200

    /// `nil` when `raw` is not an accepted id.
    public init?(_ raw: String) {
        guard Self.isAccepted(raw) else { return nil }
        rawValue = raw
    }

    /// - Parameter source: where the id was read (a file and its field), named in the error.
    public init(validating raw: String, from source: String) throws(StoreError) {
        guard let id = MatchID(raw) else { throw .invalidMatchId(raw, source: source) }
        self = id
    }

    public var description: String { rawValue }

    public static func == (a: MatchID, b: MatchID) -> Bool { a.rawValue.utf8.elementsEqual(b.rawValue.utf8) }

    public func hash(into hasher: inout Hasher) {
        for byte in rawValue.utf8 { hasher.combine(byte) }
    }

    /// Whether two texts name the same match folder: byte for byte, as the file system sees them.
    public static func sameName(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }

    public static func isAccepted(_ raw: String) -> Bool {
        // Most ids are ASCII ("2026-11-29-riverside-v-hillcrest"), each byte a character: told
        // without the Unicode tables a season's listing asked four times a match (ADR 052).
        if raw.utf8.allSatisfy(isASCIIAccepted) {
            return !raw.isEmpty && raw.utf8.count <= min(maxBytes, maxCharacters) && raw.utf8.first != UInt8(ascii: ".")
        }
        return !raw.isEmpty && raw.utf8.count <= maxBytes && raw.count <= maxCharacters
            // By byte: "." followed by a combining mark is one Character that is not ".".
            && raw.utf8.first != UInt8(ascii: ".")
            && raw.unicodeScalars.allSatisfy { isLetterMarkOrNumber($0) || "-_.".unicodeScalars.contains($0) }
    }

    /// An id as it may be shown in a message, whatever it holds: quoted, control characters
    /// escaped (no terminal escape sequence from a hostile file reaches the screen), cut at
    /// 120 characters.
    public static func quoted(_ raw: String) -> String {
        "\"" + ShownText.escaped(raw) + "\""
    }

    /// An ASCII letter or digit, "-", "_" or ".": the ASCII bytes `isLetterMarkOrNumber`
    /// and the punctuation accept.
    private static func isASCIIAccepted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."): true
        default: false
        }
    }

    /// What Foundation's `CharacterSet.alphanumerics` holds (categories L*, M*, N*), without
    /// linking full Foundation.
    private static func isLetterMarkOrNumber(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber:
            true
        default:
            false
        }
    }
}
