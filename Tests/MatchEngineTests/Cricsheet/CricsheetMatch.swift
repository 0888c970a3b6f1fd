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
        let event: Event?
        /// "Test", "ODI", "T20", "IT20", "MDM", …
        let matchType: String?
    }

    struct Event: Decodable {
        let name: String?
    }

    struct Outcome: Decodable {
        let winner: String?
        let by: Margin?
        let method: String?
        let result: String?
        let eliminator: String?
        /// The winner of a bowl-out that settled a tie (2006–2008 internationals).
        let bowlOut: String?

        var isDuckworthLewis: Bool { method.map { $0.hasPrefix("D/L") || $0.hasPrefix("DLS") } ?? false }
        var isNoResult: Bool { result == "no result" }
        var isTie: Bool { result == "tie" }
        var isDraw: Bool { result == "draw" }
        var isAwarded: Bool { method == "Awarded" }
        /// Who won a tie settled outside the ball data: the IPL's boundary count (`eliminator`)
        /// or a bowl-out (`bowl_out`).
        var tieWinner: String? { eliminator ?? bowlOut }
    }

    struct Margin: Decodable {
        let runs: Int?
        let wickets: Int?
        let innings: Int?
    }

    /// Two innings a side: a Test (`match_type`), or a match without an overs limit that has
    /// more than two innings or ended in a draw (what a multi-day match looks like in the data).
    var inningsPerSide: Int {
        if info.matchType == "Test" { return 2 }
        let regular = innings.filter { !$0.isSuperOver }.count
        return info.overs == nil && (regular > 2 || info.outcome.isDraw) ? 2 : 1
    }

    /// The playing conditions the data implies beyond its own fields.
    var conditions: CricsheetConditions { CricsheetConditions(info, noBalls: innings.flatMap(\.balls).map(\.ball)) }

    static func load(_ url: URL) throws -> CricsheetMatch {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(CricsheetMatch.self, from: Data(contentsOf: url))
    }
}

/// What the Laws or a competition's playing conditions fix that a Cricsheet file does not
/// write down, derived from what it does.
struct CricsheetConditions {
    /// The Hundred: Cricsheet files it, and no other competition, with `balls_per_over` 5
    /// (its sets of five; the hundred folder's README).
    let hundred: Bool
    let ballsPerOver: Int
    /// A no-ball is worth 2 in the Hundred (`noballs: 2` on every one in the data), 1 under the
    /// Laws; 2 also where the match's only no-ball kind in the data is a 2 with runs off the bat.
    let noBallRuns: Int
    /// The no-ball is worth 2 in a match that is not the Hundred (`twoRunNoBall`).
    let twoRunNoBall: Bool
    /// Ends change after every second set in the Hundred (every 10 balls), after every over
    /// under the Laws.
    let oversPerEnd: Int
    /// Law 18.11 of the 2022 Laws (from 1 October 2022): after a catch the new batter takes the
    /// striker's end whether or not the batters crossed.
    let laws2022: Bool

    init(_ info: CricsheetMatch.Info, noBalls balls: [Ball] = []) {
        ballsPerOver = info.ballsPerOver ?? 6
        hundred = ballsPerOver == 5
        twoRunNoBall = !hundred && Self.twoRunNoBall(balls)
        noBallRuns = hundred || twoRunNoBall ? 2 : 1
        oversPerEnd = hundred ? 2 : 1
        laws2022 = (info.dates.first ?? "") >= "2022-10-01"
    }

    /// A no-ball worth 2 outside the Hundred, as the data shows it: a `noballs: 2` with runs off
    /// the bat, which byes never come with (Law 23.1: a bye is a run when the ball has not
    /// touched the striker's bat), so it cannot be a 1-run no-ball with a bye folded in (data
    /// README rule 4), in a match where no no-ball is worth 1. 237242.json (West Indies v New
    /// Zealand, 2006) has one no-ball, `noballs: 2` with 4 off the bat; no IPL file has one.
    static func twoRunNoBall(_ balls: [Ball]) -> Bool {
        let noBalls = balls.filter { $0.noballs > 0 }
        return noBalls.contains { $0.noballs == 2 && $0.runs.batter > 0 && $0.extras?.byes == nil && $0.extras?.legbyes == nil }
            && !noBalls.contains { $0.noballs == 1 }
    }

    /// Whether a catch fixes the new batter's end whatever the batters did. The Hundred had
    /// the 2022 Law from its first season (2021), except on the ball before a change of ends,
    /// where crossing still decided it (1299181.json inns 1 over 15 ball 5: Stubbs caught on
    /// the 80th ball of an August 2022 match, the new batter faces the 81st).
    func caughtFixesEnd(atChangeOfEnds: Bool) -> Bool {
        laws2022 || (hundred && !atChangeOfEnds)
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
    /// The batting side declared this innings closed (Tests).
    let declared: Bool?

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

        enum CodingKeys: String, CodingKey { case balls }

        /// The IPL files write the count as a number, the Hundred files as a string ("6").
        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            if let number = try? c.decode(Int.self, forKey: .balls) {
                balls = number
            } else if let count = Int(try c.decode(String.self, forKey: .balls)) {
                balls = count
            } else {
                throw DecodingError.dataCorruptedError(forKey: .balls, in: c, debugDescription: "not a ball count")
            }
        }
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
