/// The copy of the match summary published on `…/match` (docs/mqtt.md).
enum MatchSummaryMessages {
    static func cricket(team: String, score: String, overs: String?) -> String {
        overs.map { "\(team) \(score) (\($0))" } ?? "\(team) \(score)"
    }
    static func badminton(left: String, right: String, games: (String, String), points: (String, String)?) -> String {
        let line = "\(left) \(games.0)-\(games.1) \(right)"
        return points.map { "\(line) (\($0.0)-\($0.1))" } ?? line
    }
}
