import Deterministic
import Foundation
import PropertyBased
import Testing
@testable import MatchEngine

/// What must hold for any bytes a stranger's radio sends (issue 18): decode returns, a refused
/// write changes nothing, and the board depends on the state alone.
@Suite struct FeedPropertyTests {
    @Test func anyBytesDecodeToAWriteOrARefusalThatSaysWhy() async {
        await propertyCheck(count: 2000, input: Gen.uint8().array(of: 0...600)) { bytes in
            var state = FeedState()
            switch FeedWrite.decode(bytes) {
            case .success(let write):
                #expect(bytes.count <= FeedWrite.maxBytes)
                #expect(write.code.utf8.count == 3)
                let before = state
                if case .refused(let refusal) = state.apply(write) {
                    #expect(!refusal.message.isEmpty)
                    #expect(state == before)
                }
            case .failure(let refusal):
                #expect(!refusal.message.isEmpty)
            }
        }
    }

    /// Writes that look like the apps' (a known code, an unknown one, or noise, then value
    /// pieces of every kind), so most reach the value checks rather than stopping at the code.
    @Test func aRefusedWriteLeavesTheStateAndTheBoardIsAFunctionOfTheState() async throws {
        let since = try #require(Timestamp("2026-11-28T14:02:00Z"))
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            var state = FeedState()
            for _ in 0..<60 {
                let bytes = Self.write(&random)
                let before = state
                guard case .success(let write) = FeedWrite.decode(bytes) else { continue }
                if case .refused = state.apply(write) {
                    #expect(state == before, "seed \(seed): a refused \(write) changed the state")
                }
                #expect(state.unknown.count <= FeedState.maxUnknownCodes)
            }
            for link in [FeedLink.live, .waiting(name: "Pavilion"), .disconnected(since: since)] {
                let board = state.scoreboard(link: link)
                #expect(board == state.scoreboard(link: link))
                // The same values reached another way (read back) give the same board.
                if let data = try? JSONEncoder().encode(state), let read = try? JSONDecoder().decode(FeedState.self, from: data) {
                    #expect(read == state, "seed \(seed): the state changed in a round trip")
                    #expect(read.scoreboard(link: link) == board)
                } else {
                    Issue.record("seed \(seed): the state did not survive a round trip")
                }
            }
            // Every value a write left passes its own check again.
            for (code, value) in state.values {
                #expect(FeedCode(rawValue: code)?.refusal(for: value) == nil, "seed \(seed): \(code) kept \(value)")
            }
        }
    }

    private static let pieces = ["", " ", "0", "1", "4", "6", "12", "245", "9999", "12345", "/", "5", ".", "2", " & ", "d", "(", ")",
                                 " (", "W", "wd", "nb", "lb", "b", "-", "*", "x", "Smith", "é", "\u{1B}", "\0", "\u{2028}", "  "]

    private static func write(_ random: inout SplitMix64) -> [UInt8] {
        var code: [UInt8]
        if random.chance(80) {
            code = Array((random.pick(FeedCode.allCases) ?? .battingScore).rawValue.utf8)
        } else if random.chance(70) {
            code = (0..<3).map { _ in UInt8.random(in: 0x41...0x5A, using: &random) }
        } else {
            code = (0..<Int.random(in: 0...4, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
        }
        var value = ""
        for _ in 0..<Int.random(in: 0...8, using: &random) { value += random.pick(pieces) ?? "" }
        if random.chance(3) { value += String(repeating: "a", count: 70) }
        var bytes = code + Array(value.utf8)
        if random.chance(5) { bytes.append(UInt8.random(in: 0x80...0xFF, using: &random)) }
        if random.chance(10) { bytes += [0x0D, 0x0A] }
        return bytes
    }
}
