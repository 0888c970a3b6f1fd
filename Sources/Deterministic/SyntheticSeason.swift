import FoundationEssentials
import MatchEngine

/// A club season made up deterministically, for the portal's benchmark and its pictures:
/// 20-over league matches between eight teams of named players, and a badminton ladder of
/// singles and doubles logged by their game scores. Every line is checked by the engine as it
/// is made, so each match folds without a refusal.
public struct SyntheticSeason {
    public struct Match: Sendable {
        public var matchId: String
        public var sport: String
        public var title: String
        /// YYYY-MM-DD.
        public var date: String
        public var lines: [String]
    }

    static let teams = ["Riverside", "Hillcrest", "Oakfield", "Marsh Lane", "Kingsbury", "Westgate", "Bramley", "Ashton Vale"]
    static let initials = ["A.", "B.", "C.", "D.", "E.", "F.", "G.", "H.", "J.", "K.", "L.", "M.", "N.", "P.", "R.", "S.", "T."]
    static let surnames = ["Khan", "Patel", "Smith", "Okafor", "Nguyen", "Jones", "Ahmed", "Brown", "Singh", "Taylor", "Mensah",
                           "Evans", "Rossi", "Murphy", "Kowalski", "Hughes", "Silva", "Walker", "Osei", "Clarke", "Das",
                           "Price", "Reid", "Moreno"]
    static let shuttlers = ["Ana Lim", "Bea Cruz", "Chen Wei", "Dev Rao", "Ella Park", "Finn Roe", "Gita Sen", "Hugo Lund",
                            "Ines Mota", "Jon Berg"]

    private var random: SplitMix64

    public init(seed: UInt64 = 2026) {
        random = SplitMix64(seed: seed)
    }

