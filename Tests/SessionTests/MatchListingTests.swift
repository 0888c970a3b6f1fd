import Foundation
import MatchEngine
import Session
import Store
import Testing

/// The one listing of stored matches (`matches list` and the phone's match list): each match
/// folded read-only for its score, the one a session holds taken from its memory, and a folder
/// that does not read listed in its place with why.
@Suite struct MatchListingTests {
    @Test func theMatchInPlayComesFromTheSessionAndABrokenFolderIsListedWithWhy() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = MatchStore(root: root)
        let kiosk = ScoringSession(store: store)
        defer { kiosk.close() }
        kiosk.preset = Fixture.oneOver
        try kiosk.start()
        // Openers and a bowler follow from the first press; a four off the first ball: 4/0.
        #expect(kiosk.send(Fixture.press("run4")).acknowledged)
        // A folder in matches/ with nothing in it: no meta.json to read.
        try FileManager.default.createDirectory(atPath: root + "/matches/broken", withIntermediateDirectories: true)

        let current = try #require(kiosk.current)
        let listing = try MatchListing.read(store, live: (current.matchId, current.session))
        var rows: [MatchListing.Row] = []
        var unreadable: [String] = []
        for entry in listing.entries {
            switch entry {
            case .match(let row): rows.append(row)
            case .unreadable(let id, _): unreadable.append(id)
            }
        }
        #expect(rows.map(\.meta.matchId) == ["short"])
        #expect(unreadable == ["broken"])
        let row = try #require(rows.first)
        #expect(row.isCurrent && row.inPlay)
        #expect(row.result == nil)
        #expect(row.score?.contains("4/0") == true, "score: \(row.score ?? "none")")

        // Read without the session (the command line): the same match, folded from the disk.
        let fromDisk = try MatchListing.read(store)
        guard case .match(let stored)? = fromDisk.entries.first(where: { if case .match = $0 { true } else { false } }) else {
            Issue.record("no match listed")
            return
        }
        #expect(!stored.inPlay && stored.isCurrent)
        #expect(stored.score == row.score)
        #expect(fromDisk.text(dataDirectory: root).hasPrefix("* short  cricket  current  "))
    }
}
