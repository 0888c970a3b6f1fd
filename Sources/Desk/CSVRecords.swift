/// RFC 4180 records, read the way spreadsheets and tournament software write them: an
/// optional UTF-8 byte order mark, CRLF or LF line ends, fields quoted with `"` and a quote
/// inside one doubled. A quoted field may span lines. The house has a writer
/// (`TextSafety.CSVWriter`) and, until now, no reader; this one lives with its only user.
struct CSVRecords {
    struct Record: Equatable {
        /// The line the record starts on, counting from 1 (the header is line 1).
        var line: Int
        var fields: [String]
    }

    enum Problem: Error, Equatable {
        case notUTF8(line: Int)
        case unclosedQuote(line: Int)
        case strayQuote(line: Int, column: Int)
        case tooManyRecords(line: Int)

        var sentence: String {
            switch self {
            case .notUTF8(let line): DeskMessages.notUTF8(line)
            case .unclosedQuote(let line): DeskMessages.unclosedQuote(line)
            case .strayQuote(let line, let column): DeskMessages.strayQuote(line, column: column)
            case .tooManyRecords(let line): DeskMessages.tooManyRows(line)
            }
        }
    }

    /// Every non-blank record, or the first problem. The record after `maxRecords` is refused
    /// where it starts, so a huge file costs no more than the limit to refuse.
    static func read(_ bytes: [UInt8], maxRecords: Int) throws(Problem) -> [Record] {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        var records: [Record] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var line = 1
        var recordLine = 1
        var quoted = false
        var inQuotes = false
        var index = start

        func finishField() throws(Problem) {
            guard let text = String(validating: field, as: UTF8.self) else { throw .notUTF8(line: recordLine) }
            fields.append(text)
            field.removeAll(keepingCapacity: true)
            quoted = false
        }
        func finishRecord() throws(Problem) {
            try finishField()
            // A blank line (one empty field) is no record: files often end with several.
            if !(fields.count == 1 && fields[0].isEmpty) {
                guard records.count < maxRecords else { throw .tooManyRecords(line: recordLine) }
                records.append(Record(line: recordLine, fields: fields))
            }
            fields.removeAll(keepingCapacity: true)
        }

        while index < bytes.count {
            let byte = bytes[index]
            if inQuotes {
                if byte == UInt8(ascii: "\"") {
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 2
                        continue
                    }
                    inQuotes = false
                } else {
                    if byte == 0x0A { line += 1 }
                    field.append(byte)
                }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: ","):
                try finishField()
            case 0x0D where index + 1 < bytes.count && bytes[index + 1] == 0x0A:
                break  // the LF that follows ends the record
            case 0x0A:
                try finishRecord()
                line += 1
                recordLine = line
            case UInt8(ascii: "\""):
                guard field.isEmpty, !quoted else { throw .strayQuote(line: line, column: fields.count + 1) }
                quoted = true
                inQuotes = true
            default:
                // Text after a closing quote ("ab"c) is as malformed as a quote inside a field.
                guard !quoted else { throw .strayQuote(line: line, column: fields.count + 1) }
                field.append(byte)
            }
            index += 1
        }
        if inQuotes { throw .unclosedQuote(line: recordLine) }
        try finishRecord()
        return records
    }
}
