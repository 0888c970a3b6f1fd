import Foundation
import MatchEngine
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
}
