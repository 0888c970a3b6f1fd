import Testing
@testable import Desk

/// The desk's MQTT messages as bytes. The expected JSON is written out by hand from the
/// field list in docs/desk.md (keys sorted, as the encoder is told to).
@Suite struct CourtWireTests {
    static func calledDay() throws -> DeskDay {
        var day = DeskDay(courts: 6)
        try day.apply(.add(matches: [DeskMatch(
            number: "7", event: "MD", round: "R1", scheduled: "10:00",
            side1: DeskSide(player: "Sørensen", partner: "Lim", club: "BK"), side2: DeskSide(player: "Ito", partner: "Kato", club: "TK"))]))
        try day.apply(.call(match: "7", court: 3))
        return day
    }

    @Test func aCalledMatchIsACommand() throws {
        let day = try Self.calledDay()
        let bytes = try #require(day.match("7").flatMap(CourtWire.call))
        #expect(String(decoding: bytes, as: UTF8.self)
            == #"{"court":3,"event":"MD","key":"7@3#1","match":"7","round":"R1","schemaVersion":1,"side1":"Sørensen \/ Lim","side2":"Ito \/ Kato"}"#)
        var waiting = try #require(day.match("7"))
        waiting.state = .waiting
        #expect(CourtWire.call(waiting) == nil)
    }

    @Test func aCourtThatDoesNotExistIsRefused() throws {
        #expect(try CourtWire.court("3", courts: 6) == 3)
        for bad in ["7", "0", "03x", "", "+", "1/board", "9999"] {
            #expect(throws: CourtWire.Problem.self) { try CourtWire.court(bad, courts: 6) }
        }
        #expect(throws: CourtWire.Problem(sentence: "Court \"7\" does not exist: this hall has courts 1 to 6; the message was ignored.")) {
            try CourtWire.court("7", courts: 6)
        }
    }

    @Test func aResultMessageIsTheDesksAction() throws {
        let json = #"{"schemaVersion":1,"match":"7","key":"7@3#1","games":[[21,15],[18,21],[21,19]]}"#
        let action = try CourtWire.result(Array(json.utf8), court: 3)
        #expect(action == .result(match: "7", court: 3, key: "7@3#1", games: [GameScore(21, 15), GameScore(18, 21), GameScore(21, 19)], retiredWinner: nil))
        var day = try Self.calledDay()
        try day.apply(action)
        #expect(day.match("7")?.state == .finished(court: 3, games: [GameScore(21, 15), GameScore(18, 21), GameScore(21, 19)], key: "7@3#1"))
        // The same message again (a retry after the broker came back) is refused by the day.
        let before = day
        #expect(throws: DeskRefusal.replayed("7", court: 3)) { try day.apply(try CourtWire.result(Array(json.utf8), court: 3)) }
        #expect(day == before)
    }

    @Test func aBadResultMessageIsRefusedWithTheField() {
        func sentence(_ json: String) -> String? {
            do { _ = try CourtWire.result(Array(json.utf8), court: 2); return nil } catch { return error.sentence }
        }
        #expect(sentence(#"{"schemaVersion":1,"match":"7","games":[[21,15],[21,1]]}"#)
            == "The result from court 2 is not accepted: key is missing or not what a result holds (match, key, games as [[21,15],…], retiredWinner 1 or 2).")
        #expect(sentence(#"{"schemaVersion":1,"match":"7","key":"k","games":[[21,"x"]]}"#)
            == "The result from court 2 is not accepted: games.1.2 is missing or not what a result holds (match, key, games as [[21,15],…], retiredWinner 1 or 2).")
        #expect(sentence(#"{"schemaVersion":1,"match":"7","key":"k","games":[[21,15,3]]}"#)
            == "The result from court 2 is not accepted: game 1 is not two numbers ([21,15]).")
        #expect(sentence(#"{"schemaVersion":2,"match":"7","key":"k","games":[]}"#)
            == "The result from court 2 is schema version 2; this desk reads version 1.")
        let big = String(repeating: " ", count: 4097)
        #expect(sentence(big) == "The result from court 2 is 4097 bytes, over the 4096 a result may be; ignored.")
        #expect(sentence("not json") != nil)
    }
}
