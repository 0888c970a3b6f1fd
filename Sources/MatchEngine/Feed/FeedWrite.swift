/// One GATT write from a club scoring app (Play-Cricket Scorer, MyCricket) to a "generic"
/// Bluetooth scoreboard: a three-character field code, then the value (`BTS245/3`, `OVB32.3`,
/// `BTNAston on Trent 1st XI`). The bytes come off the radio from anyone in range, so
/// `decode` checks the size before anything else and the text before it is kept.
public struct FeedWrite: Sendable, Equatable {
    /// The ATT attribute value limit: no conforming client writes more in one go.
    public static let maxBytes = 512
    /// Room for the longest club and player names; a line longer than this is not a name.
    public static let maxNameCharacters = 64

    public var code: String
    public var value: String

    public init(code: String, value: String) {
        self.code = code
        self.value = value
    }

    /// The write in `bytes`, or why it was refused. Trailing NUL, CR and LF are dropped (some
    /// apps end a write as a C string or a line); everything else must be the code, three
    /// capital letters or digits, then UTF-8 text without control characters. Whether the
    /// value has the shape its code wants is `FeedState.apply`'s to check.
    public static func decode(_ bytes: some Collection<UInt8>) -> Result<FeedWrite, FeedRefusal> {
        let count = bytes.count
        guard count <= maxBytes else { return .failure(FeedRefusal(code: nil, FeedMessages.tooLarge(count, limit: maxBytes))) }
        var body = Array(bytes)
        while let last = body.last, last == 0 || last == 0x0D || last == 0x0A { body.removeLast() }
        guard !body.isEmpty else { return .failure(FeedRefusal(code: nil, FeedMessages.emptyWrite)) }
        guard body.count >= 3, body.prefix(3).allSatisfy(isCodeByte) else {
            return .failure(FeedRefusal(code: nil, FeedMessages.noCode))
        }
        // The first three bytes are ASCII, so the split falls between characters.
        let code = String(decoding: body.prefix(3), as: UTF8.self)
        guard let value = String(validating: body.dropFirst(3), as: UTF8.self) else {
            return .failure(FeedRefusal(code: code, FeedMessages.notUTF8(code)))
        }
        let write = FeedWrite(code: code, value: value)
        if let refusal = write.textRefusal() { return .failure(refusal) }
        return .success(write)
    }

    /// Capital letters and digits: every code in the published lists is made of these.
    static func isCodeByte(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte)
    }

    /// What any write must be, whatever its code: checked by `decode` and again by `apply`,
    /// which may be handed a write built in code rather than read off the radio.
    func textRefusal() -> FeedRefusal? {
        guard code.utf8.count == 3, code.utf8.allSatisfy(Self.isCodeByte) else {
            return FeedRefusal(code: nil, FeedMessages.noCode)
        }
        // A control character (an escape sequence, a newline) has no place on a board line.
        if value.unicodeScalars.contains(where: Self.isControl) {
            return FeedRefusal(code: code, FeedMessages.controlCharacter(code))
        }
        if let known = FeedCode(rawValue: code), known.kind == .name, value.count > Self.maxNameCharacters {
            return FeedRefusal(code: code, FeedMessages.nameTooLong(code, value.count, limit: Self.maxNameCharacters))
        }
        return nil
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
