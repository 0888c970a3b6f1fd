import Foundation
import Store
import StoreTesting
import Testing
@testable import Desk

/// The desk at work (`DeskOffice`): a call goes out only once recorded, a court's message is
/// recorded once whatever the retries, and every refusal leaves the journal's bytes as they were.
/// The day is docs/examples/desk-matches.csv (matches 1 to 6) on a hall of 4 courts.
@Suite struct DeskOfficeTests {
    static func office() throws -> (DeskOffice, SimulatedDisk, Sent) {
        let disk = try DeskJournalTests.disk()
        let office = DeskOffice(journal: try DeskJournal.open(DeskJournalTests.path, courts: 4, files: disk))
        try office.importCSV(DeskJournalTests.example(), at: nil)
        let sent = Sent()
        office.send = { court, bytes in sent.items.append((court, String(decoding: bytes, as: UTF8.self))) }
        return (office, disk, sent)
    }

    final class Sent { var items: [(Int, String)] = [] }

    @Test func aCallIsRecordedThenSentToItsCourt() throws {
        let (office, disk, sent) = try Self.office()
        try office.call("3", court: 2, at: "2026-11-29T09:30:00Z")
        // By hand: the day's first call, so key 3@2#1; the sides as the CSV names the pairs.
        #expect(sent.items.count == 1)
        #expect(sent.items.first?.0 == 2)
        #expect(sent.items.first?.1 == #"{"court":2,"event":"MD","key":"3@2#1","match":"3","round":"Round 1","schemaVersion":1,"side1":"Kasper Lund \/ Emil Brandt","side2":"Chen Yu-ting \/ Lin Po-han"}"#)
        #expect(try String(decoding: disk.read(DeskJournalTests.path) ?? [], as: UTF8.self).contains(#"{"call":{"court":2,"match":"3"}}"#))
    }

    @Test func aRefusedCallSendsNothingAndWritesNothing() throws {
        let (office, disk, sent) = try Self.office()
        let before = try disk.read(DeskJournalTests.path)
        #expect(throws: DeskJournal.Problem.self) { try office.call("3", court: 9, at: nil) }
        #expect(sent.items.isEmpty)
        #expect(try disk.read(DeskJournalTests.path) == before)
    }

    @Test func aResultIsRecordedOnceWhateverTheRetries() throws {
        let (office, disk, _) = try Self.office()
        try office.call("1", court: 1, at: nil)
        let result = CourtWire.resultMessage(match: "1", key: "1@1#1", games: [GameScore(21, 15), GameScore(18, 21), GameScore(22, 20)], retiredWinner: nil)
        #expect(office.heard(court: "1", CourtWire.startedMessage(match: "1", key: "1@1#1"), at: nil) == .recorded("Match 1 started on court 1."))
        #expect(office.day.match("1")?.state == .onCourt(court: 1, key: "1@1#1"))
        #expect(office.heard(court: "1", result, at: nil) == .recorded("Match 1 finished on court 1: 21-15 18-21 22-20."))
        let after = try disk.read(DeskJournalTests.path)
        // The same bytes again (a court's retry, a retained copy): refused, nothing written.
        #expect(office.heard(court: "1", result, at: nil) == .repeated("Match 1's result from court 1 is already recorded; this copy changes nothing."))
        // A start after the result (a late copy of the start) changes nothing either.
        if case .recorded = office.heard(court: "1", CourtWire.startedMessage(match: "1", key: "1@1#1"), at: nil) { Issue.record("a late start was recorded") }
        #expect(try disk.read(DeskJournalTests.path) == after)
        #expect(office.day.match("1")?.state == .finished(court: 1, games: [GameScore(21, 15), GameScore(18, 21), GameScore(22, 20)], key: "1@1#1"))
    }

    @Test func aMessageFromACourtTheHallLacksOrWithAForgedKeyIsRefused() throws {
        let (office, disk, _) = try Self.office()
        try office.call("1", court: 1, at: nil)
        let before = try disk.read(DeskJournalTests.path)
        let forged = CourtWire.resultMessage(match: "1", key: "1@1#7", games: [GameScore(21, 0), GameScore(21, 0)], retiredWinner: nil)
        #expect(office.heard(court: "9", forged, at: nil)
            == .refused("Court \"9\" does not exist: this hall has courts 1 to 4; the message was ignored."))
        #expect(office.heard(court: "1", forged, at: nil)
            == .refused("The message for match 1 from court 1 carries a key this desk did not issue for it; refused."))
        // Court 2's credential can write only court 2's topics: a result for court 1's match there.
        let right = CourtWire.resultMessage(match: "1", key: "1@1#1", games: [GameScore(21, 0), GameScore(21, 0)], retiredWinner: nil)
        #expect(office.heard(court: "2", right, at: nil) == .refused("Match 1 is not on court 2 (it is called to court 1); nothing changed."))
        #expect(try disk.read(DeskJournalTests.path) == before)
    }

    @Test func aCallTakenBackIsWithdrawnFromItsCourt() throws {
        let (office, _, sent) = try Self.office()
        try office.call("5", court: 4, at: nil)
        sent.items.removeAll()
        try office.uncall("5", at: nil)
        // By hand: the first call's key, on court 4's topic.
        #expect(sent.items.count == 1 && sent.items.first?.0 == 4)
        #expect(sent.items.first?.1 == #"{"court":4,"key":"5@4#1","match":"5","schemaVersion":1,"withdrawn":true}"#)
        #expect(office.day.match("5")?.state == .waiting)
        // A match not called is refused, and nothing is sent.
        sent.items.removeAll()
        #expect(throws: DeskJournal.Problem.self) { try office.uncall("5", at: nil) }
        #expect(sent.items.isEmpty)
    }

    @Test func callsStandingAreSentAgainAndOnlyThose() throws {
        let (office, _, sent) = try Self.office()
        try office.call("1", court: 1, at: nil)
        try office.call("2", court: 2, at: nil)
        _ = office.heard(court: "1", CourtWire.resultMessage(match: "1", key: "1@1#1", games: [GameScore(21, 3), GameScore(21, 4)], retiredWinner: nil), at: nil)
        sent.items.removeAll()
        office.resendCalls()
        // Match 1 is finished; match 2 is still called to court 2 with the day's second key.
        #expect(sent.items.map(\.0) == [2])
        #expect(sent.items.first?.1.contains(#""key":"2@2#2""#) == true)
    }

    @Test func aCorrectionTypedAtTheDeskIsCheckedLikeAResult() throws {
        let (office, _, _) = try Self.office()
        try office.call("1", court: 1, at: nil)
        _ = office.heard(court: "1", CourtWire.resultMessage(match: "1", key: "1@1#1", games: [GameScore(21, 3), GameScore(21, 4)], retiredWinner: nil), at: nil)
        try office.correct("1", scores: "21-13 19-21 21-17", at: nil)
        #expect(office.day.match("1")?.state == .finished(court: 1, games: [GameScore(21, 13), GameScore(19, 21), GameScore(21, 17)], key: "1@1#1"))
        var said = ""
        do { try office.correct("1", scores: "21:13", at: nil) } catch { said = error.sentence }
        #expect(said == "The games for match 1 are not accepted: \"21:13\" is not a result; write each game as side 1's points, -, side 2's (21-15), games separated by spaces.")
        do { try office.correct("1", scores: "21-20 21-3", at: nil) } catch { said = error.sentence }
        #expect(said == "The games for match 1 are not accepted: 21-20 is not a finished game to 21 (2 clear, at most 30-29).")
    }
}
