import Foundation
import MatchEngine
import Session
@testable import Store
import Testing

/// A clock whose wall time and steady time a test moves apart, and which says whether it is
/// synchronised: a Pi's clock, set by NTP minutes into a match (ADR 044).
final class SteppedClock: WallClock, @unchecked Sendable {
    private let lock = NSLock()
    private var wall: Date
    private var steady: Int64 = 5_000_000_000_000
    private var synced: Bool

    init(_ text: String, synced: Bool = true) {
        wall = ISO8601DateFormatter().date(from: text) ?? Date(timeIntervalSince1970: 0)
        self.synced = synced
    }

    func now() -> Date { lock.withLock { wall } }
    func steadyNanoseconds() -> Int64 { lock.withLock { steady } }
    func synchronized() -> Bool { lock.withLock { synced } }

    /// Real time passes: both clocks move on.
    func pass(seconds: Int) {
        lock.withLock {
            wall = wall.addingTimeInterval(Double(seconds))
            steady += Int64(seconds) * 1_000_000_000
        }
    }

    /// The wall clock is set (NTP, a person): the steady clock does not move.
    func set(_ text: String, synced: Bool? = nil) {
        lock.withLock {
            wall = ISO8601DateFormatter().date(from: text) ?? wall
            if let synced { self.synced = synced }
        }
    }
}

@Suite struct TrustedTimeTests {
    static func actions(_ root: String, _ id: String) throws -> [[String: Any]] {
        try MatchStore(root: root).read(id).records.map {
            try JSONSerialization.jsonObject(with: Data($0.payload)) as? [String: Any] ?? [:]
        }
    }

