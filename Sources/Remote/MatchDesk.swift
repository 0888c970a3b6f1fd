import FoundationEssentials
import Images
import MatchEngine
import RemoteProtocol
import Session
import Store

/// The match pages' jobs, run on the session's thread through the gate: reads of the data
/// directory, and every change through the session path (the match in play) or a second
/// session resumed on a stored match (`StoredMatchEditor`), as `scoreline matches edit` does.
enum MatchDesk {
    struct Listed: Sendable {
        var rows: [Row]
        var unreadable: [(id: String, why: String)]

        struct Row: Sendable {
            var meta: MatchMeta
            var inPlay: Bool
            /// The result once there is one, else the score (the engine's strings).
            var result: String?
            var score: String?
        }
    }

    /// Every stored match, newest first, as `scoreline matches list` reads them.
    static func list(_ desk: RemoteDesk) -> Result<Listed, MatchEditRefusal> {
        let listing: MatchListing
        do {
            // On the session's thread: caches are read, never written here (ADR 052).
            listing = try MatchListing.read(desk.store, live: desk.session.current.map { ($0.matchId, $0.session) }, saveCaches: false)
        } catch {
            return .failure(MatchEditRefusal(500, MatchPagesMessages.cannotList(error.description)))
        }
        var out = Listed(rows: [], unreadable: [])
        for entry in listing.entries {
            switch entry {
            case .match(let row):
                out.rows.append(Listed.Row(meta: row.meta, inPlay: row.inPlay, result: row.result, score: row.score))
            case .unreadable(let id, let why):
                out.unreadable.append((id, why.description))
            }
        }
        return .success(out)
    }

    /// One match, folded read-only (safe while it is scored); the one in play from memory.
    static func card(_ desk: RemoteDesk, id: String) -> Result<MatchCard, MatchEditRefusal> {
        do {
            let meta = try desk.store.meta(of: id)
            var card: MatchCard
            if let current = desk.session.current, current.matchId == id {
                card = MatchCard(meta: meta, seq: current.seq, inPlay: true, session: current.session)
            } else {
                let records = try desk.store.read(id).records
                let folded = try MatchLoader.fold(records, snapshot: desk.store.snapshot(of: id, matching: records))
                card = MatchCard(meta: meta, seq: records.last?.seq ?? 0, inPlay: false, session: folded.session)
            }
            card.photos = (try? desk.store.photos(of: id)) ?? []
            return .success(card)
        } catch {
            return .failure(refusal(error, id: id))
        }
    }

    /// What an edit came to: the journal's seq after it.
    struct Edited: Sendable, Encodable {
        var outcome: String
        var seq: Int?
    }

    static func edit(_ desk: RemoteDesk, id: String, _ edit: MatchEdit) -> Result<Edited, MatchEditRefusal> {
        let inPlay = desk.session.current?.matchId == id
        switch edit {
        case .meta(let change):
            do {
                if inPlay {
                    // The session holds this match's lock, on this thread: write it as its
                    // holder, as `scoreline add` does (editMeta would wait for our own lock).
                    var meta = try desk.store.meta(of: id)
                    change.apply(to: &meta)
                    try desk.store.writeMeta(meta)
                } else {
                    try desk.store.editMeta(id) { change.apply(to: &$0) }
                }
                return .success(Edited(outcome: "saved", seq: nil))
            } catch {
                return .failure(refusal(error, id: id))
            }
        case .action(let action, let basedOn):
            let line = action.line(at: nil)
            if inPlay {
                let reply = desk.session.handle(.command(SessionCommand(.line(line), basedOn: basedOn)))
                return answer(reply)
            }
            var answered: Result<Edited, MatchEditRefusal> = .failure(MatchEditRefusal(500, MatchPagesMessages.notRecorded))
            do {
                try StoredMatchEditor.apply([line], to: id, store: desk.store, basedOn: basedOn) { answered = answer($0) }
            } catch {
                return .failure(refusal(error, id: id))
            }
            return answered
        }
    }