    private mutating func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }

    /// `cricket` league matches, then `badminton` ladder matches, from 1 April of `year`, a few
    /// days apart.
    public mutating func matches(cricket: Int, badminton: Int, year: Int = 2026) -> [Match] {
        let squads = Self.teams.enumerated().map { t, _ in
            (0..<11).map { p in "\(Self.initials[(t * 5 + p * 3) % Self.initials.count]) \(Self.surnames[(t * 7 + p * 5) % Self.surnames.count])" }
        }
        var out: [Match] = []
        for n in 0..<cricket {
            let home = n % Self.teams.count
            let away = (home + 1 + (n / Self.teams.count) % (Self.teams.count - 1)) % Self.teams.count
            let id = "league-\(n + 1)"
            out.append(Match(matchId: id, sport: "cricket", title: "\(Self.teams[home]) v \(Self.teams[away])",
                             date: Self.date(year: year, day: n * 183 / max(cricket, 1)),
                             lines: cricketLines(id, teams: (Self.teams[home], squads[home]), (Self.teams[away], squads[away]))))
        }
        for n in 0..<badminton {
            let doubles = n % 3 == 2
            var pool = Self.shuttlers
            var pick: [String] = []
            for _ in 0..<(doubles ? 4 : 2) { pick.append(pool.remove(at: next(pool.count))) }
            let a = doubles ? Array(pick[0..<2]) : [pick[0]]
            let b = doubles ? Array(pick[2..<4]) : [pick[1]]
            let id = "ladder-\(n + 1)"
            out.append(Match(matchId: id, sport: "badminton", title: "\(a.joined(separator: " & ")) v \(b.joined(separator: " & "))",
                             date: Self.date(year: year, day: n * 183 / max(badminton, 1)), lines: badmintonLines(id, a, b)))
        }
        return out
    }

    static func date(year: Int, day: Int) -> String {
        let months = [(4, 30), (5, 31), (6, 30), (7, 31), (8, 31), (9, 30), (10, 31)]
        var left = day
        for (month, length) in months {
            if left < length { return "\(year)-\(month < 10 ? "0" : "")\(month)-\(left + 1 < 10 ? "0" : "")\(left + 1)" }
            left -= length
        }
        return "\(year)-10-31"
    }

    private mutating func badmintonLines(_ id: String, _ a: [String], _ b: [String]) -> [String] {
        func side(_ players: [String]) -> String {
            #"{"name":"\#(players.joined(separator: " & "))","players":[\#(players.map { "\"\($0)\"" }.joined(separator: ","))]}"#
        }
        let newMatch = #"{"type":"newMatch","sport":"badminton","format":"bwf21","matchId":"\#(id)","sides":[\#(side(a)),\#(side(b))],"firstServer":{"side":"A"}}"#
        // Best of three: the stronger-named side (earlier in the list) wins a little more often.
        var games: [(Int, Int)] = []
        var won = (0, 0)
        while won.0 < 2 && won.1 < 2 {
            let loser = 8 + next(12)
            if next(100) < 55 { games.append((21, loser)); won.0 += 1 } else { games.append((loser, 21)); won.1 += 1 }
        }
        let logged = games.map { #"{"a":\#($0.0),"b":\#($0.1)}"# }.joined(separator: ",")
        return [newMatch, #"{"type":"loggedResult","games":[\#(logged)]}"#]
    }

    private mutating func cricketLines(_ id: String, teams home: (String, [String]), _ away: (String, [String])) -> [String] {
        func team(_ t: (String, [String])) -> String {
            #"{"name":"\#(t.0)","players":[\#(t.1.map { "\"\($0)\"" }.joined(separator: ","))]}"#
        }
        let newMatch = #"{"type":"newMatch","sport":"cricket","matchId":"\#(id)","teams":[\#(team(home)),\#(team(away))],"rules":{"oversPerInnings":20,"maxOversPerBowler":4}}"#
        guard var session = try? CricketSession(newMatch: Data(newMatch.utf8)) else { return [] }
        let encoder = JSONEncoder()
        var lines = [newMatch]
        var guardCount = 0
        while session.state.phase != .finished && guardCount < 2_000 {
            guardCount += 1
            let action = nextAction(session.state, squads: [home.1, away.1])
            guard let data = try? encoder.encode(action) else { break }
            if (try? session.apply(line: data)) != nil { lines.append(String(decoding: data, as: UTF8.self)) }
        }
        return lines
    }

    private mutating func nextAction(_ s: CricketState, squads: [[String]]) -> CricketAction {
        let batting = s.current?.battingTeam ?? s.setup.battingFirst
        let squad = squads[s.phase == .awaitingOpeners ? (s.innings.isEmpty ? s.setup.battingFirst : 1 - batting) : batting]
        switch s.phase {
        case .awaitingOpeners: return .openers(striker: squad[0], nonStriker: squad[1])
        // Scores level at the end: the league's tie, no super over.
        case .awaitingResult, .finished: return .endMatch(reason: .noResult, winner: nil, parScore: nil)
        case .inPlay: break
        }
        if s.needsBowler {
            // Five bowlers from the bottom of the fielding side's order, each within four overs.
            let fielders = squads[1 - batting]
            return .bowler(name: fielders[6 + (s.current?.completedOvers ?? 0) % 5])
        }
        if s.striker == nil || s.nonStriker == nil {
            let batted = Set(s.current?.batters.map(\.name) ?? [])
            return .newBatter(name: squad.first { !batted.contains($0) } ?? "Sub", onStrike: nil)
        }
        if next(1_000) < 45 {
            let kind: DismissalKind = [.bowled, .caught, .caught, .lbw, .runOut][next(5)]
            let fielders = squads[1 - batting]
            return .delivery(Delivery(wicket: WicketEvent(kind: kind, fielder: kind == .caught || kind == .runOut ? fielders[next(11)] : nil)))
        }
        switch next(100) {
        case 0..<3: return .delivery(Delivery(wides: 1))
        case 3..<4: return .delivery(Delivery(bat: next(3), noBalls: 1))
        case 4..<6: return .delivery(Delivery(legByes: 1))
        default: return .delivery(Delivery(bat: [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 4, 4, 6][next(16)]))
        }
    }
}
