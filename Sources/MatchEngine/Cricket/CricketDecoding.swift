import Foundation

/// Reads cricket lines (the `newMatch` record and actions) into engine values.
enum CricketDecoding {
    static let actionTypes = [
        "openers", "bowler", "delivery", "newBatter", "retire", "timedOut", "renamePlayer",
        "amendWicket", "penaltyRuns", "setStrike", "endOver", "continueOver", "endInnings",
        "followOn", "setTarget", "superOver", "endMatch", "warn", "deadBallRuns", "housePenalty",
        "bonusRuns", "undo",
    ]

    static func setup(from data: Data) throws(LineRejection) -> CricketSetup {
        let raw = try ActionDecoding.decode(RawNewMatch.self, from: data, action: "newMatch")
        guard raw.teams.count == 2, raw.teams.allSatisfy({ !$0.name.isEmpty }) else {
            throw LineRejection(CricketRejection.invalidSetup(CricketMessages.needTwoTeams).message)
        }
        guard raw.teams[0].name != raw.teams[1].name else {
            throw LineRejection(CricketRejection.invalidSetup(CricketMessages.sameTeamNames).message)
        }
        let rules = raw.rules ?? CricketRulesConfig()
        try check(rules)
        let teams = raw.teams.map { team in
            CricketTeam(name: team.name, short: team.short ?? shortCode(team.name), players: team.players ?? [])
        }
        var battingFirst = 0
        if let name = raw.battingFirst {
            guard let index = teams.firstIndex(where: { $0.name == name || $0.short == name }) else {
                throw LineRejection(CricketRejection.invalidSetup(CricketMessages.unknownBattingFirst(name)).message)
            }
            battingFirst = index
        }
        return CricketSetup(
            matchId: raw.matchId ?? derivedMatchId(data), schemaVersion: raw.schemaVersion ?? CricketSetup.schemaVersion,
            teams: teams, rules: rules, battingFirst: battingFirst, at: raw.at)
    }

    private static func check(_ rules: CricketRulesConfig) throws(LineRejection) {
        do {
            try CricketRules.validate(rules)
        } catch {
            throw LineRejection(error.message)
        }
    }

    /// "Royal Challengers Bangalore" → "RCB"; one word → its first three letters.
    static func shortCode(_ name: String) -> String {
        let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        if words.count >= 2 { return String(words.compactMap(\.first)).uppercased() }
        return String(name.prefix(3)).uppercased()
    }

    /// A stable id when the set-up names none, so replaying a file always gives the same id.
    static func derivedMatchId(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return "m-" + String(hash, radix: 16)
    }

    static func action(from data: Data) throws(LineRejection) -> CricketAction? {
        let type = try ActionDecoding.actionType(of: data)
        func decode<T: Decodable>(_ t: T.Type) throws(LineRejection) -> T {
            try ActionDecoding.decode(T.self, from: data, action: type)
        }
        switch type {
        case "undo": return nil
        case "openers":
            let a = try decode(Openers.self)
            return .openers(striker: a.striker, nonStriker: a.nonStriker)
        case "bowler": return .bowler(name: try decode(Named.self).name)
        case "delivery": return .delivery(try decode(Delivery.self))
        case "newBatter":
            let a = try decode(NewBatter.self)
            return .newBatter(name: a.name, onStrike: a.onStrike)
        case "retire":
            let a = try decode(Retire.self)
            return .retire(batter: a.batter, out: a.out ?? false)
        case "timedOut": return .timedOut(batter: try decode(Batter.self).batter)
        case "renamePlayer":
            let a = try decode(Rename.self)
            return .renamePlayer(from: a.from, to: a.to)
        case "amendWicket":
            let a = try decode(Amend.self)
            return .amendWicket(batter: a.batter, kind: a.kind, fielder: a.fielder)
        case "penaltyRuns":
            let a = try decode(Penalty.self)
            return .penaltyRuns(runs: a.runs ?? 5, to: a.to ?? .batting)
        case "setStrike": return .setStrike(striker: try decode(Strike.self).striker)
        case "endOver": return .endOver
        case "continueOver": return .continueOver
        case "endInnings": return .endInnings(reason: try decode(EndInnings.self).reason ?? .declared)
        case "followOn": return .followOn
        case "setTarget":
            let a = try decode(SetTarget.self)
            return .setTarget(runs: a.runs, overs: a.overs)
        case "superOver": return .superOver
        case "endMatch":
            let a = try decode(EndMatch.self)
            return .endMatch(reason: a.reason, winner: a.winner, parScore: a.parScore)
        case "warn": return .warn
        case "deadBallRuns": return .deadBallRuns(runs: try decode(Runs.self).runs)
        case "housePenalty": return .housePenalty(runs: try decode(Runs.self).runs)
        case "bonusRuns": return .bonusRuns(runs: try decode(Runs.self).runs)
        default:
            throw LineRejection(CommonMessages.unknownAction(type, accepted: actionTypes))
        }
    }

    private struct RawNewMatch: Decodable {
        struct Team: Decodable {
            let name: String
            let short: String?
            let players: [String]?
        }
        let matchId: String?
        let schemaVersion: Int?
        let teams: [Team]
        let rules: CricketRulesConfig?
        let battingFirst: String?
        let at: String?
    }

    private struct Openers: Decodable { let striker: String?; let nonStriker: String? }
    private struct Named: Decodable { let name: String? }
    private struct NewBatter: Decodable { let name: String?; let onStrike: Bool? }
    private struct Retire: Decodable { let batter: String; let out: Bool? }
    private struct Batter: Decodable { let batter: String? }
    private struct Rename: Decodable { let from: String; let to: String }
    private struct Amend: Decodable { let batter: String; let kind: DismissalKind; let fielder: String? }
    private struct Penalty: Decodable { let runs: Int?; let to: CricketAction.PenaltySide? }
    private struct Strike: Decodable { let striker: String }
    private struct EndInnings: Decodable { let reason: CricketAction.InningsEndReason? }
    private struct SetTarget: Decodable { let runs: Int; let overs: OversNotation? }
    private struct EndMatch: Decodable {
        let reason: CricketAction.MatchEndReason
        let winner: String?
        let parScore: Int?
    }
    private struct Runs: Decodable { let runs: Int }
}
