import Foundation
import MatchEngine
import Session
import Store
import Testing

/// `scoreline watch`'s follower: the board the kiosk shows, read from the data directory the
/// kiosk writes, without writing anything there.
@Suite struct MatchFollowerTests {
    /// Every file under `root` with its bytes, so a test can see that nothing changed.
    static func contents(_ root: String) -> [String: Data] {
        var result: [String: Data] = [:]
        let base = URL(fileURLWithPath: root)
        for case let url as URL in FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) ?? FileManager.DirectoryEnumerator() {
            result[url.path] = (try? Data(contentsOf: url)) ?? Data("dir".utf8)
        }
        return result
    }

    @Test func itShowsWhatTheKioskShowsPressByPressAndFollowsTheNextMatch() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let clock = ManualClock()
        let store = MatchStore(root: root)
        let kiosk = ScoringSession(store: store, clock: clock)
        kiosk.preset = Fixture.oneOver
        try kiosk.start()
        let follower = MatchFollower(store: MatchStore(root: root), clock: clock)
        #expect(follower.refresh())
        #expect(follower.board == kiosk.board)
        #expect(follower.matchId == "short")

        for name in ["run1", "run4", "wicket", "dot"] {
            #expect(kiosk.send(Fixture.press(name)).acknowledged)
            let before = Self.contents(root)
            #expect(follower.refresh())
            #expect(follower.board == kiosk.board, "after \(name)")
            #expect(Self.contents(root) == before, "the follower wrote nothing")
        }
        // Nothing new: nothing to read.
        #expect(!follower.refresh())

        _ = try store.enqueue(Array(Fixture.badminton))
        _ = try kiosk.startNext()
        #expect(follower.refresh())
        #expect(follower.matchId == "court1")
        #expect(follower.board == kiosk.board)
    }

    @Test func withNoMatchInPlayItShowsTheIdleBoard() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let follower = MatchFollower(store: MatchStore(root: root), clock: ManualClock(), venue: "Riverside Oval")
        follower.refresh()
        #expect(follower.board == IdleBoard.build(venue: "Riverside Oval", next: nil))
        #expect(!FileManager.default.fileExists(atPath: root), "looking made no directory")
    }
}
