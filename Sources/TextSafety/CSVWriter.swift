/// CSV as RFC 4180 has it: comma-separated, CRLF line ends, fields quoted when they hold a
/// comma, quote or line break, quotes doubled. Spreadsheets open it as is.
public enum CSVWriter {
    public static func write(header: [String], rows: [[String]]) -> [UInt8] {
        var out: [UInt8] = []
        for row in [header] + rows {
            out += Array(row.map(field).joined(separator: ",").utf8)
            out += [0x0D, 0x0A]
        }
        return out
    }

    static func field(_ value: String) -> String {
        // A leading = + - @ would run as a formula in a spreadsheet, and so does one after a
        // leading tab or carriage return, which spreadsheets skip (OWASP's CSV injection
        // list): quote it as text.
        let risky = value.first.map { "=+-@\t\r".contains($0) } ?? false
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) || risky else {
            return value
        }
        return "\"" + (risky ? "'" : "") + value.replacing("\"", with: "\"\"") + "\""
    }
}
