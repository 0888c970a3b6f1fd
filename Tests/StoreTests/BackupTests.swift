import Foundation
import Testing
@testable import Store

/// Backup and restore of the whole data directory (ADR 037), through the store on the real
/// disk: every match back byte for byte, nothing here written over, a bad line costing that
/// line only.
@Suite struct BackupTests {
    static let at = "2026-11-22T05:00:00Z"

    /// A data directory written through the store: m1 (newMatch and 3 actions, a snapshot
    /// after record 2, current), m2 (newMatch and 1 action) and a roster.
    static func source() throws -> MatchStore {
        let store = MatchStore(root: try JournalFormatTests.temporaryDirectory())
        for (id, actions) in [("m1", 3), ("m2", 1)] {
            let journal = try store.create(
                matchId: id, sport: "cricket", title: "\(id) final", newMatch: newMatch(id), makeCurrent: id == "m1")
            for bat in 0..<actions { _ = try journal.append(Array(#"{"type":"delivery","bat":\#(bat)}"#.utf8), at: at) }
            journal.close()
        }
        let records = try Journal.read(store.journalPath(of: "m1"), files: store.files)
        try store.saveSnapshot(Snapshot(seq: 2, recordChecksum: records[1].checksum, state: Array("state".utf8)), of: "m1")
        try RosterFile(store: store).write(Roster(players: [RosterPlayer(id: "p1", name: "Asha")]))
        return store
    }

    static func newMatch(_ id: String) -> [UInt8] {
        Array(#"{"type":"newMatch","sport":"cricket","matchId":"\#(id)","teams":[{"name":"A"},{"name":"B"}]}"#.utf8)
    }

    static func empty() throws -> MatchStore { MatchStore(root: try JournalFormatTests.temporaryDirectory() + "/data") }

    static func backup(_ store: MatchStore, config: String? = nil) throws -> String {
        let out = try JournalFormatTests.temporaryDirectory() + "/backup.jsonl"
        let report = try BackupWriter(store: store).write(to: out, config: config)
        #expect(report.leftOut == [])
        return out
    }

    static func lines(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static func write(_ lines: [String], to path: String) throws {
        try lines.joined(separator: "\n").write(toFile: path, atomically: false, encoding: .utf8)
    }

    static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// The layout the line numbers below are counted in.
    @Test func aBackupHoldsTheRosterCurrentAndEachMatchWithItsJournalLast() throws {
        let out = try Self.backup(try Self.source())
        let paths = try Self.lines(out).dropFirst().compactMap { line -> String? in
            guard let range = line.range(of: #""path":""#) else { return nil }
            return String(line[range.upperBound...].prefix { $0 != "\"" })
        }
        #expect(paths == ["roster.json", "current", "matches/m1/meta.json", "matches/m1/snapshot", "matches/m1/journal.jsonl", "matches/m2/meta.json", "matches/m2/journal.jsonl"])
        let lines = try Self.lines(out)
        #expect(lines.first?.hasPrefix(#"{"format":"scoreline-backup","version":1,"created":""#) == true)
        // Nine lines and the newline ending the last.
        #expect(lines.count == 10)
        #expect(lines[8] == #"{"format":"scoreline-backup","end":true,"files":7}"#)
        #expect(lines[9] == "")
        // "current" holds the two bytes "m1" (0x6d 0x31), "bTE=" in base64.
        #expect(lines[2].hasPrefix(#"{"path":"current","size":2,"crc32":""#))
        #expect(lines[2].hasSuffix(#","data":"bTE="}"#))
    }

    @Test func aRestoreIntoAnEmptyDirectoryGivesBackEveryFileAndExportByteForByte() throws {
        let source = try Self.source()
        let out = try Self.backup(source)
        let target = try Self.empty()
        let report = try BackupRestorer.restore(out, into: target, config: nil)
        #expect(report.isClean, "\(report)")
        #expect(report.restored.sorted() == ["current", "match m1", "match m2", "roster.json"])
        #expect(report.notes == [])
        for file in ["matches/m1/journal.jsonl", "matches/m1/meta.json", "matches/m1/snapshot", "matches/m2/journal.jsonl", "matches/m2/meta.json", "roster.json", "current"] {
            #expect(Self.bytes(target.root + "/" + file) == Self.bytes(source.root + "/" + file), "\(file)")
        }
        #expect(try MatchExport.json(target, matchIds: ["m1", "m2"]) == MatchExport.json(source, matchIds: ["m1", "m2"]))
        // Nothing of the staging folder is left.
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.root).sorted() == ["current", "lock", "matches", "roster.json"])
    }

    @Test func restoringAgainFindsEverythingAlreadyHere() throws {
        let out = try Self.backup(try Self.source())
        let target = try Self.empty()
        _ = try BackupRestorer.restore(out, into: target, config: nil)
        let again = try BackupRestorer.restore(out, into: target, config: nil)
        #expect(again.isClean)
        #expect(again.restored == [])
        #expect(again.alreadyHere.sorted() == ["current", "match m1", "match m2", "roster.json"])
    }

    @Test func aDifferentMatchHereIsNeverOverwritten() throws {
        let out = try Self.backup(try Self.source())
        let target = try Self.empty()
        // Another m1 here: its newMatch record and one action of its own.
        let journal = try target.create(matchId: "m1", sport: "cricket", title: "other", newMatch: Self.newMatch("m1"), makeCurrent: false)
        _ = try journal.append(Array(#"{"type":"delivery","bat":6}"#.utf8), at: Self.at)
        journal.close()
        let before = Self.bytes(target.journalPath(of: "m1"))

        let report = try BackupRestorer.restore(out, into: target, config: nil)
        #expect(!report.isClean)
        // `current` names m1, and the m1 here is not the backup's.
        #expect(report.notRestored.map(\.item) == ["match m1", "current"])
        #expect(report.notRestored.first?.why.contains("a different match with this id is here (meta.json, snapshot, journal.jsonl differ)") == true)
        #expect(report.notRestored.first?.why.contains("move \(target.root)/matches/m1 out of the data directory") == true)
        #expect(Self.bytes(target.journalPath(of: "m1")) == before)
        #expect(report.restored.sorted() == ["match m2", "roster.json"])
        // m2 keeps number 2, which is free here (m1 here is 1).
        #expect(try target.meta(of: "m2").number == 2)
    }

    @Test func numbersTakenHereAreGivenAfterTheNewestInTheirOrder() throws {
        let out = try Self.backup(try Self.source())
        let target = try Self.empty()
        try target.create(matchId: "x", sport: "cricket", title: "x", newMatch: Self.newMatch("x"), makeCurrent: false).close()
        let report = try BackupRestorer.restore(out, into: target, config: nil)
        #expect(report.isClean, "\(report)")
        // x is 1 here; m1 (1) and m2 (2) follow it as 2 and 3.
        #expect(try target.meta(of: "m1").number == 2)
        #expect(try target.meta(of: "m2").number == 3)
        #expect(try target.list().compactMap(\.meta?.matchId) == ["m2", "m1", "x"])
        #expect(report.notes.count == 2)
        #expect(report.notes.first?.contains("is number 2 here (1 in the backup)") == true)
        // The current match is restored current, with `current` naming it.
        #expect(try target.meta(of: "m1").status == .current)
        #expect(target.currentMatchId() == "m1")
    }

    @Test func currentHereIsKeptAndTheMetadataComesBackAsItWent() throws {
        let source = try Self.source()
        let out = try Self.backup(source)
        let target = try Self.empty()
        try target.create(matchId: "x", sport: "cricket", title: "x", newMatch: Self.newMatch("x"), makeCurrent: true).close()
        let report = try BackupRestorer.restore(out, into: target, config: nil)
        #expect(target.currentMatchId() == "x")
        #expect(report.notRestored.map(\.item) == ["current"])
        // m1's status stays "current" as in the backup; only `current` says what is in play.
        #expect(try target.meta(of: "m1").status == .current)
        #expect(try target.meta(of: "m1").title == source.meta(of: "m1").title)
    }

    /// Lines 2 to 8 are roster.json, current, m1's meta, snapshot and journal, m2's meta and
    /// journal (the layout test above).
    @Test func aBadLineIsSkippedWithItsNumberAndTheRestRestores() throws {
        let out = try Self.backup(try Self.source())
        var lines = try Self.lines(out)
        // Line 7 (m2's meta.json): one base64 character changed, so the CRC-32 fails.
        let data = try #require(lines[6].range(of: #""data":""#))
        let first = lines[6][data.upperBound]
        lines[6].replaceSubrange(data.upperBound...data.upperBound, with: first == "e" ? "f" : "e")
        // Line 2 (roster.json): data that is not base64.
        lines[1] = #"{"path":"roster.json","size":3,"crc32":"00000000","data":"%%%%"}"#
        // Two lines more before the end: a path out of the directory and a bad match id.
        lines.insert(#"{"path":"../escape.txt","size":0,"crc32":"00000000","data":""}"#, at: 8)
        lines.insert(#"{"path":"matches/..hidden/journal.jsonl","size":0,"crc32":"00000000","data":""}"#, at: 9)
        lines[10] = #"{"format":"scoreline-backup","end":true,"files":9}"#
        try Self.write(lines, to: out)

        let target = try Self.empty()
        let report = try BackupRestorer.restore(out, into: target, config: nil)
        #expect(report.skipped.count == 4, "\(report.skipped)")
        #expect(report.skipped[0].hasPrefix("\(out):2: its \"data\" is not base64"))
        #expect(report.skipped[1].hasPrefix("\(out):7: its data fails its check"))
        #expect(report.skipped[2].hasPrefix("\(out):9: the path \"../escape.txt\" leads out of the data directory; accepted: roster.json"))
        #expect(report.skipped[3].hasPrefix("\(out):10: \"matches/..hidden/journal.jsonl\": \"..hidden\" is not a match id."))
        #expect(report.skipped.allSatisfy { $0.hasSuffix("Skipped; the rest of the backup was restored.") })
        #expect(report.restored.sorted() == ["current", "match m1"])
        #expect(report.notRestored == [.init(item: "match m2", why: "line 7 of it in the backup was skipped, and a match is restored whole or not at all.")])
        #expect(!FileManager.default.fileExists(atPath: target.root + "/roster.json"))
        #expect(!FileManager.default.fileExists(atPath: target.root + "/../escape.txt"))
        #expect(try target.storedIds() == ["m1"])
    }

    @Test func aCutOffBackupRestoresWhatIsWhole() throws {
        let out = try Self.backup(try Self.source())
        let lines = try Self.lines(out)
        // Cut in the middle of line 8, m2's journal: m2 has its meta.json but no journal.
        try Self.write(Array(lines[..<7]) + [String(lines[7].prefix(40))], to: out)
        let target = try Self.empty()
        let report = try BackupRestorer.restore(out, into: target, config: nil)
        #expect(report.restored.sorted() == ["current", "match m1", "roster.json"])
        #expect(report.notRestored == [.init(item: "match m2", why: "the backup holds no journal.jsonl for it (cut off before them?), so it was not restored.")])
        #expect(report.skipped == [
            "\(out):8: the last line stops after 40 bytes without its end: the backup was cut off (a full disk? a copy stopped?). Skipped; the rest of the backup was restored.",
            "\(out) ends at line 8 without the backup's last line ({\"format\":\"scoreline-backup\",\"end\":true,…}): it was cut off. Everything whole before that was restored; a match whose journal was not reached was not.",
        ])
        #expect(try target.storedIds() == ["m1"])

        // Cut at a line's end, after m1's meta.json: m1 has no journal either.
        try Self.write(Array(lines[..<4]) + [""], to: out)
        let other = try Self.empty()
        let cut = try BackupRestorer.restore(out, into: other, config: nil)
        #expect(cut.restored == ["roster.json"])
        #expect(cut.notRestored.map(\.item) == ["match m1", "current"])
        #expect(try other.storedIds() == [])
    }

    @Test func aRosterAndConfigHereAreKept() throws {
        let config = try JournalFormatTests.temporaryDirectory() + "/scoreline.toml"
        try "[display]\n".write(toFile: config, atomically: false, encoding: .utf8)
        let out = try Self.backup(try Self.source(), config: config)
        #expect(try Self.lines(out)[2].hasPrefix(#"{"path":"config/config.toml","size":10,"#))

        let target = try Self.empty()
        try RosterFile(store: target).write(Roster(players: [RosterPlayer(id: "p1", name: "Bilal")]))
        let roster = Self.bytes(target.root + "/roster.json")
        let configHere = try JournalFormatTests.temporaryDirectory() + "/etc/scoreline.toml"
        try FileManager.default.createDirectory(at: URL(fileURLWithPath: configHere).deletingLastPathComponent(), withIntermediateDirectories: true)
        try "[other]\n".write(toFile: configHere, atomically: false, encoding: .utf8)

        let report = try BackupRestorer.restore(out, into: target, config: configHere)
        #expect(report.notRestored.map(\.item) == ["roster.json", "config \(configHere)"])
        #expect(report.notRestored[0].why.hasSuffix("is here already with other contents; it was left as it is. To restore the backup's, move it away first, then restore again."))
        #expect(Self.bytes(target.root + "/roster.json") == roster)
        #expect(try String(contentsOfFile: configHere, encoding: .utf8) == "[other]\n")
        #expect(report.restored.sorted() == ["current", "match m1", "match m2"])

        // Where there is none, the config is written.
        let fresh = try JournalFormatTests.temporaryDirectory() + "/new/scoreline.toml"
        let second = try BackupRestorer.restore(out, into: try Self.empty(), config: fresh)
        #expect(second.isClean)
        #expect(second.restored.contains("config \(fresh)"))
        #expect(try String(contentsOfFile: fresh, encoding: .utf8) == "[display]\n")
    }

    @Test func aRestoreIsRefusedWhileTheCurrentMatchIsBeingScored() throws {
        let out = try Self.backup(try Self.source())
        let target = try Self.empty()
        try target.create(matchId: "x", sport: "cricket", title: "x", newMatch: Self.newMatch("x"), makeCurrent: true).close()
        // The scoreboard's lock, as `Journal.open` holds it.
        let held = try #require(try target.lock("x"))
        defer { held.release() }
        let error = #expect(throws: StoreError.self) { try BackupRestorer.restore(out, into: target, config: nil) }
        guard case .busy? = error else {
            Issue.record("not refused as busy: \(String(describing: error))")
            return
        }
        #expect(try target.storedIds() == ["x"])
    }

    @Test func notABackupRestoresNothing() throws {
        let file = try JournalFormatTests.temporaryDirectory() + "/export.json"
        try #"{"scoreline":"export","version":1,"matches":[]}"#.write(toFile: file, atomically: false, encoding: .utf8)
        let target = try Self.empty()
        #expect(throws: StoreError.unreadable(path: file, why: StoreMessages.notABackup)) {
            try BackupRestorer.restore(file, into: target, config: nil)
        }
    }
}

/// The pure half: which paths a backup line may name, and the line reader's bounds.
@Suite struct BackupFormatTests {
    @Test func onlyTheFixedPathsInsideTheDataDirectoryAreAccepted() throws {
        let m1 = try #require(MatchID("m1"))
        #expect(Backup.item("roster.json") == .success(.roster))
        #expect(Backup.item("current") == .success(.current))
        #expect(Backup.item("config/config.toml") == .success(.config))
        #expect(Backup.item("queue/000012.json") == .success(.queued(12)))
        #expect(Backup.item("matches/m1/journal.jsonl") == .success(.matchFile(m1, "journal.jsonl")))
        #expect(Backup.item("matches/m1/journal.jsonl.damaged-2") == .success(.matchFile(m1, "journal.jsonl.damaged-2")))
        for escaping in ["/etc/passwd", "../x", "matches/../../x", "matches/m1/../../../etc/passwd", "queue/.."] {
            #expect(Backup.item(escaping) == .failure(.escapes(escaping)))
        }
        #expect(Backup.item("matches/.m1/meta.json") == .failure(.badMatchId(".m1", path: "matches/.m1/meta.json")))
        #expect(Backup.item("matches/a b/meta.json") == .failure(.badMatchId("a b", path: "matches/a b/meta.json")))
        for unknown in ["matches/m1/meta.json.tmp-1a2b", "matches/m1/journal.jsonl.damaged-", "queue/7.json", "queue/000000.json", "bin/m1@1/journal.jsonl", "roster.json/x", "current\u{0}", "./roster.json", "matches/m1"] {
            #expect(Backup.item(unknown) == .failure(.unknownPath(unknown)), "\(unknown)")
        }
    }

    @Test func aLineIsCheckedAgainstItsSizeAndChecksum() {
        // "m1" is bTE= in base64; its CRC-32 is 0x…, taken from the line the writer makes.
        let line = Backup.line(.current, Array("m1".utf8))
        let good = Backup.decodeLine(line.dropLast())
        #expect(good == .success(.file(Backup.File(item: .current, bytes: Array("m1".utf8)))))
        let text = String(decoding: line.dropLast(), as: UTF8.self)
        let wrongSize = text.replacingOccurrences(of: #""size":2"#, with: #""size":3"#)
        #expect(Backup.decodeLine(Array(wrongSize.utf8)[...]) == .failure(.init(item: .current, problem: .sizeDiffers(declared: 3, actual: 2))))
        #expect(Backup.decodeLine(Array("[1,2]".utf8)[...]) == .failure(.init(item: nil, problem: .notALine)))
        #expect(Backup.decodeLine(Array(#"{"format":"scoreline-backup","end":true,"files":3}"#.utf8)[...]) == .success(.end(files: 3)))
    }

    @Test func theReaderPassesOverALineTooLongAndSaysACutLast() throws {
        let path = try JournalFormatTests.temporaryDirectory() + "/lines"
        try "short\n\(String(repeating: "x", count: 200_000))\nok\ncut".write(toFile: path, atomically: false, encoding: .utf8)
        let reader = try BackupLineReader(path: path, lineLimit: 10)
        #expect(try reader.next() == .line(number: 1, bytes: Array("short".utf8)))
        #expect(try reader.next() == .tooLong(number: 2, bytes: 200_000))
        #expect(try reader.next() == .line(number: 3, bytes: Array("ok".utf8)))
        #expect(try reader.next() == .cutOff(number: 4, bytes: 3))
        #expect(try reader.next() == nil)
    }
}
