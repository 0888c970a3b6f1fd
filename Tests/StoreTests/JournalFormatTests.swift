import Deterministic
import Foundation
import Glibc
import Testing
@testable import Store
import StoreTesting

@Suite struct JournalFormatTests {
    static let fixtures: URL = {
        var dir = URL(fileURLWithPath: #filePath)
        dir.deleteLastPathComponent()
        dir.deleteLastPathComponent()
        return dir.appendingPathComponent("Fixtures/journals")
    }()

    static func temporaryDirectory() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.path
    }

    /// Journals from every released format open in this build. The fixture was written by an
    /// independent implementation (Python's zlib), so it also checks the checksum scheme.
    @Test func aVersionOneJournalOpens() throws {
        let dir = try Self.temporaryDirectory()
        let path = dir + "/match.journal"
        try FileManager.default.copyItem(atPath: Self.fixtures.appendingPathComponent("v1-cricket.journal").path, toPath: path)
        let (_, records, recovery) = try Journal.open(path, files: PosixFileLayer())
        #expect(recovery == nil)
        #expect(records.map(\.seq) == [1, 2, 3, 4, 5, 6])
        #expect(records[3].at == nil)
        #expect(records[2].at == "2026-11-22T10:02:00Z")
        #expect(String(decoding: records[5].payload, as: UTF8.self) == #"{"type":"undo"}"#)
        #expect(String(decoding: records[1].payload, as: UTF8.self) == #"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#)
    }

    /// Format 2 (ADR 047): a group of three (the first ball's openers, bowler and ball)
    /// between plain lines, as this build writes it; the header is not a record.
    @Test func aVersionTwoJournalOpens() throws {
        let dir = try Self.temporaryDirectory()
        let path = dir + "/match.journal"
        try FileManager.default.copyItem(atPath: Self.fixtures.appendingPathComponent("v2-cricket-groups.journal").path, toPath: path)
        let (_, records, recovery) = try Journal.open(path, files: PosixFileLayer())
        #expect(recovery == nil)
        #expect(records.map(\.seq) == [1, 2, 3, 4, 5])
        #expect(records.map(\.version) == [1, 1, 1, 1, 1])
        #expect(String(decoding: records[1].payload, as: UTF8.self) == #"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#)
        #expect(String(decoding: records[3].payload, as: UTF8.self) == #"{"type":"delivery","bat":4}"#)
        #expect(String(decoding: records[4].payload, as: UTF8.self) == #"{"type":"delivery","bat":1}"#)
    }

