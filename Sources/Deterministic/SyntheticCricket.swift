import FoundationEssentials
import MatchEngine

/// Builds a long, valid cricket match deterministically (a five-day match when asked for
/// thousands of actions), for benchmarks. Every line is checked against the engine as it is
/// made, so the result replays without a refusal.
public struct SyntheticCricket {
    private var random: SplitMix64
    /// Wickets per 10,000 balls: lower makes a longer match.
    let wicketRate: Int
    /// `nil`: a two-innings match without an over limit.
    let oversPerInnings: Int?

    public init(seed: UInt64 = 2026, wicketRate: Int = 200, oversPerInnings: Int? = nil) {
        self.random = SplitMix64(seed: seed)
        self.wicketRate = wicketRate
        self.oversPerInnings = oversPerInnings
    }

    private mutating func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &random) }

    /// The JSON lines of a match with about `actions` actions after `newMatch`.
    public mutating func lines(actions: Int) -> [String] {
        let rules = oversPerInnings.map { #"{"oversPerInnings":\#($0)}"# } ?? #"{"oversPerInnings":null,"inningsPerSide":2}"#
        let newMatch = #"{"type":"newMatch","sport":"cricket","matchId":"bench","teams":[{"name":"Riverside","short":"RIV"},{"name":"Hillcrest","short":"HIL"}],"rules":\#(rules)}"#
        guard var session = try? CricketSession(newMatch: Data(newMatch.utf8)) else { return [] }
        let encoder = JSONEncoder()
        var lines = [newMatch]
        var batterNumber = 0
        while lines.count <= actions {
            let action = nextAction(session.state, &batterNumber)
            guard let data = try? encoder.encode(action) else { break }
            if (try? session.apply(line: data)) != nil {
                lines.append(String(decoding: data, as: UTF8.self))
            }
            if session.state.phase == .finished { break }
        }
        return lines
    }

    private mutating func nextAction(_ s: CricketState, _ batterNumber: inout Int) -> CricketAction {
        switch s.phase {
        case .awaitingOpeners:
            batterNumber += 2
            return .openers(striker: "Batter \(batterNumber - 1)", nonStriker: "Batter \(batterNumber)")
        case .awaitingResult, .finished:
            return .endMatch(reason: .draw, winner: nil, parScore: nil)
        case .inPlay:
            break
        }
        if s.needsBowler {
            let completed = s.current?.completedOvers ?? 0
            // Two pairs of bowlers in spells, never the same bowler twice running.
            // Five bowlers in turn: never twice running, and within a T20's four-over cap.
            let bowlers = ["Kofi", "Lee", "Mara", "Nia", "Omar"]
            return .bowler(name: bowlers[completed % bowlers.count])
        }
        if s.striker == nil || s.nonStriker == nil {
            batterNumber += 1
            return .newBatter(name: "Batter \(batterNumber)", onStrike: nil)
        }
        if next(10_000) < wicketRate {
            return .delivery(Delivery(wicket: WicketEvent(kind: [.bowled, .caught, .lbw][next(3)], fielder: "Sub")))
        }
        switch next(100) {
        case 0..<3: return .delivery(Delivery(wides: 1))
        case 3..<5: return .delivery(Delivery(bat: next(3), noBalls: 1))
        case 5..<8: return .delivery(Delivery(legByes: 1))
        default: return .delivery(Delivery(bat: [0, 0, 0, 1, 1, 2, 3, 4, 6][next(9)]))
        }
    }
}