    private static func answer(_ reply: SessionReply?) -> Result<Edited, MatchEditRefusal> {
        guard let reply else { return .failure(MatchEditRefusal(500, MatchPagesMessages.notRecorded)) }
        switch reply.outcome {
        case .recorded(let done): return .success(Edited(outcome: "recorded", seq: done.last?.seq ?? reply.seq))
        case .refused(_, let why): return .failure(MatchEditRefusal(409, why))
        case .notRecorded(let why, _): return .failure(MatchEditRefusal(503, MatchPagesMessages.notDurable(why)))
        case .stale: return .failure(MatchEditRefusal(409, MatchPagesMessages.stale, field: "basedOn"))
        case .noMatch: return .failure(MatchEditRefusal(404, MatchPagesMessages.noMatch))
        case .armed, .ignored, .started: return .failure(MatchEditRefusal(500, MatchPagesMessages.notRecorded))
        }
    }

    static func delete(_ desk: RemoteDesk, id: String) -> Result<Void, MatchEditRefusal> {
        guard desk.session.current?.matchId != id else { return .failure(MatchEditRefusal(409, MatchPagesMessages.deleteInPlay)) }
        do {
            try desk.store.delete(id)
            return .success(())
        } catch {
            return .failure(refusal(error, id: id))
        }
    }

    static func restore(_ desk: RemoteDesk, id: String) -> Result<Void, MatchEditRefusal> {
        do {
            guard try !desk.store.storedIds().contains(id) else { return .failure(MatchEditRefusal(409, MatchPagesMessages.alreadyThere(id))) }
            try desk.store.restore(id)
            return .success(())
        } catch {
            return .failure(refusal(error, id: id))
        }
    }

    static func bin(_ desk: RemoteDesk) -> Result<[BinnedMatch], MatchEditRefusal> {
        do {
            return .success(try desk.store.binned())
        } catch {
            return .failure(MatchEditRefusal(500, MatchPagesMessages.cannotList(error.description)))
        }
    }

    enum ExportFormat: Sendable { case csv, summaryCSV, json }

    /// The bytes `scoreline export --format csv|json ID` writes (the CSV's OUT file, or its
    /// OUT-summary.csv): the same collection and the same writer.
    static func export(_ desk: RemoteDesk, id: String, format: ExportFormat) -> Result<[UInt8], MatchEditRefusal> {
        let collected = MatchExport.collect(desk.store, matchIds: [id])
        if collected.matches.isEmpty {
            if collected.problems.contains(where: { if case .unreadable(_, .notFound) = $0 { true } else { false } }) {
                return .failure(MatchEditRefusal(404, MatchPagesMessages.noSuchMatch(id)))
            }
            return .failure(MatchEditRefusal(409, collected.problems.map(\.sentence).joined(separator: " ")))
        }
        switch format {
        case .json:
            do {
                return .success(try MatchExport.json(collected.matches, photos: collected.photos))
            } catch {
                return .failure(MatchEditRefusal(500, error.description))
            }
        case .csv, .summaryCSV:
            let csv = CSVExport(collected.matches, store: desk.store)
            guard let bytes = format == .csv ? csv.eventsFile : csv.summaryFile else {
                return .failure(MatchEditRefusal(409, csv.unreadable.joined(separator: " ")))
            }
            return .success(bytes)
        }
    }

    static func importExport(_ desk: RemoteDesk, _ bytes: [UInt8]) -> Result<MatchExport.ImportReport, MatchEditRefusal> {
        do {
            return .success(try MatchExport.importJSON(bytes, source: MatchPagesMessages.uploadName, into: desk.store, checkLine: ImportedTimes.problem(inLine:),
                checkPhoto: { MatchPhoto.checkStored(name: $0.name, bytes: $0.bytes) }))
        } catch {
            return .failure(MatchEditRefusal(400, error.description))
        }
    }

    /// A store or engine error as a refusal: 404 for a match that is not there, 409 else.
    static func refusal(_ error: any Error, id: String) -> MatchEditRefusal {
        switch error {
        case StoreError.notFound: MatchEditRefusal(404, MatchPagesMessages.noSuchMatch(id))
        case let store as StoreError: MatchEditRefusal(409, store.description)
        case let rejection as LineRejection: MatchEditRefusal(409, rejection.message)
        default: MatchEditRefusal(409, "\(error)")
        }
    }
}
