import Foundation
import Testing
@testable import Desk

/// The court's half of the wire: a call read and checked before anything is queued, the
/// newMatch record queued for it, and the messages a court sends back.
@Suite struct CourtWireCourtTests {
    static let call = #"{"court":3,"event":"MD","key":"7@3#12","match":"7","round":"R1","schemaVersion":1,"side1":"Sørensen \/ Lim","side2":"Ito \/ Kato"}"#

    static func problem(_ text: String, court: Int = 3) -> String? {
        do { _ = try CourtWire.call(Array(text.utf8), court: court) } catch { return error.sentence }
        return nil
    }

    @Test func aCallIsReadAndQueuedAsABadmintonMatch() throws {
        let call = try CourtWire.call(Array(Self.call.utf8), court: 3)
        #expect(call.match == "7" && call.key == "7@3#12" && call.side1 == "Sørensen / Lim")
        // The id names the match and the call's count, so a match called twice is two matches.
        #expect(CourtWire.matchId(for: call) == "desk-7-c12")
        #expect(String(decoding: CourtWire.newMatch(for: call), as: UTF8.self)
            == #"{"format":"bwf21","matchId":"desk-7-c12","sides":[{"name":"Sørensen \/ Lim"},{"name":"Ito \/ Kato"}],"sport":"badminton","type":"newMatch"}"#)
    }

    @Test func aCallThatIsNotForThisCourtOrNotTheDesksIsRefused() {
        #expect(Self.problem(Self.call, court: 4) == "A call on court 4's topic names court 3; nothing was queued.")
        #expect(Self.problem(Self.call.replacingOccurrences(of: "7@3#12", with: "7@4#12"))
            == "A call for court 3 names a match or key the desk does not make (match letters, digits, - or _; key match@court#n); nothing was queued.")
        #expect(Self.problem(Self.call.replacingOccurrences(of: #""match":"7""#, with: #""match":"..\/x""#))?.hasPrefix("A call for court 3 names a match") == true)
        #expect(Self.problem(Self.call.replacingOccurrences(of: #""side2":"Ito \/ Kato""#, with: #""side2":"""#))
            == "A call for court 3 has a side with no name, a name too long or a control character; nothing was queued.")
        #expect(Self.problem("not json") == "A call for court 3 is not accepted: the JSON is missing or not what a call holds; nothing was queued.")
        #expect(Self.problem(String(repeating: " ", count: 4097)) == "A call for court 3 is 4097 bytes, over the 4096 a call may be; nothing was queued.")
        #expect(Self.problem(Self.call.replacingOccurrences(of: #""schemaVersion":1"#, with: #""schemaVersion":2"#))
            == "A call for court 3 is schema version 2; this box reads version 1; nothing was queued.")
    }

    @Test func aWithdrawalIsReadAsOneAndCheckedLikeACall() throws {
        let bytes = CourtWire.withdrawal(match: "7", key: "7@3#12", court: 3)
        guard case .withdraw(let taken) = try CourtWire.command(bytes, court: 3) else {
            Issue.record("a withdrawal was not read as one")
            return
        }
        #expect(CourtWire.matchId(for: taken) == "desk-7-c12")
        #expect(try CourtWire.command(Array(Self.call.utf8), court: 3) == .call(try CourtWire.call(Array(Self.call.utf8), court: 3)))
        var said = ""
        do { _ = try CourtWire.command(bytes, court: 4) } catch { said = error.sentence }
        #expect(said == "A call on court 4's topic names court 3; nothing was queued.")
    }

    @Test func whatACourtSendsBackIsReadAsTheDesksActions() throws {
        let result = CourtWire.resultMessage(match: "7", key: "7@3#12", games: [GameScore(21, 15), GameScore(9, 4)], retiredWinner: 1)
        #expect(String(decoding: result, as: UTF8.self) == #"{"games":[[21,15],[9,4]],"key":"7@3#12","match":"7","retiredWinner":1,"schemaVersion":1}"#)
        #expect(try CourtWire.message(result, court: 3)
            == .result(match: "7", court: 3, key: "7@3#12", games: [GameScore(21, 15), GameScore(9, 4)], retiredWinner: 1))
        #expect(try CourtWire.message(CourtWire.startedMessage(match: "7", key: "7@3#12"), court: 3) == .start(match: "7", court: 3, key: "7@3#12"))
    }
}
