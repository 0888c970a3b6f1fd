import FoundationEssentials
import MatchEngine
import Store
import TextSafety

/// The CSV tables of matches already read: each folded through the engine's one fold. A match
/// that cannot be folded is named and left out; a record refused on replay is named too (it
/// is in the journal, not in the rows), which makes the export partial. One code path for
/// `scoreline export --format csv` and the phone's download, so the two files are the same bytes.
public struct CSVExport {
    public var events: ExportTable?
    public var summary: ExportTable?
    /// Matches left out, one sentence each.
    public var unreadable: [String] = []
    /// Matches whose rows lack something, one sentence each.
    public var partial: [String] = []

    public init(_ matches: [StoredMatch], store: MatchStore) {
        for match in matches {
            let id = match.id.rawValue
            let path = store.journalPath(of: id)
            let folded: FoldedMatch
            do {
                folded = try MatchLoader.fold(match.records, snapshot: nil)
            } catch {
                unreadable.append(ExportMessages.csvNotExported(id, ExportMessages.csvUnfoldable(path, why: "\(error)")))
                continue
            }
            guard let tables = folded.session.exportTables() else {
                unreadable.append(ExportMessages.csvNotExported(id, ExportMessages.noCSV(match.meta.sport)))
                continue
            }
            // One file has one header: another sport's rows would sit under the wrong columns.
            if let first = events, first.header != tables.events.header {
                unreadable.append(ExportMessages.csvNotExported(id, ExportMessages.csvOtherColumns(match.meta.sport)))
                continue
            }
            for refusal in folded.refused {
                partial.append(ExportMessages.csvPartial(id, ExportMessages.csvRefused(path, seq: refusal.seq, why: refusal.message)))
            }
            events = events.map { ExportTable(header: $0.header, rows: $0.rows + tables.events.rows) } ?? tables.events
            summary = summary.map { ExportTable(header: $0.header, rows: $0.rows + tables.summary.rows) } ?? tables.summary
        }
    }
}

extension CSVExport {
    /// The ball/rally rows as a CSV file's bytes (`export --format csv`'s OUT).
    public var eventsFile: [UInt8]? { events.map { CSVWriter.write(header: $0.header, rows: $0.rows) } }
    /// One row per match (`export --format csv`'s OUT-summary.csv).
    public var summaryFile: [UInt8]? { summary.map { CSVWriter.write(header: $0.header, rows: $0.rows) } }
}
