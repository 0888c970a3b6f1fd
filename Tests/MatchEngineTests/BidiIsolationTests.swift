import Testing
@testable import MatchEngine

/// Names in right-to-left scripts set apart from the figures the display builder writes after
/// them (ADR 041), so every surface's bidi keeps the figures in order; other names unchanged.
@Suite struct BidiIsolationTests {
    static let urdu = "محمد رضوان"
    static let fsi = "\u{2068}", pdi = "\u{2069}"

    @Test func onlyRightToLeftNamesAreIsolated() {
        #expect(BidiIsolation.name(Self.urdu) == Self.fsi + Self.urdu + Self.pdi)
        #expect(BidiIsolation.name("יוסי") == Self.fsi + "יוסי" + Self.pdi)
        for name in ["K. Rabada", "विराट कोहली", "সাকিব আল হাসান", "林丹", "รัชนก อินทนนท์", "Ñuñoa", ""] {
            #expect(BidiIsolation.name(name) == name)
        }
    }

    /// The acceptance pass's bowler: his line in logical order, name isolated, figures after.
    @Test func bannerIsolatesTheBowlerFromHisFigures() throws {
        var m = try CricketMatch()
        try m.open("Asha", "Bilal")
        try m.bowler(Self.urdu)
        for bat in [4, 6] { try m.ball(bat: bat) }
        try m.out(.caught, fielder: "林丹")
        try m.newBatter("Cara")
        for bat in [4, 2] { try m.ball(bat: bat) }
        let board = m.board
        let bowler = board.fields.first { $0.key == "bowler" }
        #expect(bowler?.text == Self.fsi + Self.urdu + Self.pdi + " 0.5-0-16-1")
        #expect(bowler?.compact == "0.5-0-16-1")
        let lastWicket = board.fields.first { $0.key == "lastWicket" }?.text ?? ""
        #expect(lastWicket.contains("c 林丹 b " + Self.fsi + Self.urdu + Self.pdi + " 10 (3)"))
    }

    /// A server's name already carries its marks; the pair does not wrap it again.
    @Test func badmintonPairIsolatesEachNameOnce() {
        let line = BadmintonMessages.pair(BadmintonMessages.serving(Self.urdu), "علی")
        #expect(line == Self.fsi + Self.urdu + Self.pdi + "* / " + Self.fsi + "علی" + Self.pdi)
    }

    @Test func latinBoardTextIsUnchanged() {
        #expect(CricketMessages.bowlerLine("K. Rabada", "3.0-0-21-1") == "K. Rabada 3.0-0-21-1")
        #expect(CricketMessages.batterLine("R. Sharma", onStrike: true, runs: 45, balls: 32) == "R. Sharma* 45 (32)")
    }

    /// The 80-column scorecard pads by terminal columns: the marks take none.
    @Test func scorecardTextPadsWithoutCountingTheMarks() {
        let urdu = "b " + BidiIsolation.name(Self.urdu)
        let latin = "b " + "Mohammad R"
        #expect(ScorecardText.columns(urdu) == ScorecardText.columns(latin))
        #expect(ScorecardText.left(urdu, 20).count == ScorecardText.left(latin, 20).count + 2)
    }
}
