import MatchEngine

/// A table of the records as every surface shows it: the terminal's columns, CSV, JSON, the
/// phone's page and the portal all read the same headings and cells, so a figure is worked out
/// and formatted once (`RecordsTables`).
public struct RecordsTable: Sendable, Equatable, Codable {
    public var title: String
    public var columns: [Column]
    public var rows: [[Cell]]
    /// Said instead of rows when there are none ("No batting yet").
    public var empty: String

    public struct Column: Sendable, Equatable, Codable {
        public var heading: String
        /// The JSON key and CSV heading: lowerCamel, stable across copy changes.
        public var key: String
        public var numeric: Bool
    }

    public enum Cell: Sendable, Equatable, Codable {
        case int(Int)
        case text(String)
        /// Text that links to a page of the portal (a player, a match).
        case link(String, to: RecordsLink)

        public var text: String {
            switch self {
            case .int(let n): String(n)
            case .text(let s), .link(let s, _): s
            }
        }
    }

    public init(title: String, columns: [(String, String, Bool)], rows: [[Cell]], empty: String) {
        self.title = title
        self.columns = columns.map { Column(heading: $0.0, key: $0.1, numeric: $0.2) }
        self.rows = rows
        self.empty = empty
    }

    /// Fixed-width columns for a terminal: numbers right-aligned, text left.
    public var text: String {
        var out = title + "\n"
        guard !rows.isEmpty else { return out + empty + "\n" }
        let widths = columns.indices.map { i in
            rows.reduce(columns[i].heading.count) { max($0, $1[i].text.count) }
        }
        func line(_ cells: [String]) -> String {
            cells.indices.map { i in
                let pad = String(repeating: " ", count: widths[i] - cells[i].count)
                return columns[i].numeric ? pad + cells[i] : cells[i] + pad
            }.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
        }
        out += line(columns.map(\.heading))
        for row in rows { out += line(row.map(\.text)) }
        return out
    }

    /// Rows as objects keyed by column, numbers as numbers, for `--as json`.
    public var objects: [[String: JSONValue]] {
        rows.map { row in
            var object: [String: JSONValue] = [:]
            for (column, cell) in zip(columns, row) {
                if case .int(let n) = cell { object[column.key] = .integer(n) } else { object[column.key] = .string(cell.text) }
            }
            return object
        }
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}

/// What a linked cell points at; each surface turns it into its own address.
public enum RecordsLink: Sendable, Equatable, Hashable, Codable {
    case player(PlayerRef)
    case badmintonPlayer(String)
    case match(String)
}
