import Foundation
import Testing
@testable import MatchEngine

/// Each field code taken, refused, cleared; unknown codes kept and bounded (issue 18).
@Suite struct FeedStateTests {
    /// One write for every code the board knows, the value each should keep worked out by
    /// hand: as sent, trimmed of the spaces around it.
    static let everyCode: [(write: String, code: FeedCode, kept: String)] = [
        ("COV. 1 2 . 4 wd .", .currentOver, ". 1 2 . 4 wd ."),
        ("OVB31.2", .oversBowled, "31.2"),
        ("OVR18.4", .oversRemaining, "18.4"),
        ("RRQ123", .runsRequired, "123"),
        ("RRR2.45", .requiredRate, "2.45"),
        ("CRR5.10", .currentRate, "5.10"),
        ("BTT198", .target, "198"),
        ("BTNAston on Trent 1st XI", .battingTeam, "Aston on Trent 1st XI"),
        ("BTS5/245 & 0/10", .battingScore, "5/245 & 0/10"),
        ("FTNHillcrest CC", .fieldingTeam, "Hillcrest CC"),
        ("FTS197", .fieldingScore, "197"),
        ("B1NJ Smith", .batter1Name, "J Smith"),
        ("B1S45", .batter1Runs, "45"),
        ("B1B60", .batter1Balls, "60"),
        ("B1K1", .batter1OnStrike, "1"),
        ("B2N R Patel ", .batter2Name, "R Patel"),
        ("B2S12", .batter2Runs, "12"),
        ("B2B20", .batter2Balls, "20"),
        ("B2K0", .batter2OnStrike, "0"),
        ("F1NT Brown", .bowlerName, "T Brown"),
        ("F1S0/6 (1.2)", .bowlerFigures, "0/6 (1.2)"),
        ("F2NK Ahmed", .previousBowlerName, "K Ahmed"),
        ("F2S2/25 (7)", .previousBowlerFigures, "2/25 (7)"),
        ("LWK60", .lastWicketScore, "60"),
        ("LWNA Batter", .lastWicketName, "A Batter"),
        ("LWS50 (40)", .lastWicketBatter, "50 (40)"),
        ("LWDc", .lastWicketHowOut, "c"),
    ]

    @Test func everyKnownCodeIsDecodedAndApplied() {
        #expect(Set(Self.everyCode.map(\.code)) == Set(FeedCode.allCases), "a code without a test")
        var state = FeedState()
        for (write, code, kept) in Self.everyCode {
            let outcome = FeedWrites.apply([write], to: &state)
            #expect(outcome == [.applied], "\(write)")
            #expect(state[code] == kept, "\(write)")
        }
        #expect(state.values.count == FeedCode.allCases.count)
        #expect(state.unknown.isEmpty)
    }

    @Test func theOtherShapesEachKindTakes() {
        let taken: [(String, FeedCode, String)] = [
            ("OVB5", .oversBowled, "5"),
            ("OVR0", .oversRemaining, "0"),
            ("CRR6", .currentRate, "6"),
            ("RRR12.5", .requiredRate, "12.5"),
            ("BTS245/5", .battingScore, "245/5"),
            ("BTS245/5d & 120/3", .battingScore, "245/5d & 120/3"),
            ("BTS325 & 210/4d & 5/45 & 0/0", .battingScore, "325 & 210/4d & 5/45 & 0/0"),
            ("FTS 197 ", .fieldingScore, "197"),
            ("F1S0/6", .bowlerFigures, "0/6"),
            ("F2S1-24 (4)", .previousBowlerFigures, "1-24 (4)"),
            ("LWS50", .lastWicketBatter, "50"),
            ("LWS50* (40)", .lastWicketBatter, "50*"+" (40)"),
            ("LWDc & b", .lastWicketHowOut, "c & b"),
            ("COV1wd 2nb 4lb W 1W ?", .currentOver, "1wd 2nb 4lb W 1W ?"),
            ("B1S9999", .batter1Runs, "9999"),
        ]
        for (write, code, kept) in taken {
            var state = FeedState()
            #expect(FeedWrites.apply([write], to: &state) == [.applied], "\(write)")
            #expect(state[code] == kept, "\(write)")
        }
    }

