/// The copy of the match summary published on `…/match` (docs/mqtt.md).
enum MatchSummaryMessages {
    static func cricket(team: String, score: String, overs: String?) -> String {
        let team = BidiIsolation.name(team)
        return overs.map { "\(team) \(score) (\($0))" } ?? "\(team) \(score)"
    }
    static func badminton(left: String, right: String, games: (String, String), points: (String, String)?) -> String {
        let line = "\(BidiIsolation.name(left)) \(games.0)-\(games.1) \(BidiIsolation.name(right))"
        return points.map { "\(line) (\($0.0)-\($0.1))" } ?? line
    }
}
