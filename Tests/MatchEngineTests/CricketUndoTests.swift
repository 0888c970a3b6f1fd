import Testing
@testable import MatchEngine

/// Undo restores the exact earlier state, any number of times; and a match can be scored
/// with no names at all.
@Suite struct CricketUndoTests {
    /// A busy sequence crossing an over, a wicket, an innings end and the result.
    static let actions: [CricketAction] = [
        .openers(striker: "Asha", nonStriker: "Bilal"),
        .bowler(name: "Kofi"),
        .delivery(Delivery(bat: 4)),
        .delivery(Delivery(wides: 2)),
        .delivery(Delivery(bat: 1, noBalls: 1)),
        .delivery(Delivery(legByes: 1)),
        .delivery(Delivery(wicket: WicketEvent(kind: .caught, fielder: "Femi"))),
        .newBatter(name: "Chen", onStrike: nil),
        .penaltyRuns(runs: 5, to: .fielding),
        .delivery(Delivery(bat: 6)),
        .delivery(Delivery(byes: 2)),
        .delivery(Delivery()),
        .bowler(name: "Lena"),
        .delivery(Delivery(bat: 2)),
        .endInnings(reason: .declared),
        .openers(striker: "Hana", nonStriker: "Ivo"),
        .bowler(name: "Asha"),
        .delivery(Delivery(bat: 6)),
        .amendWicket(batter: "Bilal", kind: .runOut, fielder: nil),
        .renamePlayer(from: "Kofi", to: "Kofi M"),
        .endMatch(reason: .abandoned, winner: nil, parScore: nil),
    ]

    @Test(arguments: [1, 3, 64])
    func undoWalksBackThroughEveryState(checkpointInterval: Int) throws {
        var m = try CricketMatch(checkpointInterval: checkpointInterval) { $0.oversPerInnings = 2 }
        var seen = [m.state]
        for action in Self.actions {
            try m.apply(action)
            seen.append(m.state)
        }
        #expect(m.state.result?.text == "Match abandoned")
        for expected in seen.dropLast().reversed() {
            try m.undo()
            #expect(m.state == expected)
        }
        #expect(m.history.actions.isEmpty)
        #expect(throws: CricketRejection.nothingToUndo) { try m.undo() }
    }

    @Test func undoThenRedoGivesTheSameState() throws {
        var m = try CricketMatch(checkpointInterval: 4) { $0.oversPerInnings = 2 }
        for action in Self.actions.prefix(12) { try m.apply(action) }
        let twelve = m.state
        for _ in 0..<5 { try m.undo() }
        for action in Self.actions[7..<12] { try m.apply(action) }
        #expect(m.state == twelve)
    }

    @Test func aRefusedActionLeavesNoTrace() throws {
        var m = try CricketMatch()
        try m.open()
        let before = m.state
        #expect(throws: CricketRejection.noBowler) { try m.apply(.delivery(Delivery(bat: 1))) }
        #expect(m.state == before && m.history.actions.count == 1)
    }

    @Test func matchWithoutNamesUsesNumberedPlaceholders() throws {
        var m = try CricketMatch()
        try m.open(nil, nil)
        #expect(m.striker == "Batter 1" && m.nonStriker == "Batter 2")
        try m.bowler(nil)
        #expect(m.state.bowler == "Bowler 1")
        try m.ball(wicket: WicketEvent(kind: .out))
        try m.newBatter(nil)
        #expect(m.striker == "Batter 3")
        try m.dots(5)
        try m.bowler(nil)
        #expect(m.state.bowler == "Bowler 2")
        try m.ball(wicket: WicketEvent(kind: .out))
        try m.apply(.timedOut(batter: nil))
        #expect(m.batter("Batter 4")?.dismissal?.kind == .timedOut)
        try m.newBatter(nil)
        #expect(m.inn.batters.map(\.name) == ["Batter 1", "Batter 2", "Batter 3", "Batter 4", "Batter 5"])
        #expect(m.bowlerScore("Bowler 1")?.wickets == 1 && m.bowlerScore("Bowler 2")?.wickets == 1)
        // Names filled in later replace the placeholders; the next placeholder moves on.
        try m.apply(.renamePlayer(from: "Batter 1", to: "Asha"))
        try m.apply(.amendWicket(batter: "Asha", kind: .bowled, fielder: nil))
        #expect(m.batter("Asha")?.dismissal?.kind == .bowled)
        #expect(m.bowlerScore("Bowler 1")?.wickets == 1)
        try m.ball(wicket: WicketEvent(kind: .bowled))
        try m.newBatter(nil)
        #expect(m.striker == "Batter 6")
    }
}
