import Foundation
import Testing
@testable import Store

/// The one match id validator (ADR 010).
@Suite struct MatchIDTests {
    @Test func plainIdsOfAnyScriptAreAccepted() {
        for id in ["m1", "m20261122103000-3", "club.final_2026", "Łódź-derby", "ক্রিকেট", String(repeating: "a", count: 100)] {
            #expect(MatchID(id) != nil, "\(id)")
        }
    }

    @Test func anythingThatIsNotOneSafeFolderNameIsRefused() {
        let refused = [
            "", ".", "..", "../..", ".hidden", "a/b", "/abs", "a b", "a@b", "a\u{0}b", "a\nb", "tab\t",
            String(repeating: "a", count: 101),
            // 67 characters of 3 bytes each: 201 bytes, over the 200-byte bound.
            String(repeating: "字", count: 67),
            // A dot and a combining mark are one Character, but the name starts with '.'.
            ".\u{301}x",
        ]
        for id in refused { #expect(MatchID(id) == nil, "\(MatchID.quoted(id))") }
        #expect(MatchID(String(repeating: "字", count: 66)) != nil)
    }

    /// Swift's `==` finds "é" composed and decomposed equal; the file system does not, and
    /// neither does a match id.
    @Test func idsAreTheSameOnlyWhenTheirBytesAre() throws {
        let composed = "caf\u{e9}"
        let decomposed = "cafe\u{301}"
        #expect(composed == decomposed)
        let a = try #require(MatchID(composed))
        let b = try #require(MatchID(decomposed))
        #expect(a != b)
        #expect(Set([a, b]).count == 2)
    }

    @Test func aShownIdCarriesNoControlCharacters() {
        let shown = MatchID.quoted("x\u{1b}[2Jy")
        #expect(!shown.unicodeScalars.contains("\u{1b}"))
        #expect(shown == #""x\u{1B}[2Jy""#)
    }

    @Test func aStoreRefusesAnInvalidIdBeforeAnyPathIsBuilt() throws {
        let store = MatchStore(root: try JournalFormatTests.temporaryDirectory())
        #expect(throws: StoreError.invalidMatchId("../x", source: store.root + "/matches")) { try store.meta(of: "../x") }
        #expect(throws: StoreError.invalidMatchId("..", source: store.root + "/matches")) { try store.delete("..") }
    }
}

/// The import reader: bytes in, checked matches out, or an error naming what is wrong.
@Suite struct ExportReaderTests {
    static func newMatch(_ id: String) -> String {
        #"{"type":"newMatch","sport":"cricket","matchId":"\#(id)","teams":[{"name":"A"},{"name":"B"}]}"#
    }

