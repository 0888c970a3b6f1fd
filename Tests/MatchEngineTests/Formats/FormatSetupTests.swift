import Foundation
import Testing
@testable import MatchEngine

/// Named formats, fields beside them, set-ups that mix fields wrongly, and what is written.
@Suite("Club-format set-ups")
struct FormatSetupTests {
    static func setup(_ rules: String) throws(LineRejection) -> CricketSetup {
        try CricketDecoding.setup(from: Data(#"{"type":"newMatch","sport":"cricket","teams":[{"name":"A"},{"name":"B"}],"rules":\#(rules)}"#.utf8))
    }

    static func refusal(_ rules: String) -> String? {
        do {
            _ = try setup(rules)
            return nil
        } catch {
            return error.message
        }
    }

    @Test func aNamedFormatGivesItsFieldsAndAFieldBesideItWins() throws {
        let hundred = try Self.setup(#"{"format":"hundred"}"#).rules
        #expect(hundred == CricketFormats.rules(named: "hundred"))
        #expect((hundred.ballsPerOver, hundred.oversPerInnings, hundred.maxOversPerBowler) == (5, 20, 4))
        let sixes = try Self.setup(#"{"format":"u11-pairs","wicketCost":6,"oversPerInnings":20}"#).rules
        #expect((sixes.wicketCost, sixes.startingRuns, sixes.oversPerInnings) == (6, 200, 20))
        // A new innings length without a bowler's cap gets the Laws' default cap for it.
        #expect(sixes.maxOversPerBowler == 4)
        for name in CricketFormats.names { #expect(try Self.setup("{\"format\":\"\(name)\"}").rules == CricketFormats.rules(named: name)) }
    }

    @Test func wrongSetUpsAreRefusedNamingTheField() {
        #expect(Self.refusal(#"{"format":"u12-pairs"}"#)?.contains(#"Unknown format "u12-pairs": use one of "hundred""#) == true)
        let cases: [(String, String)] = [
            (#"{"oversPerPair":4}"#, "rules.oversPerPair needs rules.allOut false"),
            (#"{"oversPerPair":4,"allOut":false,"skins":false,"oversPerInnings":16,"maxConsecutiveOvers":0}"#, "rules.maxConsecutiveOvers must be from 1 to 10, not 0"),
            (#"{"skins":true}"#, "rules.skins needs rules.oversPerPair"),
            (#"{"resultMode":"winDraw","inningsPerSide":2}"#, "rules.resultMode \"winDraw\" is for one innings a side"),
            (#"{"resultMode":"winDraw","oversPerInnings":50}"#, "rules.oversPerInnings must be null in a win/draw game"),
            (#"{"resultMode":"winDraw","matchOvers":100}"#, "rules.matchOvers needs rules.maxFirstInningsOvers"),
            (#"{"resultMode":"winDraw","matchOvers":100,"maxFirstInningsOvers":100}"#, "rules.maxFirstInningsOvers must be less than rules.matchOvers"),
            (#"{"matchOvers":100,"maxFirstInningsOvers":50}"#, "rules.matchOvers and rules.maxFirstInningsOvers belong to a win/draw game"),
            (#"{"startingRuns":10000}"#, "rules.startingRuns must be from 0 to 9999, not 10000"),
            (#"{"wicketCost":100}"#, "rules.wicketCost must be from 0 to 99, not 100"),
            (#"{"oversPerEnd":11}"#, "rules.oversPerEnd must be from 1 to 10, not 11"),
        ]
        for (rules, expected) in cases {
            let message = Self.refusal(rules)
            #expect(message?.contains(expected) == true, "\(rules): \(message ?? "accepted")")
        }
        #expect(Self.refusal(#"{"rebowlExtras":"sometimes"}"#) != nil)
    }

    /// Under the Laws nothing new is written: a set-up and a state read back unchanged by a
    /// build without these fields, and one with them reads them back.
    @Test func defaultsAreNotWrittenAndFormatsRoundTrip() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let laws = try Self.setup(#"{"oversPerInnings":20}"#)
        let text = String(decoding: try encoder.encode(laws), as: UTF8.self)
        for key in ["maxConsecutiveOvers", "oversPerEnd", "progress", "startingRuns", "wicketCost", "allOut", "oversPerPair", "rebowlExtras", "resultMode", "matchOvers", "skins", "format"] {
            #expect(!text.contains("\"\(key)\""), "\(key) written for a match under the Laws")
        }
        var m = try CricketMatch(format: "u11-pairs")
        try m.open()
        try m.over("B1", [Sheet.out(.bowled), Sheet.runs(4)])
        let state = try encoder.encode(m.state)
        #expect(try JSONDecoder().decode(CricketState.self, from: state) == m.state)
        let plain = try CricketMatch { $0.oversPerInnings = 20 }
        let lawsState = String(decoding: try encoder.encode(plain.state), as: UTF8.self)
        #expect(!lawsState.contains("\"format\"") && !lawsState.contains("pendingWicketRuns"))
    }

    @Test func aSuperOverKeepsTheLawsInAPairsFormat() throws {
        // Indoor, tied after two innings of dots: the super over's batter is out for good.
        var m = try CricketMatch(format: "indoor") { $0.oversPerInnings = 1; $0.oversPerPair = 1; $0.maxOversPerBowler = 1 }
        for _ in 0..<2 {
            try m.open()
            try m.maidens(1, from: ["Kofi"], first: 0)
        }
        #expect(m.state.result?.tied == true)
        try m.apply(.superOver)
        try m.open("Asha", "Bilal")
        try m.over("Lena", [Sheet.out(.bowled)])
        #expect(m.striker == nil)
        #expect(m.inn.runs == 0, "no wicket cost in a super over")
    }
}
