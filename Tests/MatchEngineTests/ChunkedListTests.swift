import FoundationEssentials
import Testing
@testable import MatchEngine

/// The chunked list (an innings' overs, a history's actions) behaves as the flat array it
/// replaced, at every chunk boundary: the order of overs, a miscount taking the last over back,
/// a rename rewriting old overs, equality and the stored form; and an append to a shared copy
/// leaves the full chunks shared.
@Suite struct ChunkedListTests {
    /// Over n bowled by "B<n>" conceding n runs: each over is told apart by its number.
    private func over(_ n: Int) -> OverRecord {
        OverRecord(bowlers: ["B\(n)"], bowlerBalls: [6], conceded: n, legalBalls: 6)
    }

    @Test(arguments: [0, 1, 63, 64, 65, 127, 128, 129, 300])
    func appendsInOrder(count: Int) {
        var log = OverLog()
        for n in 0..<count { log.append(over(n)) }
        #expect(log.count == count)
        #expect(log.map(\.conceded) == Array(0..<count))
        #expect(log.last?.conceded == (count == 0 ? nil : count - 1))
        #expect(Array(log.suffix(2)).map(\.conceded) == Array(max(0, count - 2)..<count))
    }

    @Test(arguments: [1, 64, 65, 128, 129])
    func removeLastUndoesAppend(count: Int) {
        var log = OverLog()
        for n in 0..<count { log.append(over(n)) }
        let removed = log.removeLast()
        #expect(removed.conceded == count - 1)
        #expect(log.map(\.conceded) == Array(0..<(count - 1)))
        // Taken back and bowled again: the same log as one that never lost it.
        log.append(over(count - 1))
        var straight = OverLog()
        for n in 0..<count { straight.append(over(n)) }
        #expect(log == straight)
    }

    @Test func subscriptSetRewritesOneOverAndLeavesCopiesAlone() {
        var log = OverLog()
        for n in 0..<130 { log.append(over(n)) }
        let before = log
        // Over 10 sits in the first full chunk, 129 in the tail.
        log[10].bowlers = ["Renamed"]
        log[129].bowlers = ["Tail"]
        #expect(log[10].bowlers == ["Renamed"] && log[129].bowlers == ["Tail"])
        #expect(log[11].bowlers == ["B11"])
        #expect(before[10].bowlers == ["B10"] && before[129].bowlers == ["B129"])
        #expect(log != before)
    }

    /// Stored exactly as `[OverRecord]` was: a snapshot written before the change reads, and
    /// one written after is the same bytes.
    @Test func encodesAsTheFlatArray() throws {
        let overs = (0..<70).map(over)
        var log = OverLog()
        for o in overs { log.append(o) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(log) == encoder.encode(overs))
        let decoded = try JSONDecoder().decode(OverLog.self, from: encoder.encode(overs))
        #expect(decoded == log)
        #expect(Array(decoded) == overs)
    }

    /// A copy that is appended to (a press staged on a trial copy of the match) shares every
    /// full chunk with the original: the buffers' addresses are the same, so nothing before
    /// the tail was copied. With an array, the copy's first append moved all 10,000 elements.
    @Test func anAppendToACopySharesTheFullChunks() {
        var original = ChunkedList<Int>()
        for n in 0..<10_000 { original.append(n) }
        var trial = original
        trial.append(10_000)
        trial.append(10_001)
        let fullChunks = 10_000 / ChunkedList<Int>.chunkSize
        for chunk in 0..<fullChunks {
            let a = original.chunkAddress(chunk)
            let b = trial.chunkAddress(chunk)
            #expect(a != nil && a == b)
        }
        #expect(original.count == 10_000 && trial.count == 10_002)
        #expect(trial.last == 10_001 && original.last == 9_999)
    }

    @Test func removeFirstKeepsTheRestInOrder() {
        var list = ChunkedList<Int>(0..<200)
        list.removeFirst(70)
        #expect(Array(list) == Array(70..<200))
        #expect(list == ChunkedList(70..<200))
    }
}