    static func lines(_ id: String, actions: Int) -> [String] {
        var payloads = [newMatch(id)]
        payloads += (0..<actions).map { _ in #"{"type":"delivery","bat":1}"# }
        return payloads.enumerated().map { i, payload in
            String(decoding: JournalLine.encode(JournalRecord(seq: i + 1, at: nil, payload: Array(payload.utf8))).dropLast(), as: UTF8.self)
        }
    }

    static func meta(_ id: String) -> MatchMeta {
        MatchMeta(number: 7, matchId: id, sport: "cricket", title: "A v B", status: .finished, created: "2026-11-22T10:00:00Z")
    }

    static func file(_ matches: [MatchExport.Match], version: Int = 1) throws -> [UInt8] {
        Array(try JSONEncoder().encode(MatchExport.File(version: version, matches: matches)))
    }

    static func reason(_ bytes: [UInt8]) -> String? {
        do {
            _ = try MatchExport.read(bytes, source: "x.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aGoodFileReadsToCheckedMatches() throws {
        let bytes = try Self.file([MatchExport.Match(matchId: "m1", meta: Self.meta("m1"), journal: Self.lines("m1", actions: 3))])
        let matches = try MatchExport.read(bytes, source: "x.json")
        #expect(matches.map(\.id.rawValue) == ["m1"])
        #expect(matches.first?.records.map(\.seq) == [1, 2, 3, 4])
    }

    @Test func aLineLongerThanTheLimitIsRefusedByNumber() throws {
        var lines = Self.lines("m1", actions: 1)
        let long = #"{"type":"renamePlayer","from":"A","to":""# + String(repeating: "x", count: MatchExport.maxLineBytes) + #""}"#
        lines.append(String(decoding: JournalLine.encode(JournalRecord(seq: 3, at: nil, payload: Array(long.utf8))).dropLast(), as: UTF8.self))
        let why = Self.reason(try Self.file([MatchExport.Match(matchId: "m1", meta: Self.meta("m1"), journal: lines)]))
        #expect(why?.contains("x.json") == true)
        #expect(why?.contains("journal line 3") == true)
        #expect(why?.contains("65536 bytes") == true)
    }

    @Test func aFileOverTheSizeLimitIsRefusedUnparsed() {
        let why = Self.reason([UInt8](repeating: 0x20, count: MatchExport.maxFileBytes + 1))
        #expect(why?.contains("64 MiB") == true)
    }

    @Test func theSameMatchTwiceIsRefused() throws {
        let match = MatchExport.Match(matchId: "m1", meta: Self.meta("m1"), journal: Self.lines("m1", actions: 1))
        #expect(Self.reason(try Self.file([match, match]))?.contains("appears twice") == true)
    }

    @Test func versionsOutsideOneToTheCurrentAreRefused() throws {
        let match = MatchExport.Match(matchId: "m1", meta: Self.meta("m1"), journal: Self.lines("m1", actions: 1))
        #expect(Self.reason(try Self.file([match], version: 0))?.contains("version 0") == true)
        #expect(Self.reason(try Self.file([match], version: 2))?.contains("version 2") == true)
    }

    @Test func metaThatNamesAnotherValidMatchIsRefused() throws {
        let why = Self.reason(try Self.file([MatchExport.Match(matchId: "m1", meta: Self.meta("m2"), journal: Self.lines("m1", actions: 1))]))
        #expect(why?.contains(#""m2""#) == true)
        #expect(why?.contains(#""m1""#) == true)
    }

    @Test func linesOutOfOrderAreRefusedByNumber() throws {
        var lines = Self.lines("m1", actions: 2)
        lines.swapAt(1, 2)
        let why = Self.reason(try Self.file([MatchExport.Match(matchId: "m1", meta: Self.meta("m1"), journal: lines)]))
        #expect(why?.contains("journal line 2") == true)
    }

    @Test func notAnExportIsSaidSo() {
        #expect(Self.reason(Array("[1,2,3]".utf8))?.contains("not a Scoreline export") == true)
        #expect(Self.reason([])?.contains("not a Scoreline export") == true)
    }
}

/// Reading a stored match whole, and merging an export into it.
@Suite struct StoredMatchTests {
    static func store(_ id: String = "m1", actions: Int) throws -> MatchStore {
        let store = MatchStore(root: try JournalFormatTests.temporaryDirectory())
        let journal = try store.create(matchId: id, sport: "cricket", title: "A v B", newMatch: Array(ExportReaderTests.newMatch(id).utf8))
        for _ in 0..<actions { try journal.append(Array(#"{"type":"delivery","bat":1}"#.utf8), at: nil) }
        journal.close()
        return store
    }

    static func append(_ text: String, to path: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    /// A line the scoreboard is writing right now is not damage, and is not read.
    @Test func anUnfinishedLastLineIsLeftOutSilently() throws {
        let store = try Self.store(actions: 2)
        try Self.append(#"{"v":1,"seq":4,"at":nu"#, to: store.journalPath(of: "m1"))
        let stored = try store.readStored("m1")
        #expect(stored.records.count == 3)
        #expect(stored.damage == nil)
    }

    /// Lines 1 and 2 intact, line 3 broken, line 4 whole, then half a line: three lines are
    /// left out (3, 4 and the half one).
    @Test func damageCountsEveryLineLeftOut() throws {
        let store = try Self.store(actions: 3)
        let path = store.journalPath(of: "m1")
        var text = try String(contentsOfFile: path, encoding: .utf8)
        let third = try #require(text.split(separator: "\n").dropFirst(2).first)
        text = text.replacingOccurrences(of: third, with: third.replacingOccurrences(of: "bat\":1", with: "bat\":2"))
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        try Self.append(#"{"v":1,"#, to: path)
        let stored = try store.readStored("m1")
        #expect(stored.records.count == 2)
        #expect(stored.damage == JournalDamage(path: path, line: 3, linesLeftOut: 3, cause: .damaged(line: 3)))
    }

    @Test func anEmptyJournalIsUnreadableAndNamed() throws {
        let store = try Self.store(actions: 0)
        try Data().write(to: URL(fileURLWithPath: store.journalPath(of: "m1")))
        #expect(throws: StoreError.unreadable(path: store.journalPath(of: "m1"), why: StoreMessages.journalEmpty)) {
            try store.readStored("m1")
        }
    }

    @Test func anImportThatContinuesAMatchExtendsIt() throws {
        let source = try Self.store(actions: 4)
        let target = try Self.store(actions: 2)
        let report = try MatchExport.importJSON(try MatchExport.json(source, matchIds: ["m1"]), source: "x.json", into: target)
        #expect(report.extended == ["m1"])
        #expect(try target.readStored("m1").records == (try source.readStored("m1")).records)
    }

    @Test func anImportThatDiffersLeavesTheMatchAlone() throws {
        let source = try Self.store(actions: 4)
        let target = try Self.store(actions: 2)
        let path = target.journalPath(of: "m1")
        let journal = try Journal.open(path, files: PosixFileLayer()).journal
        try journal.append(Array(#"{"type":"delivery","bat":6}"#.utf8), at: nil)
        journal.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let report = try MatchExport.importJSON(try MatchExport.json(source, matchIds: ["m1"]), source: "x.json", into: target)
        #expect(report.conflicts.keys.sorted() == ["m1"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
}