    @Test func aWallClockJumpMovesNoDuration() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let clock = SteppedClock("2026-11-25T14:00:00Z")
        let session = ScoringSession(store: MatchStore(root: root), clock: clock)
        session.preset = Fixture.badminton
        let frames = Frames(session)
        try session.start()
        #expect(session.send(Fixture.press("plusA")).acknowledged)
        clock.pass(seconds: 10)
        clock.set("2026-11-25T14:05:10Z")
        session.handle(.tick)
        // 10 real seconds since the first rally; the wall clock's 5 minutes forward count nothing.
        #expect(frames.last?["elapsed"]?.text == "0:10")
        clock.pass(seconds: 5)
        clock.set("2026-11-25T13:05:15Z")
        session.handle(.tick)
        // And an hour back takes nothing away: 15 seconds.
        #expect(frames.last?["elapsed"]?.text == "0:15")
        #expect(session.send(Fixture.press("plusA")).acknowledged)
        #expect(frames.last?["elapsed"]?.text == "0:15")
    }

    @Test func aRestartUnderAnotherClockResumesFromTheLastRecordedTime() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let clock = SteppedClock("1970-01-01T01:00:00Z", synced: false)
        let first = ScoringSession(store: MatchStore(root: root), clock: clock)
        first.preset = Fixture.badminton
        try first.start()
        #expect(first.send(Fixture.press("plusA")).acknowledged)
        clock.pass(seconds: 40)
        #expect(first.send(Fixture.press("plusA")).acknowledged)
        first.close()
        // The kiosk was down for 10 minutes, and NTP set the real time meanwhile.
        clock.pass(seconds: 600)
        clock.set("2026-11-25T14:00:00Z", synced: true)
        let second = ScoringSession(store: MatchStore(root: root), clock: clock)
        let frames = Frames(second)
        try second.start()
        // Worked out by hand: 40 s between the two rallies; the count resumes at the second.
        #expect(frames.last?["elapsed"]?.text == "0:40")
        clock.pass(seconds: 5)
        #expect(second.send(Fixture.press("plusA")).acknowledged)
        #expect(frames.last?["elapsed"]?.text == "0:45")
        // The 1970 rallies say they were not synchronised; the one after the sync does not.
        let actions = try Self.actions(root, "court1").dropFirst()
        #expect(actions.map { $0["synced"] as? Bool } == [false, false, nil])
        #expect(actions.map { $0["at"] as? String } == ["1970-01-01T01:00:00Z", "1970-01-01T01:00:40Z", "2026-11-25T14:00:05Z"])
        let steady = actions.compactMap { $0["steady"] as? Int }
        #expect(steady.count == 3 && steady[1] - steady[0] == 40 && steady[2] - steady[1] == 5)
    }

    @Test func anIntervalAcrossARestartWithTheClockOnCountsFromItsRally() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let clock = SteppedClock("2020-03-01T10:00:00Z")
        let first = ScoringSession(store: MatchStore(root: root), clock: clock)
        first.preset = Fixture.badminton
        try first.start()
        for _ in 0..<11 { #expect(first.send(Fixture.press("plusA")).acknowledged) }
        first.close()
        clock.set("2026-11-25T14:00:00Z")
        let second = ScoringSession(store: MatchStore(root: root), clock: clock)
        let frames = Frames(second)
        try second.start()
        // Not 0:00 at once (six years on): the full minute from the 11th rally, counting down.
        #expect(frames.last?["interval"]?.text == "Interval 1:00")
        clock.pass(seconds: 1)
        second.handle(.tick)
        #expect(frames.last?["interval"]?.text == "Interval 0:59")
    }

    @Test func aFourRestoredUnderAnEarlierClockGoesAfterItsSeconds() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let clock = SteppedClock("2026-11-25T14:00:00Z")
        let first = ScoringSession(store: MatchStore(root: root), clock: clock)
        first.preset = Fixture.cricket
        try first.start()
        #expect(first.send(Fixture.press("run4")).acknowledged)
        first.close()
        clock.set("2026-11-25T13:00:00Z")
        let second = ScoringSession(store: MatchStore(root: root), clock: clock)
        let frames = Frames(second)
        try second.start()
        #expect(frames.last?["flash"]?.text == "FOUR")
        clock.pass(seconds: CricketBoard.flashSeconds)
        second.handle(.tick)
        #expect(frames.last?["flash"] == nil)
        #expect(frames.last?["score"]?.text == "4/0")
    }

    @Test func aMatchCreatedUnsynchronisedTakesTheLastTrustedTime() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let clock = SteppedClock("2026-11-25T14:00:00Z")
        let store = MatchStore(root: root)
        let session = ScoringSession(store: store, clock: clock)
        session.preset = Data(#"{"type":"newMatch","sport":"badminton","format":"bwf21","sides":[{"name":"Ana"},{"name":"Bea"}]}"#.utf8)
        guard case .started(let trustedId) = try session.start() else { Issue.record("no match started"); return }
        #expect(trustedId == "m20261125140000-1")
        // The Pi rebooted at 1970 with no network: the next match is named and dated by the
        // last trusted time, and says so.
        clock.set("1970-01-01T00:00:30Z", synced: false)
        guard case .started(let id) = try session.startNext() else { Issue.record("no match started"); return }
        #expect(id == "m20261125140000-2")
        let meta = try store.meta(of: id)
        #expect(meta.created == "2026-11-25T14:00:00Z")
        #expect(meta.clock == .lastTrusted)
        #expect(try store.meta(of: trustedId).clock == nil)
    }

    @Test func withNoTrustedTimeTheIdSaysNoDateAndTheMetaSaysWhy() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let clock = SteppedClock("1970-01-01T00:00:30Z", synced: false)
        let store = MatchStore(root: root)
        let session = ScoringSession(store: store, clock: clock)
        session.preset = Data(#"{"type":"newMatch","sport":"badminton","format":"bwf21","sides":[{"name":"Ana"},{"name":"Bea"}]}"#.utf8)
        guard case .started(let id) = try session.start() else { Issue.record("no match started"); return }
        #expect(id == "m-unsynced-1")
        let meta = try store.meta(of: id)
        #expect(meta.clock == .unsynced)
        #expect(meta.created == "1970-01-01T00:00:30Z")
    }

    @Test func anUnsynchronisedButPlausibleClockStillNamesTheMatchAndSaysItIsUnsynced() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // A machine with a battery-backed clock and no network: right, but nothing vouches for it.
        let store = MatchStore(root: root)
        let session = ScoringSession(store: store, clock: SteppedClock("2026-11-25T14:00:00Z", synced: false))
        session.preset = Data(#"{"type":"newMatch","sport":"badminton","format":"bwf21","sides":[{"name":"Ana"},{"name":"Bea"}]}"#.utf8)
        guard case .started(let id) = try session.start() else { Issue.record("no match started"); return }
        #expect(id == "m20261125140000-1")
        #expect(try store.meta(of: id).clock == .unsynced)
    }

    @Test func whichCreatedTimesDateAMatch() {
        // Trusted ones, whatever they say; an unsynchronised one from 2026 on (the floor).
        #expect(CreationStamp.dates("1970-01-01T00:00:30Z", clock: nil))
        #expect(CreationStamp.dates("1970-01-01T00:00:30Z", clock: .lastTrusted))
        #expect(!CreationStamp.dates("1970-01-01T00:00:30Z", clock: .unsynced))
        #expect(!CreationStamp.dates("2025-12-31T23:59:59Z", clock: .unsynced))
        #expect(CreationStamp.dates("2026-01-01T00:00:00Z", clock: .unsynced))
        #expect(!CreationStamp.dates("not a time", clock: .unsynced))
    }

    @Test(arguments: [
        ("2026-11-25T14:00:00+99:99", "\"at\" is \"2026-11-25T14:00:00+99:99\": a time is accepted from 1970-01-01 to 2099-12-31, on a day the month has, with an offset from -12:00 to +14:00."),
        ("9999-12-31T23:59:59Z", "\"at\" is \"9999-12-31T23:59:59Z\": a time is accepted from 1970-01-01 to 2099-12-31, on a day the month has, with an offset from -12:00 to +14:00."),
        ("2026-02-30T10:00:00Z", "\"at\" is \"2026-02-30T10:00:00Z\": a time is accepted from 1970-01-01 to 2099-12-31, on a day the month has, with an offset from -12:00 to +14:00."),
        ("2026-11-25T14:00:00-12:30", "\"at\" is \"2026-11-25T14:00:00-12:30\": a time is accepted from 1970-01-01 to 2099-12-31, on a day the month has, with an offset from -12:00 to +14:00."),
    ])
    func aTypedTimeOutOfRangeIsRefusedWithASentence(at: String, why: String) throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = ScoringSession(store: MatchStore(root: root), clock: SteppedClock("2026-11-25T14:00:00Z"))
        session.preset = Fixture.badminton
        try session.start()
        let reply = session.send(Fixture.line(#"{"type":"point","side":"A","at":"\#(at)"}"#))
        #expect(reply.outcome == .refused(action: nil, why: why))
        #expect(try MatchStore(root: root).read("court1").records.count == 1)
    }

    @Test func aTypedTimeInRangeKeepsItsOwnTime() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let session = ScoringSession(store: MatchStore(root: root), clock: SteppedClock("2026-11-25T14:00:00Z"))
        session.preset = Fixture.badminton
        try session.start()
        #expect(session.send(Fixture.line(#"{"type":"point","side":"A","at":"2026-02-28T23:59:60+14:00"}"#)).acknowledged)
        #expect(try Self.actions(root, "court1").last?["at"] as? String == "2026-02-28T23:59:60+14:00")
    }

    static func export(_ payloads: [String]) throws -> [UInt8] {
        let journal = payloads.enumerated().map { i, payload in
            String(decoding: JournalLine.encode(JournalRecord(seq: i + 1, at: nil, payload: Array(payload.utf8))).dropLast(), as: UTF8.self)
        }
        let meta = MatchMeta(number: 1, matchId: "imp", sport: "cricket", title: "A v B", status: .finished, created: "2026-11-22T10:00:00Z")
        return Array(try JSONEncoder().encode(MatchExport.File(version: 1, matches: [MatchExport.Match(matchId: "imp", meta: meta, journal: journal)])))
    }

    @Test func anImportedTimeOutOfRangeRefusesTheFileNamingTheLine() throws {
        let root = Fixture.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let newMatch = #"{"type":"newMatch","sport":"cricket","matchId":"imp","teams":[{"name":"A"},{"name":"B"}]}"#
        let bytes = try Self.export([newMatch, #"{"type":"delivery","bat":1,"at":"2026-11-22T10:00:00Z"}"#, #"{"type":"delivery","bat":1,"at":"9999-12-31T00:00:00Z"}"#])
        let store = MatchStore(root: root)
        #expect(throws: StoreError.unreadable(path: "x.json", why: "match imp, journal line 3: \"at\" is \"9999-12-31T00:00:00Z\": a time is accepted from 1970-01-01 to 2099-12-31, on a day the month has, with an offset from -12:00 to +14:00. Nothing was imported from this file.")) {
            try MatchExport.importJSON(bytes, source: "x.json", into: store, checkLine: ImportedTimes.problem(inLine:))
        }
        #expect(try store.storedIds().isEmpty)
        // The same file with the time in range is imported.
        let good = try Self.export([newMatch, #"{"type":"delivery","bat":1,"at":"2026-11-22T10:00:00+05:30"}"#])
        #expect(try MatchExport.importJSON(good, source: "x.json", into: store, checkLine: ImportedTimes.problem(inLine:)).added == ["imp"])
    }
}
