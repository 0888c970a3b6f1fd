import FoundationEssentials
import MatchEngine
import Store

/// Each stored match's digest for the readers of the archive (`matches list`, the records
/// page, the portal): from its cache when the cache was made from the journal as it is now,
/// else folded read-only through the one fold and cached for the next reader (ADR 052).
/// Takes no lock and writes only the cache, so it is safe beside a kiosk scoring a match.
public struct MatchResults: Sendable {
    public let store: MatchStore
    /// Whether a fold's digest is saved for the next reader.
    public var saves = true

    public init(store: MatchStore) { self.store = store }

    /// Where a digest came from, for the tests and the benchmark.
    public enum Source: Sendable, Equatable {
        case cache
        case fold
    }

    /// The digest of a match found in this command's listing (`meta` from `store.list()`).
    public func digest(_ meta: MatchMeta, part: MatchDigest.Part) throws -> (digest: MatchDigest, source: Source) {
        let before = store.journalIdentity(of: meta.matchId)
        if let before, let bytes = store.cachedResult(of: meta.matchId, format: MatchDigest.format, journal: before),
            let digest = MatchDigest.decode(bytes, part: part)
        {
            return (digest, .cache)
        }
        let folded = try fold(meta)
        let digest = MatchDigest(folded.session)
        // Saved only for records the fold read to the journal's last line, and only when the
        // journal did not change while it was read: the cache then holds what these bytes
        // fold to, and nothing the journal did not hold when it was keyed.
        if saves, let before, let last = folded.last, last.seq == before.lastSeq, last.checksum == before.lastChecksum,
            store.journalIdentity(of: meta.matchId) == before
        {
            store.saveResult(digest.encoded(), of: meta.matchId, format: MatchDigest.format, journal: before)
        }
        var trimmed = digest
        if part != .full { trimmed.scorecard = nil }
        if part == .line { trimmed.record = nil }
        return (trimmed, .fold)
    }

    /// The match folded from its snapshot (when it agrees) and the records after it, read a
    /// piece at a time, with the last record the fold read.
    func fold(_ meta: MatchMeta) throws -> (session: any SportSession, last: (seq: Int, checksum: UInt32)?) {
        let records = try store.streamRecords(listed: meta)
        let snapshot = store.snapshot(of: meta.matchId, matching: records)
        guard let first = records.first(where: { _ in true }) else {
            throw records.problem ?? StoreError.notFound("newMatch record")
        }
        let seen = LastRecord()
        seen.note(first)
        let folded = try SportRegistry.fold(
            newMatch: Data(first.payload),
            records: records.lazy.filter { $0.seq > 1 }.map { record in
                seen.note(record)
                return (seq: record.seq, line: Data(record.payload))
            },
            snapshot: snapshot.map { (state: Data($0.state), seq: $0.seq) })
        if let problem = records.problem { throw problem }
        return (folded.session, seen.last)
    }

    /// The last record a lazy fold took, noted as it passes.
    private final class LastRecord {
        var last: (seq: Int, checksum: UInt32)?
        func note(_ record: JournalRecord) { last = (record.seq, record.checksum) }
    }
}
