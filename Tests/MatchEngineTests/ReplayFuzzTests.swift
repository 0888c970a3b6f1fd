import Foundation
import Testing
@testable import MatchEngine

/// Arbitrary and mutated input must never crash the replay: every line yields either a
/// state or a refusal naming its line, and a refusal changes nothing.
@Suite struct ReplayFuzzTests {
    static let seedLines = [
        #"{"type":"newMatch","sport":"cricket","teams":[{"name":"A"},{"name":"B"}],"rules":{"oversPerInnings":2}}"#,
        #"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#,
        #"{"type":"bowler","name":"Kofi"}"#,
        #"{"type":"delivery","bat":1,"wicket":{"kind":"run out","playerOut":"Asha","fielder":"Lee"}}"#,
        #"{"type":"newBatter","name":"Chen","onStrike":true}"#,
        #"{"type":"delivery","wides":5}"#,
        #"{"type":"setTarget","runs":48,"overs":"9.2"}"#,
        #"{"type":"endMatch","reason":"dls","winner":"A","parScore":12}"#,
        #"{"type":"undo"}"#,
    ]

    @Test func mutatedLinesNeverCrashAndEveryLineIsAnswered() {
        var rng = SeededGenerator(seed: 7)
        let replay = Replay()
        for _ in 0..<3000 {
            var lines = Self.seedLines
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let i = Int.random(in: 0..<lines.count, using: &rng)
                lines[i] = mutate(lines[i], &rng)
            }
            let text = lines.joined(separator: "\n")
            let outcome = replay.run(text, each: true)
            // A mutation may insert a newline; count lines as the replay defines them: split at
            // LF, every line answered, a blank tail after the last newline not a line.
            var split = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
            if let last = split.last, last.allSatisfy({ [0x20, 0x09, 0x0D, 0x0A].contains($0) }) { split.removeLast() }
            let answered = split.count
            #expect(outcome.lines.count == answered)
            for line in outcome.lines {
                #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil, "not JSON: \(line)")
            }
            for refusal in outcome.rejections {
                #expect(!refusal.error.isEmpty && refusal.line >= 1)
            }
        }
    }

    @Test func randomBytesAreRefusedNotCrashed() {
        var rng = SeededGenerator(seed: 11)
        let replay = Replay()
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0...80, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            let text = Self.seedLines[0] + "\n" + String(decoding: bytes, as: UTF8.self)
            let outcome = replay.run(text, each: false)
            #expect(!outcome.lines.isEmpty)
        }
    }

    private func mutate(_ line: String, _ rng: inout SeededGenerator) -> String {
        var bytes = Array(line.utf8)
        switch Int.random(in: 0..<5, using: &rng) {
        case 0 where !bytes.isEmpty:
            bytes.removeLast(Int.random(in: 1...bytes.count, using: &rng))
        case 1 where !bytes.isEmpty:
            bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
        case 2:
            let junk: [String] = ["null", "-1", "1e309", "\"\"", "[]", "{}", "true", "99999999999999999999", "\"\\u0000\""]
            let text = String(decoding: bytes, as: UTF8.self)
            let replaced = text.replacingOccurrences(of: ":1", with: ":" + (junk.randomElement(using: &rng) ?? "null"))
            bytes = Array(replaced.utf8)
        case 3 where !bytes.isEmpty:
            bytes.insert(contentsOf: Array("{\"x\":".utf8), at: Int.random(in: 0..<bytes.count, using: &rng))
        default:
            bytes = Array((Self.seedLines.randomElement(using: &rng) ?? "").utf8)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
