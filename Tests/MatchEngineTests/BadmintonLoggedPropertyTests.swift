import Foundation
import PropertyBased
import Testing
@testable import MatchEngine

/// The logged result against live play: the scores it accepts are exactly the scores rallies
/// end a game at, and any match played rally by rally, logged by its game scores, comes out
/// with the same games and winner.
@Suite struct BadmintonLoggedPropertyTests {
    /// Formats with and without a cap, a win by 1 and by 3; `bound` covers every final score
    /// of a capped format and a band past the target of an uncapped one.
    static let formats: [(format: BadmintonFormat, bound: Int)] = [
        (.bwf21, 32), (.bwf15, 23), (.noCap, 28),
        (Badminton.format(.noCap) { $0.name = "custom"; $0.pointsToWin = 11; $0.winBy = 1; $0.intervalAt = 6 }, 16),
        (Badminton.format(.bwf21) { $0.name = "custom"; $0.pointsToWin = 5; $0.cap = 7; $0.winBy = 3; $0.intervalAt = 3 }, 9),
    ]

    @Test(arguments: 0..<formats.count)
    func theLogAcceptsExactlyTheScoresPlayEndsAGameAt(_ index: Int) throws {
        let (base, bound) = Self.formats[index]
        var format = base
        format.games = 1  // the game that ends ends the match
        let setup = Badminton.singles(format)
        // Every score the rules can reach point by point, and those at which the game ended.
        var ends = Set<[Int]>()
        var seen = Set<[Int]>()
        var frontier = [try BadmintonRules.start(setup)]
        while let s = frontier.popLast() {
            for side in BadmintonSide.allCases {
                let next = try BadmintonRules.apply(.point(side), to: s)
                let key = [next.game.score.a, next.game.score.b]
                if next.phase == .finished {
                    ends.insert(key)
                } else if key.allSatisfy({ $0 <= bound }), seen.insert(key).inserted {
                    frontier.append(next)
                }
            }
        }
        #expect(!ends.isEmpty)
        var accepted = 0
        for a in 0...bound {
            for b in 0...bound {
                var m = try MatchHistory<BadmintonRules>(setup: setup)
                let refusal = Badminton.rejection { () throws(BadmintonRejection) in
                    try m.apply(.init(.loggedResult([PerSide(a: a, b: b)])))
                }
                if (refusal == nil) != ends.contains([a, b]) {
                    Issue.record("\(format.name) \(a)-\(b): log \(refusal.map(\.message) ?? "accepted"), play \(ends.contains([a, b]) ? "ends there" : "does not end there")")
                }
                if refusal == nil { accepted += 1 }
            }
        }
        #expect(accepted == ends.filter { $0.allSatisfy { $0 <= bound } }.count)
    }

    @Test func aMatchPlayedByRalliesLogsToTheSameGamesAndWinner() async {
        let setups = BadmintonPropertyTests.setups.map(\.setup)
        await propertyCheck(count: 500, input: Gen.int(in: 0...(setups.count - 1)), Gen.int(in: 0...1).array(of: 1...60)) { index, winners in
            var played = try MatchHistory<BadmintonRules>(setup: setups[index])
            var rally = 0
            while played.state.phase != .finished {
                if played.state.phase == .gameWon {
                    try played.apply(.advanceGame())
                    continue
                }
                // Past a few hundred rallies A takes every one, so an uncapped game ends.
                let side: BadmintonSide = rally > 400 || winners[rally % winners.count] == 0 ? .a : .b
                try played.apply(.point(side))
                rally += 1
            }
            let scores = played.state.wonGames.map(\.score)
            var logged = try BadmintonSession(setup: setups[index])
            // Through its journal line, as the store keeps it.
            try logged.apply(line: MatchAction.badminton(.loggedResult(scores)).line(at: nil))
            #expect(logged.state.wonGames.map(\.score) == scores)
            #expect(logged.state.wonGames.map(\.winner) == played.state.wonGames.map(\.winner))
            #expect(logged.state.result == played.state.result)
            #expect(logged.state.gamesWon == played.state.gamesWon)
            #expect(logged.state.logged)
        }
    }
}
