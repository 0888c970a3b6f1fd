import MatchEngine

/// What `scoreline stats` prints, whichever report: its tables, and for a player's report the
/// note and each person's heading above their own tables. Laid out here once, so the command
/// only chooses the report and writes the bytes (text through `ShownText`, CSV, JSON).
public struct RecordsPrintout: Sendable {
    public var tables: [RecordsTable]
    /// Text, each line as the terminal shows it (before the command escapes it).
    public var text: String
    /// A report's tables by title; a player's report is `{"players": [one object per person]}`
    /// so two people of one name never collide in one object.
    public var json: JSONValue

    public init(_ table: RecordsTable) {
        tables = [table]
        text = table.text
        json = .object([table.title: .array(table.objects.map(JSONValue.object))])
    }

    public init(_ report: PlayerReport) {
        tables = report.sections.flatMap(\.tables)
        text = report.sections.enumerated().map { i, section in
            let lines = [i == 0 ? report.note : nil, section.heading, section.summary].compactMap { $0 }
            return lines.map { $0 + "\n" }.joined() + section.tables.map(\.text).joined(separator: "\n")
        }.joined(separator: "\n")
        json = .object(["players": .array(report.sections.map(\.json))])
    }
}
