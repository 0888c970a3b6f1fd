import Foundation
import Testing
@testable import Store

/// While the kiosk scores a match, no other command may change that match or take `current`
/// from it: each is refused with a message naming the match and the process that holds it.
@Suite struct WriterLockTests {
    /// A kiosk started from the preset, with its first record acknowledged.
    static func kiosk() throws -> (dir: String, data: String, kiosk: RunningKiosk, matchId: String) {
        let dir = RunCommandTests.temporaryDirectory()
        let data = dir + "/data"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let kiosk = try RunningKiosk(dataDirectory: data, image: dir + "/f.png")
        #expect(kiosk.waitFor("ack seq=1"), "the kiosk did not start: \(kiosk.log)")
        let id = try #require(MatchStore(root: data).currentMatchId())
        return (dir, data, kiosk, id)
    }

    /// The refusal names the match and the kiosk's process.
    static func expectRefusal(_ run: ReplayCommandTests.Run, matchId: String, holder: Int32) {
        #expect(run.status != 0)
        #expect(run.stderr.contains("Match \(matchId) ("), "said: \(run.stderr)")
        #expect(run.stderr.contains("pid \(holder)"), "said: \(run.stderr)")
    }

    /// Emptying `current` is the data directory owner's (ADR 043): the kiosk's, named.
    static func expectOwnerRefusal(_ run: ReplayCommandTests.Run, data: String, holder: Int32) {
        #expect(run.status != 0)
        #expect(run.stderr.contains("The data directory \(data) is in use by another Scoreline process (pid \(holder)"), "said: \(run.stderr)")
    }

    @Test func deletingTheMatchBeingScoredIsRefused() throws {
        let (dir, data, kiosk, id) = try Self.kiosk()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let delete = try ReplayCommandTests.scoreline(["matches", "delete", id, "--data-dir", data])
        Self.expectOwnerRefusal(delete, data: data, holder: kiosk.pid)
        // The kiosk keeps recording into the match, which is still where it was.
        kiosk.send(#"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#)
        #expect(kiosk.waitFor("ack seq=2"))
        #expect(kiosk.stop() == 0)
        let store = MatchStore(root: data)
        #expect(store.currentMatchId() == id)
        #expect(try store.read(id).records.count == 2)
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: data + "/bin")) ?? []).isEmpty)
    }

    @Test func editingTheMatchBeingScoredIsRefused() throws {
        let (dir, data, kiosk, id) = try Self.kiosk()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let title = try MatchStore(root: data).meta(of: id).title
        let edit = try ReplayCommandTests.scoreline(["matches", "edit", id, "--title", "Someone else's match", "--data-dir", data])
        Self.expectRefusal(edit, matchId: id, holder: kiosk.pid)
        #expect(kiosk.stop() == 0)
        #expect(try MatchStore(root: data).meta(of: id).title == title)
    }

    /// `add` stores a keyed-in match beside the live one: the live one stays current.
    @Test func addingAMatchLeavesTheOneBeingScoredCurrent() throws {
        let (dir, data, kiosk, id) = try Self.kiosk()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/paper.jsonl"
        try """
            {"type":"newMatch","sport":"cricket","matchId":"paper","teams":[{"name":"Old Boys"},{"name":"Colts"}],"rules":{"oversPerInnings":20}}
            {"type":"openers","striker":"Ann","nonStriker":"Bea"}
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let add = try ReplayCommandTests.scoreline(["add", file, "--data-dir", data])
        #expect(add.status == 0, "said: \(add.stderr)")
        #expect(MatchStore(root: data).currentMatchId() == id)
        #expect(try MatchStore(root: data).meta(of: "paper").status == .finished)

        // Making it current would take `current` from the live match: refused, nothing stored.
        let again = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: #""paper""#, with: #""paper2""#)
        try again.write(toFile: file, atomically: true, encoding: .utf8)
        let current = try ReplayCommandTests.scoreline(["add", file, "--current", "--data-dir", data])
        Self.expectOwnerRefusal(current, data: data, holder: kiosk.pid)
        #expect(MatchStore(root: data).currentMatchId() == id)
        #expect(!FileManager.default.fileExists(atPath: data + "/matches/paper2"))
        #expect(kiosk.stop() == 0)
    }

    /// Import already took the journal's lock to extend a match; kept here so it stays so.
    @Test func importCannotExtendTheMatchBeingScored() throws {
        let (dir, data, kiosk, id) = try Self.kiosk()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let before = try MatchStore(root: data).read(id).records
        // An export of this match with one more action, made from a copy of the data.
        let copy = dir + "/copy"
        try FileManager.default.copyItem(atPath: data, toPath: copy)
        let edit = try ReplayCommandTests.scoreline(
            ["matches", "edit", id, "--action", #"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#, "--data-dir", copy])
        #expect(edit.status == 0, "said: \(edit.stderr)")
        let export = try ReplayCommandTests.scoreline(["export", id, "--out", dir + "/longer.json", "--data-dir", copy])
        #expect(export.status == 0, "said: \(export.stderr)")
        let imported = try ReplayCommandTests.scoreline(["import", dir + "/longer.json", "--data-dir", data])
        #expect(imported.status != 0)
        #expect((imported.lines.joined(separator: "\n") + imported.stderr).contains(id))
        #expect(kiosk.stop() == 0)
        #expect(try MatchStore(root: data).read(id).records == before)
    }
}
