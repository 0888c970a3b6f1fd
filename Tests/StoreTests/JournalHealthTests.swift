import Foundation
import Testing
@testable import Store

/// `Journal.health` describes a journal and changes nothing (doctor runs beside the writer).
@Suite struct JournalHealthTests {
    /// The six-line fixture, as lines with their newlines.
    static func fixtureLines() throws -> [Data] {
        let data = try Data(contentsOf: JournalFormatTests.fixtures.appendingPathComponent("v1-cricket.journal"))
        return data.split(separator: UInt8(ascii: "\n")).map { Data($0) + Data([UInt8(ascii: "\n")]) }
    }

    static func health(of lines: [Data]) throws -> (JournalHealth, unchanged: Bool) {
        let path = try JournalFormatTests.temporaryDirectory() + "/journal.jsonl"
        let bytes = lines.reduce(Data(), +)
        try bytes.write(to: URL(fileURLWithPath: path))
        let health = try Journal.health(path, files: PosixFileLayer())
        let after = try Data(contentsOf: URL(fileURLWithPath: path))
        let siblings = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
        return (health, after == bytes && siblings == ["journal.jsonl"])
    }

    @Test func anIntactJournal() throws {
        let lines = try Self.fixtureLines()
        #expect(lines.count == 6)
        let (health, unchanged) = try Self.health(of: lines)
        #expect(health == JournalHealth(records: 6, lastSeq: 6, bytes: lines.map(\.count).reduce(0, +), tailBytes: 0, damage: nil))
        #expect(health.sentence == nil)
        #expect(unchanged)
    }

    @Test func aDamagedMiddleLineIsFoundAndLeftAlone() throws {
        var lines = try Self.fixtureLines()
        // The bowler's name changed in line 3: the line no longer matches its checksum.
        let third = String(decoding: lines[2], as: UTF8.self)
        #expect(third.contains(#""name":"Kofi""#))
        lines[2] = Data(third.replacingOccurrences(of: "Kofi", with: "Kofe").utf8)
        let (health, unchanged) = try Self.health(of: lines)
        #expect(health.records == 2)
        #expect(health.lastSeq == 2)
        #expect(health.damage == .damaged(line: 3))
        #expect(health.tailBytes == lines[2...].map(\.count).reduce(0, +))
        #expect(unchanged)
    }

    @Test func aMissingLineIsASequenceGap() throws {
        var lines = try Self.fixtureLines()
        lines.remove(at: 3)
        let (health, unchanged) = try Self.health(of: lines)
        #expect(health.records == 3)
        #expect(health.damage == .sequenceGap(expected: 4, found: 5))
        #expect(health.sentence?.hasPrefix("action 4 is missing (the next is 5; ") == true)
        #expect(unchanged)
    }
}
