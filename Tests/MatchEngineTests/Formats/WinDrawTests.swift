import Testing
@testable import MatchEngine

/// A win/draw league game (docs/formats.md, worked example 4), worked by hand: 100 overs in
/// all, at most 50 for the side batting first, unused overs to the chase, a declaration, the
/// last hour, and a chase that falls short (a draw) or wins.
@Suite("Win/draw league games, worked by hand")
struct WinDrawTests {
    /// Riverside: 4, 4, 1, 1 and dots in the first over, then maidens to 38.2 and a declaration:
    /// 10 for 0 declared; 39 overs used (a part over counts as whole), 61 left for the chase.
    static func declaredAt38Point2() throws -> CricketMatch {
        var m = try CricketMatch(format: "league-win-draw")
        try m.open("Asha", "Bilal")
        #expect(m.board["oversLimit"]?.text == "of 50")
        try m.over("Kofi", [Sheet.runs(4), Sheet.runs(4), Sheet.runs(1), Sheet.runs(1)] + Sheet.dots(2))
        try m.maidens(37, from: ["Lena", "Kofi"], first: 0)
        try m.over("Kofi", Sheet.dots(2))
        #expect((m.inn.runs, m.inn.completedOvers, m.inn.ballsInOver) == (10, 38, 2))
        try m.apply(.endInnings(reason: .declared))
        try m.open("Hana", "Ivo")
        #expect(m.inn.target == Target(runs: 11, overs: OversNotation(overs: 61)))
        #expect(m.board["oversLimit"]?.text == "of 61")
        return m
    }

    @Test func aChaseThatFallsShortIsADraw() throws {
        var m = try Self.declaredAt38Point2()
        // Hana 4, then bowled; Jo comes in. Maidens to 50.3, then the last hour: the over in
        // progress and 8 more, so play ends at 59.0, before the 61 transferred overs.
        try m.over("Mo", [Sheet.runs(4), Sheet.out(.bowled)])
        try m.newBatter("Jo")
        try m.over("Mo", Sheet.dots(4))
        try m.maidens(49, from: ["Ned", "Mo"], first: 0)
        try m.over("Mo", Sheet.dots(3))
        try m.apply(.lastHour(minOvers: 8))
        #expect(m.inn.limit == OversNotation(overs: 59))
        #expect(m.board["oversLimit"]?.text == "Last hour: 9 ov left")
        try m.over("Mo", Sheet.dots(3))
        #expect(m.board["oversLimit"]?.text == "Last hour: 8 ov left")
        try m.maidens(8, from: ["Ned", "Mo"], first: 0)
        // 59 overs, 4 for 1, 7 short with nine wickets left: a draw, not "won by 6 runs".
        #expect((m.inn.runs, m.inn.wickets, m.inn.completedOvers) == (4, 1, 59))
        #expect(m.state.result?.text == "Match drawn")
        #expect(m.state.result?.winner == nil)
        #expect(m.board["status"]?.text == "Match drawn")
        // The league gives Riverside the better of it.
        try m.apply(.endMatch(reason: .draw, winner: "Riverside", parScore: nil))
        #expect(m.state.result?.text == "Match drawn: winning draw to Riverside")
    }

    @Test func aChaseThatGetsThereWins() throws {
        var m = try Self.declaredAt38Point2()
        try m.over("Mo", [Sheet.runs(4), Sheet.runs(6), Sheet.runs(1)])
        #expect(m.state.result?.text == "Hillcrest won by 10 wickets")
    }

    @Test func allOutShortStillLoses() throws {
        var m = try Self.declaredAt38Point2()
        try m.over("Mo", [Sheet.runs(2)] + Sheet.dots(5))
        for n in 0..<10 {
            if m.state.needsBowler { try m.bowler(m.inn.overLog.last?.bowlers == ["Mo"] ? "Ned" : "Mo") }
            try m.out(.bowled)
            if m.state.phase == .inPlay { try m.newBatter("In \(n)") }
        }
        #expect(m.state.result?.text == "Riverside won by 8 runs")
    }

    /// A timed game: no overs are set, the last hour is all that ends play, and a first
    /// innings still going then leaves a draw.
    @Test func theLastHourEndsATimedGame() throws {
        var m = try CricketMatch { $0.resultMode = .winDraw }
        try m.open()
        try m.maidens(10, from: ["Kofi", "Lena"], first: 0)
        try m.apply(.lastHour(minOvers: 2))
        try m.maidens(2, from: ["Kofi", "Lena"], first: 0)
        #expect(m.state.result?.text == "Match drawn")
    }

    @Test func theLastHourBelongsToAWinDrawGame() throws {
        var m = try CricketMatch { $0.oversPerInnings = 20 }
        try m.open()
        #expect(m.rejection(.lastHour(minOvers: 20)) == .lastHourNeedsWinDraw)
    }
}
