/// Rows for a spreadsheet, already in display form; the store writes them as CSV. The
/// engine makes them because only it knows what a ball or a rally is.
public struct ExportTable: Sendable, Equatable {
    public var header: [String]
    public var rows: [[String]]

    public init(header: [String], rows: [[String]]) {
        self.header = header
        self.rows = rows
    }
}

/// One row per ball or rally, and one summary row for the match.
public struct ExportTables: Sendable, Equatable {
    public var events: ExportTable
    public var summary: ExportTable

    public init(events: ExportTable, summary: ExportTable) {
        self.events = events
        self.summary = summary
    }
}
