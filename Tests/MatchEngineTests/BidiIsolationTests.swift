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

    /// The scorecard's, the pad's and the match summary's joins isolate their names too (the
    /// web pages and the portal show these lines): written out by hand, marks where a name is.
    @Test func scorecardPadAndSummaryLinesIsolateTheirNames() {
        let u = Self.fsi + Self.urdu + Self.pdi
        #expect(CricketMessages.fallOfWicket(1, runs: 23, batter: Self.urdu, overs: "3.4") == "1-23 (" + u + ", 3.4 ov)")
        #expect(CricketMessages.partnershipLine(2, runs: 45, balls: 32, batters: [Self.urdu, "Asha"], unbroken: true)
            == "2nd wkt: 45* (32) " + u + " & Asha")
        #expect(PadMessages.scoreLine(Self.urdu, "10/0", "1.3") == u + " 10/0 (1.3 ov)")
        #expect(MatchSummaryMessages.cricket(team: Self.urdu, score: "142/6", overs: "18.2") == u + " 142/6 (18.2)")
        #expect(MatchSummaryMessages.badminton(left: Self.urdu, right: "Lee", games: ("1", "0"), points: ("11", "7"))
            == u + " 1-0 Lee (11-7)")
        // Latin names: the same text as before the marks existed.
        #expect(CricketMessages.fallOfWicket(1, runs: 23, batter: "RG Sharma", overs: "3.4") == "1-23 (RG Sharma, 3.4 ov)")
        #expect(PadMessages.scoreLine("Riverside", "10/0", "1.3") == "Riverside 10/0 (1.3 ov)")
    }

    /// A web page turns the marks into `<bdi>`: each isolated name a run without its marks.
    @Test func runsCutTheTextAtTheMarks() {
        typealias Run = BidiIsolation.Run
        #expect(BidiIsolation.runs(Self.fsi + Self.urdu + Self.pdi + " 1.0-0-19-1")
            == [Run(Self.urdu, isolated: true), Run(" 1.0-0-19-1", isolated: false)])
        #expect(BidiIsolation.runs("Last wkt: " + Self.fsi + "علی" + Self.pdi + " c " + Self.fsi + Self.urdu + Self.pdi + " 4 (2), 30/1")
            == [Run("Last wkt: ", isolated: false), Run("علی", isolated: true), Run(" c ", isolated: false),
                Run(Self.urdu, isolated: true), Run(" 4 (2), 30/1", isolated: false)])
        #expect(BidiIsolation.runs("K. Rabada 3.0-0-21-1") == [Run("K. Rabada 3.0-0-21-1", isolated: false)])
        #expect(BidiIsolation.runs("").isEmpty)
        // A name typed with an isolate of its own keeps it inside its run.
        let lri = "\u{2066}"
        #expect(BidiIsolation.runs(Self.fsi + "ab" + lri + "cd" + Self.pdi + "e" + Self.pdi + " 5")
            == [Run("ab" + lri + "cd" + Self.pdi + "e", isolated: true), Run(" 5", isolated: false)])
        // A mark without its partner stays where it was: nothing of the text is lost.
        #expect(BidiIsolation.runs("x " + Self.fsi + Self.urdu) == [Run("x " + Self.fsi + Self.urdu, isolated: false)])
    }
}