    @Test func aNewerJournalIsRefusedAndLeftUntouched() throws {
        let dir = try Self.temporaryDirectory()
        let path = dir + "/match.journal"
        let original = try String(contentsOf: Self.fixtures.appendingPathComponent("v1-cricket.journal"), encoding: .utf8)
        // A newer line keeps the envelope and its checksum verifies (ADR 002). Format 2 is the
        // group header (ADR 047), which this build reads; 3 is newer.
        let line = JournalLine.encode(JournalRecord(version: 3, seq: 7, at: nil, payload: Array(#"{"whatever":"version 3 writes"}"#.utf8)))
        let newer = original + String(decoding: line, as: UTF8.self)
        try newer.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: StoreError.newerJournal(path: path, version: 3, supported: 2)) {
            try Journal.open(path, files: PosixFileLayer())
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == newer)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["match.journal"])
        let message = StoreError.newerJournal(path: path, version: 3, supported: 2).description
        #expect(message.contains("newer Scoreline") && message.contains(path) && message.contains("format 3"))
    }

    /// Builds a valid journal of `count` lines and returns its bytes and where each line ends.
    static func journalBytes(_ count: Int) -> (bytes: [UInt8], lineEnds: [Int]) {
        var bytes: [UInt8] = []
        var ends: [Int] = []
        for seq in 1...count {
            let payload = Array("{\"type\":\"delivery\",\"bat\":\(seq % 7)}".utf8)
            bytes += JournalLine.encode(JournalRecord(seq: seq, at: seq % 3 == 0 ? nil : "2026-11-22T10:00:\(seq % 60)", payload: payload))
            ends.append(bytes.count)
        }
        return (bytes, ends)
    }

    /// Any one changed byte or any cut: recovery keeps exactly the lines before the damage.
    @Test func recoveryKeepsTheLongestValidPrefix() throws {
        let (bytes, ends) = Self.journalBytes(12)
        var rng = SplitMix64(seed: 99)
        for trial in 0..<4000 {
            var damaged = bytes
            let position = Int.random(in: 0..<bytes.count, using: &rng)
            if trial % 2 == 0 {
                damaged.removeLast(bytes.count - position)
            } else {
                var replacement = UInt8.random(in: 0...255, using: &rng)
                if replacement == bytes[position] { replacement ^= 0x01 }
                damaged[position] = replacement
            }
            let disk = SimulatedDisk()
            try disk.makeDirectory("/d")
            try disk.replaceAtomically("/d/j", with: damaged)
            // Lines that end before the damaged byte (or the cut) are intact.
            let expectedKept = ends.filter { $0 <= position }.count
            do {
                let (_, records, recovery) = try Journal.open("/d/j", files: disk)
                #expect(records.count == expectedKept, "trial \(trial): damage at byte \(position)")
                #expect(records.map(\.seq) == Array(0..<records.count).map { $0 + 1 })
                if damaged.count > (ends.last { $0 <= position } ?? 0) {
                    #expect(recovery != nil, "trial \(trial): damage not reported")
                }
                // What was set aside plus what was kept is everything that was there.
                if let recovery {
                    let aside = try #require(try disk.read(recovery.setAsidePath))
                    #expect(Array(damaged.prefix(damaged.count - aside.count)) + aside == damaged)
                }
            } catch StoreError.newerJournal {
                // A byte changed into a higher version digit: refused, and nothing touched.
                #expect(try disk.read("/d/j") == damaged)
            }
        }
    }

    @Test func arbitraryBytesNeverCrashTheReader() throws {
        var rng = SplitMix64(seed: 3)
        for _ in 0..<3000 {
            let count = Int.random(in: 0...300, using: &rng)
            var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &rng) }
            if Bool.random(using: &rng) { bytes = Self.journalBytes(2).bytes + bytes }
            let disk = SimulatedDisk()
            try disk.makeDirectory("/d")
            try disk.replaceAtomically("/d/j", with: bytes)
            if let opened = try? Journal.open("/d/j", files: disk) {
                #expect(opened.records.allSatisfy { !$0.payload.isEmpty })
            }
        }
    }
}

@Suite struct JournalLockingTests {
    /// Two writers would hand out the same sequence numbers: the second is refused, says why,
    /// and may write once the first has closed. Readers need no lock and repair nothing.
    @Test func aSecondWriterIsRefusedUntilTheFirstCloses() throws {
        let dir = try JournalFormatTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/match.journal"
        let (first, _, _) = try Journal.open(path, files: PosixFileLayer())
        try first.append(Array(#"{"type":"undo"}"#.utf8), at: nil)
        // The refusal names the holder: this very process, through another open file.
        var holder: String?
        do {
            _ = try Journal.open(path, files: PosixFileLayer())
        } catch .busy(let busyPath, let found) where busyPath == path {
            holder = found
        } catch {
            Issue.record("a second writer was answered \(error)")
        }
        #expect(holder?.hasPrefix("pid \(getpid()): ") == true, "holder: \(holder ?? "none")")
        #expect(StoreError.busy(path: path, holder: nil).description.contains("another Scoreline process"))
        #expect(try Journal.read(path, files: PosixFileLayer()).map(\.seq) == [1])
        first.close()
        let (second, records, _) = try Journal.open(path, files: PosixFileLayer())
        #expect(records.count == 1)
        #expect(try second.append(Array(#"{"type":"undo"}"#.utf8), at: nil) == 2)
    }

    /// A flipped version digit is damage to set aside, not a newer journal to refuse.
    @Test func aDamagedVersionDigitIsDamageNotANewerJournal() throws {
        let disk = SimulatedDisk()
        try disk.makeDirectory("/d")
        var bytes = JournalFormatTests.journalBytes(3).bytes
        let second = try #require(bytes.firstIndex(of: 0x0A)) + 1
        bytes[second + 5] = UInt8(ascii: "9")  // {"v":1 → {"v":9 on line 2
        try disk.replaceAtomically("/d/j", with: bytes)
        let (_, records, recovery) = try Journal.open("/d/j", files: disk)
        #expect(records.count == 1)
        #expect(recovery?.cause == .damaged(line: 2))
    }
}
