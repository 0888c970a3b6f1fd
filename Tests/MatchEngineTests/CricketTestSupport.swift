import Testing
@testable import MatchEngine

/// A cricket match driven through `MatchHistory`, as the live program drives it, with short
/// helpers so each test reads like a scorer's sheet. Teams: Riverside (RIV, index 0, bats
/// first unless told) and Hillcrest (HIL, index 1).
struct CricketMatch {
    var history: MatchHistory<CricketRules>

    init(
        battingFirst: Int = 0, checkpointInterval: Int = 64, players: [[String]] = [[], []],
        _ configure: (inout CricketRulesConfig) -> Void = { _ in }
    ) throws {
        var rules = CricketRulesConfig()
        configure(&rules)
        let setup = CricketSetup(
            matchId: "test", schemaVersion: 1,
            teams: [
                CricketTeam(name: "Riverside", short: "RIV", players: players[0]),
                CricketTeam(name: "Hillcrest", short: "HIL", players: players[1]),
            ],
            rules: rules, battingFirst: battingFirst, at: nil)
        history = try MatchHistory(setup: setup, checkpointInterval: checkpointInterval)
    }

    /// Two innings a side: Riverside 20 declared, then Hillcrest 2 declared.
    static func afterTwoDeclarations(followOnLead: Int = 200, players: Int = 11) throws -> CricketMatch {
        var m = try CricketMatch {
            $0.inningsPerSide = 2
            $0.followOnLead = followOnLead
            $0.playersPerSide = players
        }
        try m.open()
        try m.bowler("Hana")
        for _ in 0..<5 { try m.ball(bat: 4) }
        try m.apply(.endInnings(reason: .declared))
        try m.open("Hana", "Ivo")
        try m.bowler("Kofi")
        try m.ball(bat: 2)
        try m.apply(.endInnings(reason: .declared))
        return m
    }

    var state: CricketState { history.state }
    /// The innings in play (or the last one played).
    var inn: Innings { state.innings[state.innings.count - 1] }
    func innings(_ i: Int) -> Innings { state.innings[i] }
    var board: Scoreboard { CricketBoard.build(state) }

    mutating func apply(_ action: CricketAction) throws { try history.apply(action) }

    /// The refusal `action` meets in the current state, or nil if it would be accepted.
    /// Applies to a copy, so the match itself is unchanged either way.
    func rejection(_ action: CricketAction) -> CricketRejection? {
        do {
            _ = try CricketRules.apply(action, to: state)
            return nil
        } catch {
            return error
        }
    }

    mutating func open(_ striker: String? = "Asha", _ nonStriker: String? = "Bilal") throws {
        try apply(.openers(striker: striker, nonStriker: nonStriker))
    }

    mutating func bowler(_ name: String? = "Kofi") throws { try apply(.bowler(name: name)) }

    mutating func ball(
        bat: Int = 0, wides: Int = 0, noBalls: Int = 0, byes: Int = 0, legByes: Int = 0,
        penalty: Int = 0, boundary: Bool? = nil, wicket: WicketEvent? = nil
    ) throws {
        try apply(.delivery(Delivery(
            bat: bat, wides: wides, noBalls: noBalls, byes: byes, legByes: legByes,
            penalty: penalty, boundary: boundary, wicket: wicket)))
    }

    mutating func out(_ kind: DismissalKind, _ playerOut: String? = nil, fielder: String? = nil, bat: Int = 0) throws {
        try ball(bat: bat, wicket: WicketEvent(kind: kind, playerOut: playerOut, fielder: fielder))
    }

    /// `n` dot balls.
    mutating func dots(_ n: Int) throws {
        for _ in 0..<n { try ball() }
    }

    /// A whole over of dots by `bowler` (chosen first).
    mutating func maiden(_ bowler: String) throws {
        try self.bowler(bowler)
        try dots(state.setup.rules.ballsPerOver)
    }

    mutating func newBatter(_ name: String?, onStrike: Bool? = nil) throws {
        try apply(.newBatter(name: name, onStrike: onStrike))
    }

    mutating func undo() throws { try history.undo() }

    func batter(_ name: String) -> BatterScore? { inn.batters.first { $0.name == name } }
    func bowlerScore(_ name: String) -> BowlerScore? { inn.bowlers.first { $0.name == name } }

    var striker: String? { state.striker }
    var nonStriker: String? { state.nonStriker }

    /// Ends the innings in play by bowling its remaining overs as dots, alternating two
    /// bowlers so no one bowls consecutive overs.
    mutating func bowlOut(_ first: String = "Kofi", _ second: String = "Lena") throws {
        while state.phase == .inPlay {
            if state.needsBowler {
                let previous = inn.overLog.last?.bowlers ?? []
                try bowler(previous.contains(first) ? second : first)
            }
            try ball()
        }
    }
}

/// A message reads as a sentence a scorer can act on: it starts with a capital letter or a
/// name, ends with a full stop, and has no leftover placeholder or empty name.
func isSentence(_ message: String) -> Bool {
    guard let first = message.first, let last = message.last else { return false }
    return (first.isUppercase || first.isNumber || first == "\"") && ".?".contains(last)
        && message.count >= 15 && !message.contains("  ") && !message.contains("\\(")
}
