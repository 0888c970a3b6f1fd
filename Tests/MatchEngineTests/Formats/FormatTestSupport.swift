@testable import MatchEngine

/// Balls written as a scorer's sheet: `.runs(4)`, `.dot`, `.wide`, `.out(.bowled)`.
enum Sheet {
    static let dot = Delivery()
    static let wide = Delivery(wides: 1)
    static func runs(_ n: Int) -> Delivery { Delivery(bat: n) }
    static func out(_ kind: DismissalKind, _ playerOut: String? = nil) -> Delivery {
        Delivery(wicket: WicketEvent(kind: kind, playerOut: playerOut))
    }
    static func dots(_ n: Int) -> [Delivery] { Array(repeating: dot, count: n) }
}

extension CricketMatch {
    /// A match under a named format (`CricketFormats`), Riverside batting first.
    init(format: String, battingFirst: Int = 0, _ configure: (inout CricketRulesConfig) -> Void = { _ in }) throws {
        guard let preset = CricketFormats.rules(named: format) else { throw CricketRejection.invalidSetup(format) }
        try self.init(battingFirst: battingFirst) { rules in
            rules = preset
            configure(&rules)
        }
    }

    /// One over (or part of one) by `bowler`: the bowler is named first when the over needs one.
    mutating func over(_ bowler: String, _ balls: [Delivery]) throws {
        if state.needsBowler { try self.bowler(bowler) }
        for ball in balls { try apply(.delivery(ball)) }
    }

    /// `count` maiden overs, bowled in turn from `bowlers`, starting at `first`.
    mutating func maidens(_ count: Int, from bowlers: [String], first: Int) throws {
        for i in 0..<count {
            try over(bowlers[(first + i) % bowlers.count], Sheet.dots(state.setup.rules.ballsPerOver))
        }
    }

    mutating func pair(_ striker: String, _ nonStriker: String) throws {
        try apply(.newPair(striker: striker, nonStriker: nonStriker))
    }

    var pairs: [PairScore] { inn.format?.pairs ?? [] }
}
