import Foundation
import MatchEngine
import Records
import Session
import Store
import Testing

/// The records page's memory (ADR 052): a later view with nothing changed is the kept
/// reading; any write to a match's journal or meta.json, a new match, or the roster reads
/// the archive again.
@Suite struct KeptArchiveTests {
    @Test func aLaterViewIsKeptUntilAFileOfTheArchiveChanges() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root)
        _ = try ResultCacheTests.match([ResultCacheTests.pointA], in: store)
        let kept = KeptArchive(reader: ArchiveReader(store: store, scorecards: false))

        let first = try kept.read()
        #expect(!first.fromMemory)
        #expect(first.archive.matches.map(\.title) == ["Ana v Bea"])
        #expect(try kept.read().fromMemory)

        // A point to Bea: 1-1 in the game, read again.
        try ResultCacheTests.append(ResultCacheTests.pointB, to: store)
        let appended = try kept.read()
        #expect(!appended.fromMemory)
        #expect(appended.archive.matches.first?.score.hasSuffix("(1-1)") == true, "\(appended.archive.matches.first?.score ?? "none")")
        #expect(try kept.read().fromMemory)

        // A new title in meta.json alone (the journal as it was).
        try store.editMeta("court1") { $0.title = "Final" }
        let retitled = try kept.read()
        #expect(!retitled.fromMemory)
        #expect(retitled.archive.matches.map(\.title) == ["Final"])

        // The roster written: who a player is may have changed.
        #expect(try kept.read().fromMemory)
        try Data(#"{"schemaVersion":1,"players":[],"teams":[]}"#.utf8).write(to: URL(fileURLWithPath: root + "/roster.json"))
        #expect(try !kept.read().fromMemory)
    }

    /// A filter's tables are worked out once a reading (issue 42). Counted by hand: Ana wins
    /// 21-0 21-0 (21 points, the next game called, 21 more: BWF's best of three) against Bea, so the
    /// players' table has two rows (Ana 1 won, Bea 0 of 1), the head-to-head one pair, and
    /// there is no cricket.
    @Test func aFiltersTablesAreKeptWithTheReading() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root)
        let game = Array(repeating: ResultCacheTests.pointA, count: 21)
        _ = try ResultCacheTests.match(game + [Array(#"{"type":"advanceGame"}"#.utf8)] + game, in: store)
        let kept = KeptArchive(reader: ArchiveReader(store: store, scorecards: false))

        let reading = try kept.readNumbered().reading
        let all = kept.view(RecordsFilter(), of: reading)
        #expect(reading.archive.matches.first?.record.outcome.winner == 0)
        #expect(all.matchCount == 1)
        #expect(all.cricket == nil)
        #expect(all.badminton?.players.rows.count == 2)
        #expect(all.badminton?.headToHead.rows.count == 1)
        #expect(kept.viewsWorkedOut == 1)
        // The same filter again, the archive unchanged: kept.
        #expect(kept.view(RecordsFilter(), of: try kept.readNumbered().reading).matchCount == 1)
        #expect(kept.viewsWorkedOut == 1)
        // Another filter is its own view: a team no match has admits none.
        let nobody = kept.view(RecordsFilter(team: "Zed"), of: reading)
        #expect(nobody.matchCount == 0)
        #expect(nobody.badminton == nil)
        #expect(kept.viewsWorkedOut == 2)

        // A new title: a new reading, so the tables are worked out again.
        try store.editMeta("court1") { $0.title = "Final" }
        let after = try kept.readNumbered()
        #expect(!after.fromMemory)
        #expect(after.reading.generation != reading.generation)
        #expect(kept.view(RecordsFilter(), of: after.reading).matchCount == 1)
        #expect(kept.viewsWorkedOut == 3)
    }
}
