/// The match in one small message, for `scoreline/<venue>/<court>/match` (docs/mqtt.md): who
/// plays, the score in a line, the result once there is one, and the last durable action.
/// For a desk's list, a results page or a bot; followers draw the board, not this.
public struct MatchSummary: Codable, Sendable, Equatable {
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    public var matchId: String
    public var sport: String
    /// "Riverside v Hillside", as the match was stored.
    public var title: String
    /// "Riverside 142/6 (18.2)", "Lee* 1-0 Chen (11-7)": the live board's own figures, in its
    /// order (badminton's by ends, the server marked), so the line reads as the court does.
    public var score: String
    /// The result's text once the match is over (what `matches list` shows), else nil.
    public var result: String?
    public var seq: Int

    public init(matchId: String, sport: String, title: String, score: String, result: String?, seq: Int) {
        self.schemaVersion = Self.currentSchemaVersion
        self.matchId = matchId
        self.sport = sport
        self.title = title
        self.score = score
        self.result = result
        self.seq = seq
    }

    /// The summary of the match in play: the score from its live board, the result as the
    /// result board says it.
    public init(matchId: String, title: String, session: any SportSession, seq: Int) {
        self.init(
            matchId: matchId, sport: type(of: session).sport, title: title,
            score: Self.score(of: session.scoreboard), result: session.resultLine, seq: seq)
    }

    /// The score line from a board's own fields (the engine made them; nothing is counted
    /// again): cricket's batting side, score and overs; badminton's names, games and points.
    public static func score(of board: Scoreboard) -> String {
        func text(_ key: BoardKey) -> String? { board[key]?.text }
        if let team = text("battingTeam"), let score = text("score") {
            return MatchSummaryMessages.cricket(team: team, score: score, overs: text("overs"))
        }
        if let left = text("leftName"), let right = text("rightName") {
            return MatchSummaryMessages.badminton(
                left: left, right: right, games: (text("leftGames") ?? "0", text("rightGames") ?? "0"),
                points: board.layout == .result ? nil : (text("leftPoints") ?? "0", text("rightPoints") ?? "0"))
        }
        return text("title") ?? ""
    }

    /// `result` is written as null while there is none, so a reader sees every key.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(schemaVersion, forKey: .schemaVersion)
        try c.encode(matchId, forKey: .matchId)
        try c.encode(sport, forKey: .sport)
        try c.encode(title, forKey: .title)
        try c.encode(score, forKey: .score)
        try c.encode(result, forKey: .result)
        try c.encode(seq, forKey: .seq)
    }
}
