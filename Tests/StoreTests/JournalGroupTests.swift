import Deterministic
import Foundation
import Testing
@testable import Store
import StoreTesting

/// Group commit (ADR 047): several records written with one fdatasync, and after any power cut
/// a group is in the journal whole or not at all.
@Suite struct JournalGroupTests {
    static let path = "/data/match.journal"

    static func payload(_ n: Int) -> [UInt8] {
        Array("{\"type\":\"delivery\",\"bat\":\(n % 7),\"n\":\(n)}".utf8)
    }

    static func entries(_ numbers: ClosedRange<Int>) -> [(payload: [UInt8], at: String?)] {
        numbers.map { (payload: payload($0), at: "2026-11-29T10:00:00Z") }
    }

    static func freshJournal() throws -> (SimulatedDisk, Journal) {
        let disk = SimulatedDisk()
        try disk.makeDirectory("/data")
        let (journal, _, _) = try Journal.open(path, files: disk)
        return (disk, journal)
    }

    /// Three records, one write and one fdatasync; the lines are a format 2 header naming
    /// the group's size and first number, then three plain format 1 lines.
    @Test func aGroupIsOneWriteAndOneFdatasync() throws {
        let (disk, journal) = try Self.freshJournal()
        try journal.append(Self.payload(1), at: nil)
        let writes = disk.writes, syncs = disk.dataSyncs
        #expect(try journal.appendGroup(Self.entries(2...4)) == [2, 3, 4])
        #expect(disk.writes - writes == 1)
        #expect(disk.dataSyncs - syncs == 1)
        #expect(journal.lastDurableSeq == 4)
        let lines = String(decoding: try #require(try disk.read(Self.path)), as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines[1].hasPrefix(#"{"v":2,"seq":2,"at":"2026-11-29T10:00:00Z","crc":""#))
        #expect(lines[1].hasSuffix(#","a":{"group":3}}"#))
        #expect(lines[2].hasPrefix(#"{"v":1,"seq":2,"#) && lines[4].hasPrefix(#"{"v":1,"seq":4,"#))
        journal.close()
        let reopened = try Journal.open(Self.path, files: disk)
        #expect(reopened.records.map(\.seq) == [1, 2, 3, 4])
        #expect(reopened.records.map(\.payload) == (1...4).map(Self.payload))
        #expect(reopened.recovery == nil)
    }

    /// A group of one is a plain line, byte for byte what format 1 wrote, so a journal with no
    /// multi-record press still opens in an older build.
    @Test func aGroupOfOneIsAPlainLine() throws {
        let (disk, journal) = try Self.freshJournal()
        try journal.appendGroup(Self.entries(1...1))
        let expected = JournalLine.encode(JournalRecord(seq: 1, at: "2026-11-29T10:00:00Z", payload: Self.payload(1)))
        #expect(try disk.read(Self.path) == expected)
        #expect(try journal.appendGroup([]) == [])
        #expect(disk.dataSyncs == 1)
    }

    /// The power goes during the group's write, with every possible number of its bytes
    /// reaching the disk (0 to all of them), kept as written or zero-filled: after recovery
    /// the journal holds the records before the group and either all three of the group or
    /// none, never one or two; and it takes the next append.
    @Test func aCutAtEveryByteOfAGroupLeavesItWholeOrAbsent() throws {
        // The group's bytes: the header (about 80) and three lines (about 95 each).
        let probe = try Self.freshJournal()
        try probe.1.append(Self.payload(1), at: nil)
        let before = try #require(try probe.0.read(Self.path)).count
        try probe.1.appendGroup(Self.entries(2...4))
        let groupBytes = try #require(try probe.0.read(Self.path)).count - before
        #expect(groupBytes > 300)
        var whole = 0, absent = 0
        for zeroFill in [false, true] {
            for kept in 0...groupBytes {
                let (disk, journal) = try Self.freshJournal()
                try journal.append(Self.payload(1), at: nil)
                disk.dieAtWrite = disk.writes + 1
                #expect(throws: StoreError.self) { try journal.appendGroup(Self.entries(2...4)) }
                disk.powerCut(keepUnsynced: { _ in kept }, zeroFill: zeroFill)
                let reopened = try Journal.open(Self.path, files: disk)
                let seqs = reopened.records.map(\.seq)
                if seqs == [1, 2, 3, 4] {
                    whole += 1
                    // Only every byte of the group makes it whole.
                    #expect(kept == groupBytes && !zeroFill, "kept \(kept) zero \(zeroFill)")
                } else {
                    #expect(seqs == [1], "kept \(kept) of \(groupBytes), zero-filled \(zeroFill): \(seqs)")
                    absent += 1
                    #expect((reopened.recovery != nil) == (kept > 0))
                }
                #expect(reopened.records.first?.payload == Self.payload(1))
                #expect(try reopened.journal.append(Self.payload(9), at: nil) == seqs.count + 1)
            }
        }
        // 2 × (groupBytes + 1) cuts: one kept the whole group, the rest none of it.
        #expect(whole == 1)
        #expect(absent == 2 * (groupBytes + 1) - 1)
    }

    /// Power cuts at every write of a run that mixes single records and groups of 2 to 4
    /// (a press and its follow-ups), with the unsynced bytes kept, torn at random or zeroed,
    /// and fdatasync and space failures mixed in: every acknowledged record is there, in
    /// order; beyond them only whole groups that were in flight; never part of a group.
    @Test func everyAcknowledgedGroupSurvivesAPowerCutAtEveryWrite() throws {
        var rng = SplitMix64(seed: 47)
        var cuts = 0
        var recoveries = 0
        // Each trial writes 12 appends; the power goes at write 1, 2, … 12 in turn.
        for trial in 0..<600 {
            let disk = SimulatedDisk()
            try disk.makeDirectory("/data")
            var (journal, _, _) = try Journal.open(Self.path, files: disk)
            var acknowledged: [[UInt8]] = []
            // The groups attempted, in order, as written (refused ones removed).
            var attempted: [[[UInt8]]] = []
            var n = 0
            for session in 0..<3 {
                disk.dieAtWrite = disk.writes + 1 + (trial + session) % 12
                if Int.random(in: 0..<10, using: &rng) == 0 { disk.failSyncs = 1 }
                if Int.random(in: 0..<10, using: &rng) == 0 { disk.spaceLeft = Int.random(in: 0...400, using: &rng) }
                for _ in 0..<12 {
                    let size = [1, 1, 2, 3, 4][Int.random(in: 0..<5, using: &rng)]
                    let group = (0..<size).map { _ in
                        n += 1
                        return Self.payload(n)
                    }
                    attempted.append(group)
                    do {
                        let seqs = try journal.appendGroup(group.map { (payload: $0, at: nil) })
                        #expect(seqs.count == size)
                        acknowledged = attempted.flatMap { $0 }
                        #expect(seqs.last == acknowledged.count)
                    } catch {
                        if disk.dead { break }
                        // Refused and dropped whole (ADR 007): never written later.
                        attempted.removeLast()
                        disk.spaceLeft = nil
                    }
                }
                cuts += 1
                let tear = Int.random(in: 0...2, using: &rng)
                disk.powerCut(keepUnsynced: { count in tear == 0 ? 0 : Int.random(in: 0...count, using: &rng) }, zeroFill: tear == 2)
                disk.failSyncs = 0
                disk.spaceLeft = nil
                let reopened = try Journal.open(Self.path, files: disk)
                if reopened.recovery != nil { recoveries += 1 }
                let payloads = reopened.records.map(\.payload)
                #expect(payloads.starts(with: acknowledged), "trial \(trial): an acknowledged record was lost")
                // What is there is a run of whole groups from the start.
                var boundaries: Set<Int> = [0]
                var total = 0
                for group in attempted {
                    total += group.count
                    boundaries.insert(total)
                }
                #expect(boundaries.contains(payloads.count), "trial \(trial): a group was kept in part (\(payloads.count) records)")
                #expect(attempted.flatMap { $0 }.starts(with: payloads), "trial \(trial): recovery invented or reordered a record")
                #expect(reopened.records.map(\.seq) == Array(0..<payloads.count).map { $0 + 1 })
                journal = reopened.journal
                // Keep the groups that survived, so the next session's boundaries hold.
                var kept: [[[UInt8]]] = []
                var count = 0
                for group in attempted where count + group.count <= payloads.count {
                    kept.append(group)
                    count += group.count
                }
                attempted = kept
                acknowledged = payloads
            }
        }
        #expect(cuts == 1800)
        #expect(recoveries > 300, "the cuts rarely tore a write: the test is not exercising recovery")
    }

    /// A record damaged inside a group (a flipped byte, with good lines after it) ends the
    /// intact records at the group's header: the group's first record, though intact, is not
    /// kept, and the cause names the damaged line (line 4: line 1, the header, two records).
    @Test func damageInsideAGroupDropsTheWholeGroup() throws {
        let (disk, journal) = try Self.freshJournal()
        try journal.append(Self.payload(1), at: nil)
        try journal.appendGroup(Self.entries(2...4))
        try journal.append(Self.payload(5), at: nil)
        journal.close()
        var bytes = try #require(try disk.read(Self.path))
        let newlines = bytes.indices.filter { bytes[$0] == 0x0A }
        // Line 4 (the group's second record) runs from after the third newline.
        bytes[newlines[2] + 30] ^= 0x01
        try disk.replaceAtomically(Self.path, with: bytes)
        let reopened = try Journal.open(Self.path, files: disk)
        #expect(reopened.records.map(\.seq) == [1])
        #expect(reopened.recovery?.cause == .damaged(line: 4))
        #expect(try disk.read(try #require(reopened.recovery?.setAsidePath)) == Array(bytes[(newlines[0] + 1)...]))
    }

    /// A format 2 line that is not a header the store writes (another payload, a size
    /// outside 2 to 1,000, a header inside a group) is damage, never believed.
    @Test(arguments: [#"{"group":1}"#, #"{"group":1001}"#, #"{"group":3,"x":1}"#, #"{"whatever":2}"#])
    func aHeaderTheStoreDidNotWriteIsDamage(_ payload: String) throws {
        let disk = SimulatedDisk()
        try disk.makeDirectory("/data")
        var bytes = JournalLine.encode(JournalRecord(seq: 1, at: nil, payload: Self.payload(1)))
        bytes += JournalLine.encode(JournalRecord(version: 2, seq: 2, at: nil, payload: Array(payload.utf8)))
        bytes += JournalLine.encode(JournalRecord(seq: 2, at: nil, payload: Self.payload(2)))
        try disk.replaceAtomically(Self.path, with: bytes)
        let reopened = try Journal.open(Self.path, files: disk)
        #expect(reopened.records.map(\.seq) == [1])
        #expect(reopened.recovery?.cause == .damaged(line: 2))
    }

    /// The header carries its first record's number: a header whose number jumps is a gap.
    @Test func aHeaderOutOfSequenceIsAGap() throws {
        let disk = SimulatedDisk()
        try disk.makeDirectory("/data")
        var bytes = JournalLine.encode(JournalRecord(seq: 1, at: nil, payload: Self.payload(1)))
        bytes += JournalLine.groupHeader(seq: 3, count: 2, at: nil)
        try disk.replaceAtomically(Self.path, with: bytes)
        #expect(try Journal.open(Self.path, files: disk).recovery?.cause == .sequenceGap(expected: 2, found: 3))
    }

    /// A match whose first press was a group cut off by the power has no intact first record:
    /// it is "cut off", as a torn first line is, not "damaged" (the kiosk sets it aside).
    @Test func aCutOffFirstGroupIsAFirstLineCutOff() throws {
        let disk = SimulatedDisk()
        try disk.makeDirectory("/data")
        var bytes = JournalLine.groupHeader(seq: 1, count: 2, at: nil)
        bytes += JournalLine.encode(JournalRecord(seq: 1, at: nil, payload: Self.payload(1)))
        try disk.replaceAtomically(Self.path, with: bytes)
        #expect(throws: StoreError.unopenable(path: Self.path, problem: .firstLineCutOff)) {
            try Journal.open(Self.path, files: disk, requireFirstRecord: true)
        }
    }

    /// The streaming reader keeps exactly what recovery keeps, group by group, whatever the
    /// size of the pieces it reads: a whole journal, and one whose last group is cut at each
    /// of its bytes.
    @Test func theStreamingReaderKeepsWholeGroupsOnly() throws {
        let dir = try JournalFormatTests.temporaryDirectory()
        let path = dir + "/journal.jsonl"
        let (journal, _, _) = try Journal.open(path, files: PosixFileLayer())
        try journal.append(Self.payload(1), at: nil)
        try journal.appendGroup(Self.entries(2...3))
        try journal.append(Self.payload(4), at: nil)
        try journal.appendGroup(Self.entries(5...7))
        journal.close()
        let full = try #require(FileManager.default.contents(atPath: path))
        for chunk in [1, 7, 64, 1 << 16] {
            let streamed = Array(JournalRecords(path: path, files: PosixFileLayer(), chunkSize: chunk))
            #expect(streamed.map(\.seq) == Array(1...7))
            #expect(streamed == (try Journal.read(path, files: PosixFileLayer())))
        }
        let lastGroupStart = try #require(full.range(of: Data(#"{"v":2,"seq":5"#.utf8))).lowerBound
        for cut in lastGroupStart..<full.count {
            try full.prefix(cut).write(to: URL(fileURLWithPath: path))
            let streamed = Array(JournalRecords(path: path, files: PosixFileLayer(), chunkSize: 13))
            #expect(streamed.map(\.seq) == [1, 2, 3, 4], "cut at \(cut)")
            #expect(streamed == (try Journal.read(path, files: PosixFileLayer())))
        }
    }

    /// A journal a format 1 build wrote (the committed fixture) still opens, and a group
    /// appended to it is read back after its plain lines.
    @Test func aFormatOneJournalOpensAndTakesGroups() throws {
        let dir = try JournalFormatTests.temporaryDirectory()
        let path = dir + "/match.journal"
        try FileManager.default.copyItem(atPath: JournalFormatTests.fixtures.appendingPathComponent("v1-cricket.journal").path, toPath: path)
        let (journal, records, recovery) = try Journal.open(path, files: PosixFileLayer())
        #expect(recovery == nil)
        #expect(records.count == 6)
        #expect(try journal.appendGroup(Self.entries(7...8)) == [7, 8])
        journal.close()
        #expect(try Journal.read(path, files: PosixFileLayer()).map(\.seq) == Array(1...8))
    }
}
