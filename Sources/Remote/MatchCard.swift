import MatchEngine
import Store

/// One match as its pages show it, copied off the session's thread: what is stored around it,
/// the engine's own strings (score line, result, scorecard, board) and the names a correction
/// may pick from. Nothing here is formatted outside the engine.
struct MatchCard: Sendable {
    var meta: MatchMeta
    /// The journal's last seq: what an edit's `basedOn` names.
    var seq: Int
    var inPlay: Bool
    var score: String
    var result: String?
    /// Cricket's full card; nil for badminton.
    var scorecard: Scorecard?
    /// The live board's fields (badminton's games and points), as the engine wrote them.
    var board: [BoardField]
    /// Each side's names as the match knows them: the team sheet, then anyone who batted or
    /// bowled without being on it.
    var sides: [Side]
    /// Batters who are out, for amending a wicket.
    var outBatters: [String]
    /// The match's photos' stored names (ADR 056), the gallery's order.
    var photos: [String] = []

    struct Side: Sendable {
        var name: String
        var short: String
        var players: [String]
    }

    init(meta: MatchMeta, seq: Int, inPlay: Bool, session: any SportSession) {
        self.meta = meta
        self.seq = seq
        self.inPlay = inPlay
        score = MatchSummary.score(of: session.scoreboard)
        result = session.resultLine
        scorecard = session.scorecard
        board = session.scoreboard.fields
        sides = []
        outBatters = []
        if let cricket = session as? CricketSession {
            let state = cricket.state
            sides = state.setup.teams.map { Side(name: $0.name, short: $0.short, players: $0.players) }
            for innings in state.innings where sides.indices.contains(innings.battingTeam) {
                let fielding = 1 - innings.battingTeam
                for batter in innings.batters { Self.add(batter.name, to: &sides[innings.battingTeam]) }
                if sides.indices.contains(fielding) {
                    for bowler in innings.bowlers { Self.add(bowler.name, to: &sides[fielding]) }
                }
            }
            for innings in scorecard?.innings ?? [] {
                for batter in innings.batting where !batter.notOut && !batter.retired && !outBatters.contains(batter.name) {
                    outBatters.append(batter.name)
                }
            }
        } else if let badminton = session as? BadmintonSession {
            let setup = badminton.state.setup
            sides = BadmintonSide.allCases.map { side in
                let team = setup.sides[side]
                return Side(name: team.name, short: side.rawValue, players: team.players)
            }
        }
    }

    private static func add(_ name: String, to side: inout Side) {
        if !side.players.contains(name) { side.players.append(name) }
    }
}
