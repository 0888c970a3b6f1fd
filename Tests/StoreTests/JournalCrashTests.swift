import Deterministic
import Foundation
import Testing
@testable import Store
import StoreTesting

/// The promise: no acknowledged action is ever lost and the journal always opens, whatever
/// moment the power goes.
@Suite struct JournalCrashTests {
    static let path = "/data/match.journal"

    static func payload(_ n: Int, size: Int) -> [UInt8] {
        Array("{\"type\":\"delivery\",\"bat\":\(n % 7),\"note\":\"\(String(repeating: "x", count: size))\"}".utf8)
    }

    /// Thousands of power cuts: during every write of a run, and at random bytes of the
    /// write in flight, with torn and zero-filled tails, and with sync and space failures.
    @Test func everyAcknowledgedActionSurvivesAnyPowerCut() throws {
        var rng = SystemRandomNumberGenerator()
        var seedRNG = SplitMix64(seed: 42)
        var cuts = 0
        var recoveries = 0
        for trial in 0..<2500 {
            let disk = SimulatedDisk()
            try disk.makeDirectory("/data")
            var acknowledged: [[UInt8]] = []
            var attempted: [[UInt8]] = []
            var (journal, records, _) = try Journal.open(Self.path, files: disk)
            #expect(records.isEmpty)
            // Several sessions per trial: cut, recover, keep scoring.
            for _ in 0..<3 {
                disk.dieAtWrite = disk.writes + Int.random(in: 1...12, using: &seedRNG)
                if Int.random(in: 0..<10, using: &seedRNG) == 0 { disk.failSyncs = 1 }
                if Int.random(in: 0..<10, using: &seedRNG) == 0 { disk.spaceLeft = Int.random(in: 0...300, using: &seedRNG) }
                for n in 0..<15 {
                    let payload = Self.payload(acknowledged.count * 100 + n, size: Int.random(in: 0...120, using: &seedRNG))
                    attempted.append(payload)
                    do {
                        let seq = try journal.append(payload, at: "2026-11-22T10:00:00Z")
                        // Acknowledged: everything attempted up to here is durable, in order.
                        acknowledged = Array(attempted.prefix(seq))
                    } catch {
                        if disk.dead { break }
                        // Refused and dropped: it is never written later (ADR 007).
                        attempted.removeLast()
                        disk.spaceLeft = nil
                    }
                }
                cuts += 1
                let tear = Int.random(in: 0...2, using: &seedRNG)
                disk.powerCut(keepUnsynced: { count in
                    tear == 0 ? 0 : Int.random(in: 0...count, using: &rng)
                }, zeroFill: tear == 2)
                disk.failSyncs = 0
                disk.spaceLeft = nil
                let reopened = try Journal.open(Self.path, files: disk)
                if reopened.recovery != nil { recoveries += 1 }
                let payloads = reopened.records.map(\.payload)
                // Every acknowledged action, in order; beyond them only actions that were in
                // flight when the power went (written but not yet confirmed), never garbage.
                #expect(payloads.starts(with: acknowledged), "trial \(trial): an acknowledged action was lost")
                #expect(attempted.starts(with: payloads), "trial \(trial): recovery invented or reordered an action")
                #expect(reopened.records.map(\.seq) == Array(1...max(1, payloads.count)).prefix(payloads.count).map { $0 })
                journal = reopened.journal
                attempted = payloads
                acknowledged = payloads
                records = reopened.records
            }
        }
        #expect(cuts == 7500)
        #expect(recoveries > 500, "the cuts rarely tore a write: the test is not exercising recovery")
    }

    @Test func aFailedSyncIsNotAcknowledgedAndNeverWrittenLater() throws {
        let disk = SimulatedDisk()
        try disk.makeDirectory("/data")
        let (journal, _, _) = try Journal.open(Self.path, files: disk)
        #expect(try journal.append(Self.payload(1, size: 3), at: nil) == 1)
        disk.failSyncs = 1
        #expect(throws: StoreError.system(operation: "fdatasync", path: "(simulated)", errno: EIO)) {
            try journal.append(Self.payload(2, size: 3), at: nil)
        }
        #expect(journal.lastDurableSeq == 1)
        // The refused record is gone: the next append takes its number, and only what was
        // acknowledged is on the disk after a power cut.
        #expect(try journal.append(Self.payload(3, size: 3), at: nil) == 2)
        disk.powerCut()
        let reopened = try Journal.open(Self.path, files: disk)
        #expect(reopened.records.map(\.seq) == [1, 2])
        #expect(reopened.records.map(\.payload) == [Self.payload(1, size: 3), Self.payload(3, size: 3)])
    }

    @Test func aFullDiskLeavesNoHalfLineBehind() throws {
        let disk = SimulatedDisk()
        try disk.makeDirectory("/data")
        let (journal, _, _) = try Journal.open(Self.path, files: disk)
        try journal.append(Self.payload(1, size: 10), at: nil)
        disk.spaceLeft = 20
        #expect(throws: StoreError.self) { try journal.append(Self.payload(2, size: 50), at: nil) }
        disk.spaceLeft = nil
        #expect(try journal.append(Self.payload(2, size: 50), at: nil) == 2)
        journal.close()
        let reopened = try Journal.open(Self.path, files: disk)
        #expect(reopened.recovery == nil)
        #expect(reopened.records.count == 2)
    }

    @Test func theFirstAppendMakesTheNewFileDurable() throws {
        let disk = SimulatedDisk()
        try disk.makeDirectory("/data")
        try disk.syncDirectory("/")
        let (journal, _, _) = try Journal.open(Self.path, files: disk)
        try journal.append(Self.payload(1, size: 1), at: nil)
        disk.powerCut()
        // Without the directory sync the file itself would vanish with the cut.
        #expect(try Journal.open(Self.path, files: disk).records.count == 1)
    }

    @Test func recoveryKeepsTheDamagedTailAsideAndSaysSoInOneSentence() throws {
        let disk = SimulatedDisk()
        try disk.makeDirectory("/data")
        let (journal, _, _) = try Journal.open(Self.path, files: disk)
        for n in 1...3 { try journal.append(Self.payload(n, size: 2), at: nil) }
        journal.close()
        var bytes = try #require(try disk.read(Self.path))
        bytes += Array("{\"v\":1,\"seq\":4,\"at\":null,\"crc\":\"00".utf8)
        try disk.replaceAtomically(Self.path, with: bytes)
        let reopened = try Journal.open(Self.path, files: disk)
        let recovery = try #require(reopened.recovery)
        #expect(reopened.records.count == 3)
        #expect(recovery.setAsidePath == Self.path + ".damaged-1")
        #expect(try disk.read(recovery.setAsidePath) == Array("{\"v\":1,\"seq\":4,\"at\":null,\"crc\":\"00".utf8))
        #expect(recovery.sentence == "The last write to /data/match.journal was cut off (power loss?): 3 actions kept, 34 bytes set aside in /data/match.journal.damaged-1.")
        // The journal carries on after the good prefix.
        #expect(try reopened.journal.append(Self.payload(4, size: 2), at: nil) == 4)
        reopened.journal.close()
        #expect(try Journal.open(Self.path, files: disk).recovery == nil)
    }
}

