import ProjectionCenter

/// Reads `[serial_board]` with the file's reader, so each problem names its key, what was
/// found and what is accepted (docs/serial-boards.md).
enum SerialBoardConfigReader {
    /// nil when the table has a problem (each one reported) or names no device.
    static func read(_ r: ConfigReader) -> SerialBoardConfig? {
        let problemsBefore = r.problems.list.count
        let device = r.string("device")
        if device == nil, r.raw["device"] == nil { r.problems.add(r.key("device"), SerialBoardConfigMessages.deviceNeeded) }
        if let device, !device.hasPrefix("/") {
            r.fail("device", ConfigMessages.expected(SerialBoardConfigMessages.deviceForm, found: .string(device)))
        }
        var config = SerialBoardConfig(device: device ?? "")
        if let value = r.value("baud") {
            if case .int(let baud) = value, SerialBoardConfig.bauds.contains(baud) {
                config.baud = baud
            } else {
                r.fail("baud", ConfigMessages.expected(SerialBoardConfigMessages.bauds, found: value))
            }
        }
        if let separator = ascii(r, "separator", length: SerialBoardConfig.separatorLength) { config.separator = separator }
        config.lineEnding = r.choice("lineEnding", default: SerialBoardConfig.LineEnding.lf)
        config.echoTimeout = r.int("echoTimeout", in: SerialBoardConfig.echoTimeoutRange, default: config.echoTimeout)
        config.retries = r.int("retries", in: SerialBoardConfig.retriesRange, default: config.retries)
        for sport in SerialBoardConfig.sports {
            guard let table = r.table(sport), let format = format(table) else { continue }
            config.formats[sport] = format
        }
        r.rejectUnknownKeys()
        for sport in SerialBoardConfig.sports {
            let length = config.formats[sport]?.length(separator: config.separator) ?? 0
            if length > SerialBoardConfig.maxLineLength {
                r.problems.add(r.key(sport), SerialBoardConfigMessages.lineTooLong(length, limit: SerialBoardConfig.maxLineLength))
            }
        }
        guard let device, device.hasPrefix("/"), r.problems.list.count == problemsBefore else { return nil }
        return config
    }

    /// `[serial_board.cricket]` or `[serial_board.badminton]`: the prefix and the fields,
    /// each defaulting to the sport's own.
    private static func format(_ r: ConfigReader) -> SerialBoardConfig.Format? {
        let sport = String(r.path.split(separator: ".").last ?? "")
        var format = SerialBoardConfig.defaultFormats[sport] ?? SerialBoardConfig.Format(prefix: "", fields: [])
        if let prefix = ascii(r, "prefix", length: SerialBoardConfig.prefixLength) { format.prefix = prefix }
        if let value = r.value("fields") {
            guard case .array(let items) = value, !items.isEmpty else {
                r.fail("fields", ConfigMessages.expected(SerialBoardConfigMessages.fieldsForm, found: value))
                r.rejectUnknownKeys()
                return nil
            }
            var fields: [SerialBoardConfig.Field] = []
            for (index, item) in items.enumerated() {
                let key = "\(r.key("fields"))[\(index)]"
                guard case .table(let table) = item else {
                    r.problems.add(key, ConfigMessages.expected(SerialBoardConfigMessages.fieldForm, found: item))
                    continue
                }
                if let field = field(ConfigReader(table, path: key, problems: r.problems)) { fields.append(field) }
            }
            format.fields = fields
        }
        r.rejectUnknownKeys()
        return format
    }

    private static func field(_ r: ConfigReader) -> SerialBoardConfig.Field? {
        let key = r.string("key")
        if key == nil, r.raw["key"] == nil { r.problems.add(r.key("key"), SerialBoardConfigMessages.keyNeeded) }
        if let key, !isBoardKey(key) { r.fail("key", ConfigMessages.expected(SerialBoardConfigMessages.keyForm, found: .string(key))) }
        let width = r.int("width", in: SerialBoardConfig.widthRange, default: 0)
        if r.raw["width"] == nil { r.problems.add(r.key("width"), SerialBoardConfigMessages.widthNeeded) }
        let align = r.choice("align", default: SerialBoardConfig.Alignment.right)
        var pad: Character = " "
        if let text = ascii(r, "pad", length: 1...1) { pad = text.first ?? " " }
        r.rejectUnknownKeys()
        guard let key, isBoardKey(key), SerialBoardConfig.widthRange.contains(width) else { return nil }
        return SerialBoardConfig.Field(key, width: width, align: align, pad: pad)
    }

    /// Display-model keys are camelCase words: `score`, `leftPoints`.
    private static func isBoardKey(_ text: String) -> Bool {
        (1...64).contains(text.utf8.count) && text.utf8.allSatisfy { $0.isASCIILetterOrDigit }
    }

    /// Text of printable ASCII in `length` characters: it goes on the wire as it is.
    private static func ascii(_ r: ConfigReader, _ name: String, length: ClosedRange<Int>) -> String? {
        guard let text = r.string(name) else { return nil }
        guard length.contains(text.unicodeScalars.count), text.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) }) else {
            r.fail(name, ConfigMessages.expected(SerialBoardConfigMessages.asciiForm(length), found: .string(text)))
            return nil
        }
        return text
    }
}

private extension UInt8 {
    var isASCIILetterOrDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self)
    }
}
