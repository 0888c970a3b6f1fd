import Foundation
import Testing
@testable import Store

/// ADR 043, item 4: `queue add` is the desk's way to queue the next match for a running kiosk.
/// It takes no owner lock (the kiosk holds that for its life): the entry is written whole under
/// a temporary name and linked to its number in queue/, which only the kiosk consumes, so the
/// kiosk never sees half an entry and nothing it scores is touched.
@Suite struct QueueBesideKioskTests {
    /// The kiosk holds the data directory (its first record acknowledged) when the match is
    /// queued; it scores on untouched, and starts the queued match when told to start the next.
    @Test func aMatchQueuedBesideARunningKioskIsStartedByIt() throws {
        let (dir, data, kiosk, id) = try WriterLockTests.kiosk()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/next.json"
        try #"{"type":"newMatch","sport":"cricket","matchId":"next-up","teams":[{"name":"Old Boys"},{"name":"Colts"}],"rules":{"oversPerInnings":20}}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let queued = try ReplayCommandTests.scoreline(["queue", "add", file, "--data-dir", data])
        #expect(queued.status == 0, "said: \(queued.stderr)")
        // The first entry of an empty queue is number 1.
        #expect(queued.lines.first == "queued as number 1")
        let store = MatchStore(root: data)
        #expect(store.currentMatchId() == id)
        #expect(try store.queue().map(\.number) == [1])

        // The match in play goes on, then ends; the next start takes the queued one.
        kiosk.send(#"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#)
        #expect(kiosk.waitFor("ack seq=2"), "log: \(kiosk.log)")
        kiosk.send(#"{"type":"endMatch","reason":"abandoned"}"#)
        #expect(kiosk.waitFor("ack seq=3"), "log: \(kiosk.log)")
        kiosk.send("startNext")
        // The queued match's newMatch record is its seq 1: the second "ack seq=1" of the log
        // (no seq here reaches 10, so no "ack seq=1N" is counted).
        while kiosk.log.components(separatedBy: "ack seq=1").count < 3 {
            if !kiosk.readLog() { break }
        }
        #expect(kiosk.stop() == 0)
        #expect(store.currentMatchId() == "next-up", "log: \(kiosk.log)")
        #expect(try store.queue().isEmpty)
        #expect(try store.read(id).records.count == 3)
    }
}
