import Testing
@testable import MatchEngine

/// Rules whose state is the list of every action applied: each checkpoint then holds its own
/// copy of the history so far, as a cricket innings' overs do (issue 39).
private enum Tally: MatchRules {
    struct Refused: MatchRejection {
        var message: String { "refused" }
        static var nothingToUndo: Refused { Refused() }
    }

    // No names to clean (ADR 046); the set-up a type of its own, so the two don't clash.
    static func admitted(_ setup: UInt8) -> UInt8 { setup }
    static func admitted(_ action: Int) -> Int { action }

    static func start(_ setup: UInt8) throws(Refused) -> [Int] { [] }

    static func apply(_ action: Int, to state: [Int]) throws(Refused) -> [Int] {
        guard action >= 0 else { throw Refused() }
        return state + [action]
    }
}

@Suite struct MatchHistoryMemoryTests {
    /// 100 actions with a checkpoint every 2 kept 51 states before; capped at 4, an older one
    /// goes each time a fifth would be kept, and undo still gives back every earlier state
    /// exactly: after k undos the state is 0..<(100 - k).
    @Test func checkpointsStayCappedAndUndoStillReachesTheStart() throws {
        var history = try MatchHistory<Tally>(setup: 0, checkpointInterval: 2, maxCheckpoints: 4)
        for n in 0..<100 {
            try history.apply(n)
            #expect(history.checkpointCount <= 4)
        }
        #expect(history.state == Array(0..<100))
        for kept in stride(from: 99, through: 0, by: -1) {
            try history.undo()
            #expect(history.state == Array(0..<kept))
        }
        #expect(throws: Tally.Refused()) { try history.undo() }
    }

    /// Interval 4, 50 actions: keeping the last 10 undoable, the last checkpoint at or before
    /// action 40 (50 - 10) is the one after action 40, so 40 are forgotten and 10 kept.
    @Test func forgettingKeepsTheUndoDepthAskedAndNoMore() throws {
        var history = try MatchHistory<Tally>(setup: 0, checkpointInterval: 4)
        for n in 0..<50 { try history.apply(n) }
        history.forget(keepingLast: 10)
        #expect(history.baseCount == 40)
        #expect(Array(history.actions) == Array(40..<50))
        #expect(history.state == Array(0..<50))
        // Keeping 7: (50 - 7) / 4 = 10 checkpoints behind, still 40: forgetting only whole
        // intervals keeps at least what was asked.
        history.forget(keepingLast: 7)
        #expect(history.actions.count == 10)
        for kept in stride(from: 49, through: 40, by: -1) {
            try history.undo()
            #expect(history.state == Array(0..<kept))
        }
        #expect(!history.canUndo)
        // Play goes on after forgetting, and undo works across the new actions.
        try history.apply(7)
        try history.apply(8)
        try history.undo()
        #expect(history.state == Array(0..<40) + [7])
    }
}
