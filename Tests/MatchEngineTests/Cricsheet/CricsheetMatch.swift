import Foundation
import MatchEngine

/// A match in Cricsheet's JSON format (https://cricsheet.org/format/json/), only the fields
/// a ball-by-ball replay needs. Decoded with `.convertFromSnakeCase`.
struct CricsheetMatch: Decodable {
    let info: Info
    let innings: [CricsheetInnings]

    struct Info: Decodable {
        let teams: [String]
        let players: [String: [String]]?
        let overs: Int?
        let ballsPerOver: Int?
        let dates: [String]
        let outcome: Outcome
    }

    struct Outcome: Decodable {
        let winner: String?
        let by: Margin?
        let method: String?
        let result: String?
        let eliminator: String?

        var isDuckworthLewis: Bool { method.map { $0.hasPrefix("D/L") || $0.hasPrefix("DLS") } ?? false }
        var isNoResult: Bool { result == "no result" }
        var isTie: Bool { result == "tie" }
    }

    struct Margin: Decodable {
        let runs: Int?
        let wickets: Int?
        let innings: Int?
    }

    static func load(_ url: URL) throws -> CricsheetMatch {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(CricsheetMatch.self, from: Data(contentsOf: url))
    }
}

struct CricsheetInnings: Decodable {
    let team: String
    let overs: [Over]
    let target: Target?
    let superOver: Bool?
    let absentHurt: [String]?
    let miscountedOvers: [String: Miscount]?
    /// Penalty runs awarded to this innings before its first ball or after its last.
    let penaltyRuns: PenaltyRuns?

    struct PenaltyRuns: Decodable {
        let pre: Int?
        let post: Int?
    }

    struct Over: Decodable {
        let over: Int
        let deliveries: [Ball]
    }

    struct Target: Decodable {
        let runs: Int
        /// `9.2` means nine overs and two balls: the engine's notation reads it exactly.
        let overs: OversNotation?
    }

    struct Miscount: Decodable {
        let balls: Int
    }

    var isSuperOver: Bool { superOver ?? false }

    /// Every delivery in bowling order, with the umpire's over number it belongs to.
    var balls: [(over: Int, ball: Ball)] {
        overs.flatMap { over in over.deliveries.map { (over.over, $0) } }
    }
}

struct Ball: Decodable {
    let batter: String
    let bowler: String
    let nonStriker: String
    let runs: Runs
    let extras: Extras?
    let wickets: [Wicket]?

    struct Runs: Decodable {
        let batter: Int
        let extras: Int
        let total: Int
        let nonBoundary: Bool?
    }

    struct Extras: Decodable {
        let wides: Int?
        let noballs: Int?
        let byes: Int?
        let legbyes: Int?
        let penalty: Int?
    }

    struct Wicket: Decodable {
        let playerOut: String
        let kind: String
        let fielders: [Fielder]?
    }

    struct Fielder: Decodable {
        let name: String?
    }

    var wides: Int { extras?.wides ?? 0 }
    var noballs: Int { extras?.noballs ?? 0 }
    var isLegal: Bool { wides == 0 && noballs == 0 }
    var allWickets: [Wicket] { wickets ?? [] }

    /// "1 off the bat", "0 off the bat + 1 noballs", for reports.
    var summary: String {
        let e = extras
        let parts = [("wides", e?.wides), ("noballs", e?.noballs), ("byes", e?.byes), ("legbyes", e?.legbyes),
                     ("penalty", e?.penalty)].compactMap { name, runs in runs.map { "\($0) \(name)" } }
        return (["\(runs.batter) off the bat"] + parts).joined(separator: " + ")
    }
}

extension Ball.Wicket {
    /// Retirements are recorded on the ball before they happened; the batter is not out on it.
    var isRetirement: Bool { kind.hasPrefix("retired") }
    /// A retired-hurt (or "retired not out") batter is not out and may come back.
    var isNotOut: Bool { kind == "retired hurt" || kind == "retired not out" }
    /// The incoming batter is out without a ball (Law 40); Cricsheet attaches it to a ball.
    var isTimedOut: Bool { kind == "timed out" }
}
