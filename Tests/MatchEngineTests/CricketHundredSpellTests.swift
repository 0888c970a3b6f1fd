import Foundation
import Testing
@testable import MatchEngine

/// A bowler's spells under the Hundred's set-up (`"format": "hundred"`): two sets of five
/// running at most, ends changing every ten balls, twenty balls a bowler. Driven through
/// `CricketRules.start`/`apply` from a `newMatch` line, as a scorer's program would.
@Suite("The Hundred: spells and ends")
struct CricketHundredSpellTests {
    static func start() throws -> CricketState {
        let line = #"{"type":"newMatch","sport":"cricket","matchId":"hundred","teams":[{"name":"Riverside"},{"name":"Hillcrest"}],"rules":{"format":"hundred"}}"#
        var s = try CricketRules.start(try CricketDecoding.setup(from: Data(line.utf8)))
        s = try CricketRules.apply(.openers(striker: "Asha", nonStriker: "Bilal"), to: s)
        return s
    }

    /// One set of five dots by `bowler`.
    static func set(_ s: inout CricketState, by bowler: String) throws {
        s = try CricketRules.apply(.bowler(name: bowler), to: s)
        for _ in 0..<5 { s = try CricketRules.apply(.delivery(Delivery()), to: s) }
    }

    static func refusal(_ action: CricketAction, _ s: CricketState) -> CricketRejection? {
        do {
            _ = try CricketRules.apply(action, to: s)
            return nil
        } catch {
            return error
        }
    }

    @Test func aThirdSetRunningIsRefusedNamingTheBowlerAndTheLimit() throws {
        var s = try Self.start()
        try Self.set(&s, by: "Kofi")
        try Self.set(&s, by: "Kofi")
        let refused = Self.refusal(.bowler(name: "Kofi"), s)
        #expect(refused == .consecutiveOverLimit("Kofi", 2, sets: true))
        let message = try #require(refused?.message)
        #expect(message.contains("Kofi") && message.contains("2 sets running"), "\(message)")
        #expect(message.contains("maxConsecutiveOvers 2"), "\(message)")
        // Another bowler may take the third set, and Kofi the fourth after the break.
        try Self.set(&s, by: "Lena")
        try Self.set(&s, by: "Kofi")
        #expect(s.current?.completedOvers == 4)
    }

    @Test func twoSetsRunningMayStraddleTheChangeOfEnds() throws {
        var s = try Self.start()
        try Self.set(&s, by: "Kofi")
        try Self.set(&s, by: "Lena")
        // Sets 2 and 3: ten balls running, from both ends.
        try Self.set(&s, by: "Lena")
        #expect(Self.refusal(.bowler(name: "Lena"), s) == .consecutiveOverLimit("Lena", 2, sets: true))
        #expect(Self.refusal(.bowler(name: "Kofi"), s) == nil)
    }

    @Test func theStrikeChangesWithTheEndsEveryTenBalls() throws {
        var s = try Self.start()
        try Self.set(&s, by: "Kofi")
        // Five balls: the same end, so Asha, who faced the fifth dot, faces the sixth.
        #expect(s.striker == "Asha" && s.nonStriker == "Bilal")
        try Self.set(&s, by: "Kofi")
        // Ten balls: the ends change and Bilal faces.
        #expect(s.striker == "Bilal" && s.nonStriker == "Asha")
        try Self.set(&s, by: "Lena")
        #expect(s.striker == "Bilal")
        try Self.set(&s, by: "Lena")
        #expect(s.striker == "Asha")
    }

    @Test func twentyBallsABowler() throws {
        var s = try Self.start()
        for bowler in ["Kofi", "Kofi", "Lena", "Kofi", "Kofi", "Lena"] { try Self.set(&s, by: bowler) }
        #expect(s.current?.bowlers.first { $0.name == "Kofi" }?.legalBalls == 20)
        let refused = Self.refusal(.bowler(name: "Kofi"), s)
        #expect(refused == .bowlerOverLimit("Kofi", 4, sets: true))
        #expect(refused?.message == "Kofi has bowled the maximum of 4 sets.")
        #expect(refused?.message.contains("Kofi") == true)
    }

    @Test func aSixthBallInASetAndTheTwoRunNoBall() throws {
        var s = try Self.start()
        try Self.set(&s, by: "Kofi")
        // The umpire miscounted: the set goes on for a sixth ball, still Kofi's first set.
        s = try CricketRules.apply(.continueOver, to: s)
        s = try CricketRules.apply(.delivery(Delivery(bat: 1)), to: s)
        #expect(s.current?.completedOvers == 1 && s.current?.legalBalls == 6)
        // One set done, the ends stay: Bilal, who ran the single, faces the next set.
        #expect(s.striker == "Bilal")
        // A no-ball is worth 2 here, not 1.
        s = try CricketRules.apply(.bowler(name: "Kofi"), to: s)
        #expect(Self.refusal(.delivery(Delivery(noBalls: 1)), s) == .noBallPenaltyMismatch(given: 1, expected: 2))
        s = try CricketRules.apply(.delivery(Delivery(noBalls: 2)), to: s)
        #expect(s.current?.runs == 3 && s.freeHit)
    }

    @Test func aRevisedTargetInSetsAndBalls() throws {
        var s = try Self.start()
        s = try CricketRules.apply(.endInnings(reason: .rain), to: s)
        // 68 balls: 13 sets and 3 balls; a set has no fifth ball to stop after.
        #expect(Self.refusal(.setTarget(runs: 90, overs: OversNotation(overs: 13, balls: 5), method: .dls), s) == .badTarget)
        s = try CricketRules.apply(.setTarget(runs: 90, overs: OversNotation(overs: 13, balls: 3), method: .dls), to: s)
        s = try CricketRules.apply(.openers(striker: "Dev", nonStriker: "Eve"), to: s)
        #expect(s.current?.limit == OversNotation(overs: 13, balls: 3))
    }
}
