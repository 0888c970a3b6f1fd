import FoundationEssentials
import MatchEngine
import Session
import Store

/// The CSV tables of matches already read: each folded through the engine's one fold. A match
/// that cannot be folded is named and left out; a record refused on replay is named too (it
/// is in the journal, not in the rows), which makes the export partial.
struct CSVExport {
    var events: ExportTable?
    var summary: ExportTable?
    /// Matches left out, one sentence each.
    var unreadable: [String] = []
    /// Matches whose rows lack something, one sentence each.
    var partial: [String] = []

    init(_ matches: [StoredMatch], store: MatchStore) {
        for match in matches {
            let id = match.id.rawValue
            let path = store.journalPath(of: id)
            let folded: FoldedMatch
            do {
                folded = try MatchLoader.fold(match.records, snapshot: nil)
            } catch {
                unreadable.append(TransferMessages.csvNotExported(id, TransferMessages.csvUnfoldable(path, why: "\(error)")))
                continue
            }
            guard let tables = folded.session.exportTables() else {
                unreadable.append(TransferMessages.csvNotExported(id, TransferMessages.noCSV(match.meta.sport)))
                continue
            }
            // One file has one header: another sport's rows would sit under the wrong columns.
            if let first = events, first.header != tables.events.header {
                unreadable.append(TransferMessages.csvNotExported(id, TransferMessages.csvOtherColumns(match.meta.sport)))
                continue
            }
            for refusal in folded.refused {
                partial.append(TransferMessages.csvPartial(id, TransferMessages.csvRefused(path, seq: refusal.seq, why: refusal.message)))
            }
            events = events.map { ExportTable(header: $0.header, rows: $0.rows + tables.events.rows) } ?? tables.events
            summary = summary.map { ExportTable(header: $0.header, rows: $0.rows + tables.summary.rows) } ?? tables.summary
        }
    }
}
