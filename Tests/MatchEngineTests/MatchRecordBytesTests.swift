import Foundation
import Testing
@testable import MatchEngine

/// A match record's compact bytes for the archive's result cache (issue 42): what is written
/// reads back equal, and damaged bytes read as nothing, never as another record.
@Suite struct MatchRecordBytesTests {
    /// Worked out by hand from the format (zigzag varints: 0 → 00, 1 → 02; a string is its
    /// length then its UTF-8): sport "b", no sides, won by side 1, no result, format k/l, no
    /// cricket, no badminton.
    @Test func aSmallRecordIsTheBytesTheFormatSays() {
        let record = MatchRecord(sport: "b", sides: [], outcome: .won(side: 1), result: nil, format: RecordFormat(key: "k", label: "l"))
        #expect(record.bytes() == [0x02, 0x62, 0x00, 0x02, 0x02, 0x00, 0x02, 0x6B, 0x02, 0x6C, 0x00, 0x00])
        #expect(MatchRecord(bytes: record.bytes()) == record)
    }

    /// Every field set, names in three scripts, a negative and a large number, both sports'
    /// parts and every outcome.
    @Test func everyFieldReadsBack() {
        let innings = InningsRecord(
            battingSide: 1, superOver: true, runs: 301, wickets: 10, legalBalls: 297, limitBalls: nil, allOut: true,
            batting: [BattingRecord(name: "بابر اعظم", runs: 122, balls: 59, fours: 11, sixes: 4, out: false)],
            bowling: [BowlingRecord(name: "Jasprit Bumrah", legalBalls: 24, maidens: 1, runs: -3, wickets: 3)])
        for outcome in [RecordOutcome.inPlay, .won(side: 0), .tied, .drawn, .noResult] {
            let record = MatchRecord(
                sport: "cricket", sides: [RecordSide(name: "Ὀλυμπία", players: ["A", "B"]), RecordSide(name: "", players: [])],
                outcome: outcome, result: "won by 4 runs", format: RecordFormat(key: "20-over", label: "20 overs"),
                cricket: CricketRecord(ballsPerOver: 6, innings: [innings, InningsRecord(
                    battingSide: 0, superOver: false, runs: Int(Int32.max) * 4, wickets: 0, legalBalls: 0, limitBalls: 120,
                    allOut: false, batting: [], bowling: [])]),
                badminton: BadmintonRecord(doubles: true, games: [[21, 19], [30, 29], []]))
            #expect(MatchRecord(bytes: record.bytes()) == record)
        }
    }

    /// Real matches: the 40 IPL matches of the shared set replayed through the engine, each record
    /// written and read back, equal to the record and to what JSON gives back.
    @Test func cricsheetRecordsReadBack() throws {
        let files = CricsheetData.files()
        try #require(!files.isEmpty)
        for file in files {
            guard let record = try CricsheetReplayer.replay(file).finalState?.record else { continue }
            let bytes = record.bytes()
            #expect(MatchRecord(bytes: bytes) == record, "\(file)")
            #expect(try JSONDecoder().decode(MatchRecord.self, from: JSONEncoder().encode(record)) == MatchRecord(bytes: bytes))
        }
    }

    /// Cut short anywhere, one byte longer, or a byte changed to a length past the end: nil.
    @Test func damagedBytesReadAsNothing() {
        let record = MatchRecord(
            sport: "badminton", sides: [RecordSide(name: "Ana", players: ["Ana"]), RecordSide(name: "Bea", players: ["Bea"])],
            outcome: .won(side: 0), result: "Ana won 2-0", format: RecordFormat(key: "singles", label: "Singles"),
            badminton: BadmintonRecord(doubles: false, games: [[21, 0], [21, 0]]))
        let bytes = record.bytes()
        for length in 0..<bytes.count {
            #expect(MatchRecord(bytes: Array(bytes.prefix(length))) == nil, "cut at \(length)")
        }
        #expect(MatchRecord(bytes: bytes + [0]) == nil)
        var huge = bytes
        huge[0] = 0xFE  // the sport's length: 127 bytes, more than there are
        #expect(MatchRecord(bytes: huge) == nil)
    }

    /// Random bytes (a fixed seed, so a failure repeats): never a trap, and whatever reads
    /// writes back to the same bytes.
    @Test func randomBytesNeverTrap() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        for _ in 0..<20_000 {
            let count = Int(next() % 64)
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: next() % 8 == 0 ? next() : next() % 4) }
            if let record = MatchRecord(bytes: bytes) {
                #expect(record.bytes() == bytes)
            }
        }
    }

    /// The listing's part: a result or none, and the score; by hand, no result and "0/0" is
    /// 00 (absent), 06 (three bytes) "0/0".
    @Test func theListingsLineReadsBack() {
        #expect(RecordBytes.line(result: nil, score: "0/0") == [0x00, 0x06, 0x30, 0x2F, 0x30])
        let line = RecordBytes.line(result: "Lahore won by 4 wickets", score: "152/6 (19.3)")
        #expect(RecordBytes.line(line)?.result == "Lahore won by 4 wickets")
        #expect(RecordBytes.line(line)?.score == "152/6 (19.3)")
        #expect(RecordBytes.line(Array(line.dropLast())) == nil)
        #expect(RecordBytes.line(line + [0]) == nil)
    }
}
