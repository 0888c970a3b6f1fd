import Testing
@testable import MatchEngine

/// Indoor cricket (WICF rules; docs/formats.md, worked example 3), worked by hand: 8-ball overs,
/// 16 overs in pairs of 4, −5 a dismissal with the batter staying in, totals below zero, skins.
@Suite("Indoor cricket, worked by hand")
struct IndoorCricketTests {
    static let bowlers = (1...8).map { "B\($0)" }

    @Test func anInningsBelowZeroAndTheSkins() throws {
        var m = try CricketMatch(format: "indoor")
        // Riverside, pair 1: Asha bowled first ball (−5), the batters change ends; Bilal caught
        // (−10), they change back; Asha 2 (−8); five dots. Pair 1: 2 − 10 = −8.
        try m.open("Asha", "Bilal")
        try m.over("B1", [Sheet.out(.bowled)])
        #expect((m.inn.runs, m.striker) == (-5, "Bilal"))
        try m.over("B1", [Sheet.out(.caught), Sheet.runs(2)] + Sheet.dots(5))
        #expect((m.inn.runs, m.inn.wickets, m.inn.completedOvers) == (-8, 2, 1))
        #expect(m.board["score"]?.text == "-8 · 2 wkts (-10)")
        try m.maidens(3, from: Self.bowlers, first: 1)
        // Pair 2: Cara 4. Pair 3: nothing. Pair 4: Gus 6, Hal lbw: 6 − 5 = 1.
        try m.pair("Cara", "Dev")
        try m.over("B5", [Sheet.runs(4)] + Sheet.dots(7))
        try m.maidens(3, from: Self.bowlers, first: 5)
        try m.pair("Esi", "Finn")
        try m.maidens(4, from: Self.bowlers, first: 0)
        try m.pair("Gus", "Hal")
        try m.over("B5", [Sheet.runs(6)] + Sheet.dots(7))
        #expect(m.striker == "Hal")
        try m.over("B6", [Sheet.out(.lbw)] + Sheet.dots(7))
        try m.maidens(2, from: Self.bowlers, first: 6)
        // 12 scored − 5 × 3 = −3; the pairs −8 + 4 + 0 + 1 = −3.
        let first = m.innings(0)
        #expect((first.runs, first.wickets, first.legalBalls) == (-3, 3, 128))
        #expect(first.format?.pairs.map(\.runs) == [-8, 4, 0, 1])

        // Hillcrest chases −3 (target −2), and bats all 16 overs whatever the score.
        try m.open("Hana", "Ivo")
        #expect(m.inn.target?.runs == -2)
        try m.over("B1", [Sheet.runs(3)] + Sheet.dots(7))
        try m.maidens(3, from: Self.bowlers, first: 1)
        #expect(m.state.phase == .inPlay)
        // Pair 1's overs are done: 3 against Riverside's −8, Hillcrest's skin.
        try m.pair("Jo", "Kay")
        #expect(m.board["partnership"]?.text == "Pair 2: 0 · 0 wkts · Skins 1-0")
        try m.maidens(4, from: Self.bowlers, first: 4)
        // Pair 2: 0 against 4, Riverside's.
        try m.pair("Kit", "Lou")
        try m.maidens(4, from: Self.bowlers, first: 0)
        // Pair 3: 0 against 0, level. Pair 4: Max bowled, −5 against 1, Riverside's.
        try m.pair("Max", "Ned")
        #expect(m.board["partnership"]?.text == "Pair 4: 0 · 0 wkts · Skins 1-1 (1 level)")
        try m.over("B5", [Sheet.out(.bowled)] + Sheet.dots(7))
        try m.maidens(3, from: Self.bowlers, first: 5)
        // Hillcrest 3 − 5 = −2 beats Riverside's −3 by a run; skins 1–2 with one level.
        #expect(m.innings(1).runs == -2)
        #expect(m.state.result?.text == "Hillcrest won by 1 run")
        #expect(CricketBoard.skins(m.state).map { [$0.batting, $0.fielding, $0.level] } == [1, 2, 1])
    }
}
