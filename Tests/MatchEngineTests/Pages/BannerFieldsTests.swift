import Foundation
import Testing
@testable import MatchEngine

/// The banner's fields from the ground board's list (docs/pages.md), worked out by hand.
@Suite("Pages: the banner's new fields")
struct BannerFieldsTests {
    @Test("Last wicket, both bowlers (the one on now marked), each batter's 4s and 6s")
    func lastWicketAndBowlers() throws {
        var m = try PagesMatch()
        try m.open()
        try m.bowler("Kofi")
        try m.ball(bat: 4)                 // Asha 4 (1)
        try m.ball(bat: 6)                 // Asha 10 (2)
        try m.out(.caught, fielder: "Mo")  // Asha c Mo b Kofi 10 (3); 10/1
        try m.newBatter("Chen")
        try m.dots(3)                      // over done: Kofi 1-0-10-1; Bilal faces
        var board = m.session.scoreboard
        #expect(board.text("lastWicket") == "Last wkt: Asha c Mo b Kofi 10 (3), 10/1")
        #expect(board["bowler"]?.flag == false, "between overs nobody is bowling")
        #expect(board["otherBowler"] == nil, "only one over bowled")
        try m.bowler("Lena")
        try m.ball(bat: 4)                 // Bilal 4 (1), a four
        board = m.session.scoreboard
        #expect(board.text("bowler") == "Lena 0.1-0-4-0")
        #expect(board["bowler"]?.flag == true)
        #expect(board.text("otherBowler") == "Kofi 1.0-0-10-1")
        #expect(board["otherBowler"]?.flag == false)
        // Bilal on strike (batter1), Chen the other end.
        #expect(board.text("batter1Boundaries") == "4s 1 · 6s 0")
        #expect(board.text("batter2Boundaries") == "4s 0 · 6s 0")
        #expect(board["batter1Boundaries"]?.priority == BoardPriority.extra)
    }

    @Test("Two innings a side: every innings before this one, by side, declared with d and all out as runs alone")
    func previousInnings() throws {
        // Riverside 20/0 declared, Hillcrest 2/0 declared; Riverside bat again.
        var m = try CricketMatch.afterTwoDeclarations()
        try m.open()
        let board = CricketBoard.build(m.state)
        #expect(board.text("previousInnings") == "Riverside 20/0d · Hillcrest 2/0d")
        #expect(board["previousInnings"]?.compact == "RIV 20/0d · HIL 2/0d")
    }

    @Test("The DLS par given with the result shows on the result board")
    func parWithResult() throws {
        var m = try PagesMatch { $0.oversPerInnings = 2 }
        try m.open()
        try m.bowler("Kofi")
        try m.dots(6)
        try m.bowler("Lena")
        try m.dots(6)
        try m.open("Kofi", "Lena")
        try m.bowler("Asha")
        try m.ball()
        #expect(m.session.scoreboard["par"] == nil)
        try m.act(.endMatch(reason: .dls, winner: "Riverside", parScore: 3))
        #expect(m.session.scoreboard.text("par") == "DLS par 3")
        // Resumed from a snapshot (after a power cut), with no actions in memory: the par is
        // the state's, so the board is the same (the kiosk fuzzer's finding).
        // The line of this match's set-up exactly (no bowler's limit: `PagesMatch` sets none). A
        // snapshot is checked against the set-up its line gives, and compact bytes (ADR 059)
        // keep the set-up as it was, where the JSON before gave the line's default back.
        let line = Data(#"{"type":"newMatch","sport":"cricket","matchId":"pages","teams":[{"name":"Riverside","short":"RIV"},{"name":"Hillcrest","short":"HIL"}],"rules":{"oversPerInnings":2,"maxOversPerBowler":null}}"#.utf8)
        let bytes = try #require(m.session.snapshotState())
        let resumed = try #require(CricketSession(newMatch: line, snapshotState: bytes, actionCount: 30))
        #expect(resumed.scoreboard == m.session.scoreboard)
        #expect(resumed.scoreboard.text("par") == "DLS par 3")
    }

    @Test("A full banner stays under 4 KB as JSON")
    func bannerSize() throws {
        var m = try PagesMatch()
        try m.open("Alexandra Longname-Smithson", "Bartholomew Q. Featherstonehaugh")
        try m.bowler("Konstantinos Papadopoulos")
        try m.ball(bat: 4)
        try m.out(.caught, fielder: "Maximilian Oberstarrington")
        try m.newBatter("Christopher Wolstenholme")
        try m.dots(4)
        try m.bowler("Leopoldina Vanderbiltshire")
        try m.ball(bat: 6)
        let bytes = try JSONEncoder().encode(m.session.scoreboard).count
        #expect(bytes < 4096, "\(bytes) bytes")
    }
}
