import Foundation
import MatchEngine
import Testing

/// Times a person types or imports (ADR 044): in range or refused with a sentence, and the
/// journal line's steady time and sync flag written and read back by the engine's own coder.
@Suite struct TimestampRangeTests {
    @Test(arguments: [
        "1970-01-01T00:00:00Z", "2099-12-31T23:59:59Z", "2024-02-29T12:00:00Z", "2026-11-25T14:00:00+14:00",
        "2026-11-25T14:00:00-12:00", "2026-11-25T14:00:00.250+05:30", "2016-12-31T23:59:60Z",
    ])
    func timesInRangeAreAccepted(_ text: String) {
        #expect(Timestamp.rangeProblem(text) == nil)
    }

    @Test(arguments: [
        "1969-12-31T23:59:59Z", "2100-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "2026-11-25T14:00:00+99:99",
        "2026-11-25T14:00:00+14:01", "2026-11-25T14:00:00-12:01", "2026-11-25T14:00:00+05:60", "2025-02-29T12:00:00Z",
        "2026-04-31T12:00:00Z",
    ])
    func timesOutOfRangeAreRefusedNamingTheField(_ text: String) {
        #expect(Timestamp.rangeProblem(text, field: "at")
            == "\"at\" is \"\(text)\": a time is accepted from 1970-01-01 to 2099-12-31, on a day the month has, with an offset from -12:00 to +14:00.")
    }

    @Test func notATimeIsStillSaidSo() {
        #expect(Timestamp.rangeProblem("tea") == CommonMessages.badTime("tea"))
    }

    @Test func theSteadyTimeAndSyncFlagGoAfterAtAndComeBack() throws {
        guard let wall = Timestamp("1970-01-01T01:00:00Z") else { Issue.record("not a time"); return }
        let stamped = Timestamp(wall, steady: 1_795_000_000, synced: false)
        let line = MatchAction.badminton(.point(.a)).line(at: stamped)
        #expect(String(decoding: line, as: UTF8.self) == #"{"type":"point","side":"A","at":"1970-01-01T01:00:00Z","steady":1795000000,"synced":false}"#)
        let decoded = try BadmintonSession.decode(line: line).at
        // Durations use the steady time, not 1970's 3,600 seconds.
        #expect(decoded?.seconds == 1_795_000_000)
        #expect(decoded?.text == "1970-01-01T01:00:00Z")
        #expect(decoded?.unsynced == true)
        let synced = MatchAction.cricket(.endOver).line(at: Timestamp(wall, steady: 7, synced: true))
        #expect(String(decoding: synced, as: UTF8.self).hasSuffix(#""at":"1970-01-01T01:00:00Z","steady":7}"#))
        #expect(try CricketSession.decode(line: synced).at?.seconds == 7)
    }

    @Test func aSteadyTimeOutOfRangeIsRefused() {
        #expect(throws: LineRejection.self) {
            try BadmintonSession.decode(line: Data(#"{"type":"point","side":"A","at":"2026-11-25T14:00:00Z","steady":-1}"#.utf8))
        }
    }
}
