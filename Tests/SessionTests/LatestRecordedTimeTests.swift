import MatchEngine
@testable import Session
import Store
import Testing

/// Where a resumed board's clock starts: the latest time the journal recorded. Lines that
/// cannot hold a time are passed over without decoding them (issue 42, ADR 060); the answer
/// must be the one a full decode of every line gives.
@Suite("Latest recorded time")
struct LatestRecordedTimeTests {
    static let newMatch = #"{"type":"newMatch","sport":"cricket","teams":[{"name":"A"},{"name":"B"}]}"#

    static func records(_ payloads: [String]) -> [JournalRecord] {
        payloads.enumerated().map { JournalRecord(seq: $0.offset + 1, at: nil, payload: Array($0.element.utf8)) }
    }

    @Test func linesWithoutAnAtKeyAreNotCandidates() {
        #expect(!SteadyTimeline.mayCarryTime(Array(#"{"type":"delivery","bat":4}"#.utf8)))
        #expect(!SteadyTimeline.mayCarryTime(Array(#"{"type":"bowler","name":"Batter at 3"}"#.utf8)))
        #expect(!SteadyTimeline.mayCarryTime([]))
        #expect(SteadyTimeline.mayCarryTime(Array(#"{"type":"delivery","at":"1970-01-02T00:00:10Z"}"#.utf8)))
        // The key spelt with an escape is still "at" to a JSON decoder: such a line is decoded.
        #expect(SteadyTimeline.mayCarryTime(Array(#"{"type":"delivery","\u0061t":"1970-01-02T00:00:10Z"}"#.utf8)))
        // A value "at" also makes a line a candidate (decoded, and found to have no time).
        #expect(SteadyTimeline.mayCarryTime(Array(#"{"type":"bowler","name":"at"}"#.utf8)))
    }

    @Test func theLatestTimeIsFoundBehindLinesWithoutOne() {
        // 1970-01-02T00:00:10Z is one day and ten seconds after the epoch: 86,400 + 10.
        let records = Self.records([
            Self.newMatch,
            #"{"type":"openers","striker":"S","nonStriker":"N"}"#,
            #"{"type":"bowler","name":"K","at":"1970-01-01T00:00:05Z"}"#,
            #"{"type":"delivery","bat":1,"at":"1970-01-02T00:00:10Z"}"#,
            #"{"type":"delivery","bat":2}"#,
            #"{"type":"delivery"}"#,
        ])
        #expect(SteadyTimeline.latestRecorded(records, sport: CricketSession.self) == 86_410)
    }

    @Test func anEscapedKeyIsStillRead() {
        // 1970-01-01T00:01:00Z is 60 seconds after the epoch.
        let records = Self.records([Self.newMatch, #"{"type":"delivery","bat":1,"\u0061t":"1970-01-01T00:01:00Z"}"#, #"{"type":"delivery"}"#])
        #expect(SteadyTimeline.latestRecorded(records, sport: CricketSession.self) == 60)
    }

    @Test func noTimeAnywhereIsNil() {
        let records = Self.records([Self.newMatch] + Array(repeating: #"{"type":"delivery","bat":1}"#, count: 50))
        #expect(SteadyTimeline.latestRecorded(records, sport: CricketSession.self) == nil)
    }
}