    @Test func eachKindRefusesAMalformedValueNamingTheCode() {
        let cases: [(String, String)] = [
            ("RRQ12a", #"RRQ "12a": a count is a whole number from 0 to 9999, such as 123"#),
            ("B1S12345", #"B1S "12345": a count is a whole number from 0 to 9999, such as 123"#),
            ("LWK-3", #"LWK "-3": a count is a whole number from 0 to 9999, such as 123"#),
            ("OVB31.2.1", #"OVB "31.2.1": overs are whole overs and a ball, such as 31.2, or whole overs such as 5"#),
            ("OVR.4", #"OVR ".4": overs are whole overs and a ball, such as 31.2, or whole overs such as 5"#),
            ("CRR5.101", #"CRR "5.101": a rate is runs per over, such as 5.10"#),
            ("RRR-", #"RRR "-": a rate is runs per over, such as 5.10"#),
            ("BTS12x", #"BTS "12x": a score is runs and wickets such as 245/5 or 5/245, innings joined by " & ""#),
            ("BTS245/5&0/10", #"BTS "245/5&0/10": a score is runs and wickets such as 245/5 or 5/245, innings joined by " & ""#),
            ("FTS1 & 2 & 3 & 4 & 5", #"FTS "1 & 2 & 3 & 4 & 5": a score is runs and wickets such as 245/5 or 5/245, innings joined by " & ""#),
            ("B1K2", #"B1K "2": on strike is 1 (yes) or 0 (no)"#),
            ("B2Kyes", #"B2K "yes": on strike is 1 (yes) or 0 (no)"#),
            ("F1S0/6 (1.2", #"F1S "0/6 (1.2": figures are wickets/runs and overs, such as 0/6 (1.2)"#),
            ("F2S6", #"F2S "6": figures are wickets/runs and overs, such as 0/6 (1.2)"#),
            ("LWS50 (40", #"LWS "50 (40": a batter's score is runs and balls such as 50 (40), or runs such as 50"#),
            ("LWDcaught behind keeper", #"LWD "caught behind keeper": how out is a short code such as b, lbw, c or ro (at most 16 characters)"#),
            ("COV1234567", #"COV "1234567": the over is its balls separated by spaces, such as . 1 4 wd W (at most 24 balls of 6 characters)"#),
            // 25 balls, shown shortened to 24 characters in the log line.
            ("COV" + Array(repeating: "1", count: 25).joined(separator: " "),
             #"COV "1 1 1 1 1 1 1 1 1 1 1 1 …": the over is its balls separated by spaces, such as . 1 4 wd W (at most 24 balls of 6 characters)"#),
        ]
        for (write, message) in cases {
            let refusal = FeedWrites.refusal(write)
            #expect(refusal?.message == message, "\(write)")
            #expect(refusal?.code == String(write.prefix(3)), "\(write)")
        }
    }

    @Test func aRefusedWriteLeavesTheStateAsItWas() {
        var state = FeedWrites.state(["BTS245/5", "BTNRiverside", "XYZkept"])
        let before = state
        let outcomes = FeedWrites.apply(["BTS12x", "B1K2", "BTN\(String(repeating: "a", count: 65))"], to: &state)
        #expect(outcomes.allSatisfy { if case .refused = $0 { true } else { false } })
        #expect(state == before)
        // A write built in code goes through the same checks as one off the radio.
        #expect(state.apply(FeedWrite(code: "BTN", value: "A\u{1B}B")) == .refused(FeedRefusal(
            code: "BTN", "BTN: the value has a control character: a value is one line of plain text")))
        #expect(state.apply(FeedWrite(code: "bt", value: "1")) == .refused(FeedRefusal(
            code: nil, "the write does not start with a field code: three capital letters or digits, such as BTS")))
        #expect(state == before)
    }

    @Test func anEmptyValueOrASpaceClearsTheField() {
        var state = FeedWrites.state(["RRQ123", "RRR2.45", "BTNRiverside"])
        #expect(FeedWrites.apply(["RRQ ", "RRR", "BTN   "], to: &state) == [.cleared, .cleared, .cleared])
        #expect(state[.runsRequired] == nil)
        #expect(state[.requiredRate] == nil)
        #expect(state[.battingTeam] == nil)
        #expect(state.isEmpty)
        // Clearing a field that has no value changes nothing.
        #expect(FeedWrites.apply(["RRQ "], to: &state) == [.unchanged])
    }

    @Test func theSameValueAgainIsUnchanged() {
        var state = FeedState()
        #expect(FeedWrites.apply(["BTS245/5", "BTS245/5", "BTS 245/5", "BTS246/5"], to: &state) == [.applied, .unchanged, .unchanged, .applied])
        #expect(state[.battingScore] == "246/5")
    }

    @Test func anUnknownCodeIsKeptAndIgnoredByTheBoard() {
        var state = FeedState()
        #expect(FeedWrites.apply(["XYZhello", "XYZhello", "Q12 x ", "XYZ "], to: &state) == [.unknownKept, .unchanged, .unknownKept, .cleared])
        #expect(state.unknown == ["Q12": "x"])
        #expect(state.values.isEmpty)
        #expect(!state.isEmpty)
        // Nothing known: the board is the connected board, not a banner.
        #expect(state.scoreboard(link: .live).layout == .idle)
        // An unknown value is kept only up to 64 characters.
        FeedWrites.apply(["ZZZ" + String(repeating: "b", count: 100)], to: &state)
        #expect(state.unknown["ZZZ"] == String(repeating: "b", count: 64))
        // Cut at 64 inside a run of spaces, the value is trimmed again: read back, it is the same.
        FeedWrites.apply(["ZZY" + String(repeating: "c", count: 62) + "    d"], to: &state)
        #expect(state.unknown["ZZY"] == String(repeating: "c", count: 62))
    }

    @Test func atMost32UnknownCodesAreKept() {
        var state = FeedState()
        let codes = (0..<32).map { "U" + ($0 < 10 ? "0" : "") + "\($0)" }
        #expect(FeedWrites.apply(codes.map { $0 + "v" }, to: &state) == Array(repeating: .unknownKept, count: 32))
        let before = state
        #expect(FeedWrites.refusal(Array("U32v".utf8), into: state)?.message == "U32: an unknown code, not kept: 32 unknown codes are kept already")
        #expect(FeedWrites.apply(["U32v"], to: &state).first != .unknownKept)
        #expect(state == before)
        // One already kept may still change, and a known code is always taken.
        #expect(FeedWrites.apply(["U05w", "BTS1/0"], to: &state) == [.unknownKept, .applied])
        #expect(state.unknown.count == 32)
        #expect(state.unknown["U05"] == "w")
    }

    @Test func aStateReadBackKeepsOnlyWhatAWriteCouldHavePut() throws {
        let state = FeedWrites.state(Self.everyCode.map(\.write) + ["XYZkept"])
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(FeedState.self, from: data) == state)
        let tampered = #"{"values":{"BTS":"12x","BTN":"Riverside","B1K":"7","RRQ":" "},"unknown":{"XYZ":"kept","bts":"1"}}"#
        let read = try JSONDecoder().decode(FeedState.self, from: Data(tampered.utf8))
        #expect(read.values == ["BTN": "Riverside"])
        #expect(read.unknown == ["XYZ": "kept"])
    }
}
