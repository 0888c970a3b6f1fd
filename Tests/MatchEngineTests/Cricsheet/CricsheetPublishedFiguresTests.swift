import Testing
@testable import MatchEngine

/// Scorecard figures published in match reports (quoted in the data README), so the scoring
/// conventions themselves are checked against the real scorecards, not only against the data.
@Suite("Cricsheet IPL against published scorecards")
struct CricsheetPublishedFiguresTests {
    static func finalState(_ file: String) throws -> CricketState {
        let report = try CricsheetReplayer.replay(file)
        #expect(report.failures.isEmpty, "\(report.failures)")
        return try #require(report.finalState)
    }

    /// "57 (31)": runs and balls faced.
    static func batter(_ inn: Innings, _ name: String) -> String? {
        inn.batters.first { $0.name == name }.map { "\($0.runs) (\($0.balls))" }
    }

    /// "4-0-49-3": overs, maidens, runs, wickets.
    static func bowler(_ inn: Innings, _ name: String) -> String? {
        inn.bowlers.first { $0.name == name }.map { b in
            let overs = b.legalBalls % 6 == 0 ? "\(b.legalBalls / 6)" : "\(b.legalBalls / 6).\(b.legalBalls % 6)"
            return "\(overs)-\(CricketFormat.maidens(name, inn))-\(b.runs)-\(b.wickets)"
        }
    }

    @Test("CSK v LSG, 3 Apr 2023 (1359480)")
    func cskLsg2023() throws {
        let s = try Self.finalState("1359480.json")
        let csk = s.innings[0], lsg = s.innings[1]
        #expect("\(csk.runs)/\(csk.wickets)" == "217/7")
        #expect(csk.extras.byes == 4 && csk.extras.legByes == 4)
        #expect(Self.bowler(csk, "MA Wood") == "4-0-49-3")
        #expect(Self.bowler(csk, "Ravi Bishnoi")?.hasSuffix("-28-3") == true)
        #expect(Self.bowler(lsg, "TU Deshpande") == "4-0-45-2")
        #expect(Self.bowler(lsg, "MM Ali")?.hasSuffix("-26-4") == true)
        #expect(Self.batter(csk, "RD Gaikwad") == "57 (31)")
        #expect(Self.batter(csk, "DP Conway") == "47 (29)")
    }

    @Test("MI v KXIP, 18 Oct 2020, two super overs (1216517)")
    func miKxip2020() throws {
        let s = try Self.finalState("1216517.json")
        let scores = s.innings.map { "\($0.runs)/\($0.wickets)" }
        #expect(scores == ["176/6", "176/6", "5/2", "5/1", "11/1", "15/0"])
        #expect(s.innings[5].legalBalls == 4)
        #expect(Self.batter(s.innings[0], "Q de Kock") == "53 (43)")
        #expect(Self.batter(s.innings[1], "KL Rahul") == "77 (51)")
        #expect(Self.bowler(s.innings[1], "JJ Bumrah") == "4-0-24-3")
        let jordan = try #require(s.innings[4].bowlers.first { $0.name == "CJ Jordan" })
        #expect(jordan.runs == 11 && jordan.wides == 2)
        #expect(s.result?.winner == "Kings XI Punjab")
    }

    @Test("RR v LSG, 10 Apr 2022, a retired-out batter (1304066)")
    func rrLsg2022() throws {
        let s = try Self.finalState("1304066.json")
        #expect("\(s.innings[0].runs)/\(s.innings[0].wickets)" == "165/6")
        #expect("\(s.innings[1].runs)/\(s.innings[1].wickets)" == "162/8")
        #expect(Self.batter(s.innings[0], "SO Hetmyer") == "59 (36)")
        #expect(Self.bowler(s.innings[1], "YS Chahal")?.hasSuffix("-41-4") == true)
        #expect(Self.batter(s.innings[1], "MP Stoinis") == "38 (17)")
        #expect(s.result?.text.contains("won by 3 runs") == true)
    }
}
