import FoundationEssentials

/// Reads cricket lines (the `newMatch` record and actions) into engine values.
enum CricketDecoding {
    static let actionTypes = [
        "openers", "bowler", "delivery", "newBatter", "retire", "timedOut", "renamePlayer",
        "amendWicket", "penaltyRuns", "setStrike", "endOver", "continueOver", "endInnings",
        "followOn", "setTarget", "superOver", "endMatch", "warn", "deadBallRuns", "housePenalty",
        "bonusRuns", "newPair", "lastHour", "undo",
    ]

    static func setup(from data: Data) throws(LineRejection) -> CricketSetup {
        let raw = try ActionDecoding.decode(RawNewMatch.self, from: data, action: "newMatch")
        // A newer set-up may carry rules this build does not know: refuse rather than misread.
        if let version = raw.schemaVersion, version > CricketSetup.schemaVersion {
            throw LineRejection(CommonMessages.newerSchema(version, supported: CricketSetup.schemaVersion))
        }
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
            guard let index = CricketRules.team(named: name, in: teams) else {
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

    /// One decode per line into a record with every action's fields: replay speed is
    /// dominated by JSON decoding, and a second decode for the type doubled it.
    /// The action is `nil` for `undo`; `at` is the line's time, when it has one.
    static func action(from data: Data) throws(LineRejection) -> (action: CricketAction?, at: Timestamp?) {
        let raw: RawAction
        do {
            raw = try decoder.decode(RawAction.self, from: data)
        } catch {
            // Decode again only to word the error well (names the action and the field).
            let type = try ActionDecoding.actionType(of: data)
            _ = try ActionDecoding.decode(RawAction.self, from: data, action: type)
            throw LineRejection(CommonMessages.notAnObject)
        }
        guard let type = raw.type else { throw LineRejection(CommonMessages.missingType) }
        let action = try action(raw, type: type)
        if let action, let bad = CricketLimits.violation(in: action) {
            // A number past what `Int` holds was read as its nearest end: name it as written.
            let value = raw.unrepresentable[bad.field] ?? bad.value
            throw LineRejection(CommonMessages.outOfRange(bad.field, action: bad.action, value: value, accepted: bad.accepted))
        }
        return (action, try ActionDecoding.time(raw.at, steady: raw.steady, synced: raw.synced))
    }

    private static func action(_ raw: RawAction, type: String) throws(LineRejection) -> CricketAction? {
        func required<T>(_ value: T?, _ field: String) throws(LineRejection) -> T {
            guard let value else { throw LineRejection(CommonMessages.missingField(field, action: type)) }
            return value
        }
        func parse<T: RawRepresentable<String>>(_ raw: String?, _ field: String, _ all: [T]) throws(LineRejection) -> T? {
            guard let raw else { return nil }
            guard let value = T(rawValue: raw) else {
                let accepted = all.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw LineRejection(CommonMessages.badField(field, action: type, expected: "one of \(accepted)"))
            }
            return value
        }
        switch type {
        case "undo": return nil
        case "openers": return .openers(striker: raw.striker, nonStriker: raw.nonStriker)
        case "bowler": return .bowler(name: raw.name)
        case "delivery":
            return .delivery(Delivery(
                bat: raw.bat ?? 0, wides: raw.wides ?? 0, noBalls: raw.noBalls ?? 0, byes: raw.byes ?? 0,
                legByes: raw.legByes ?? 0, penalty: raw.penalty ?? 0, boundary: raw.boundary, wicket: raw.wicket))
        case "newBatter": return .newBatter(name: raw.name, onStrike: raw.onStrike)
        case "retire": return .retire(batter: try required(raw.batter, "batter"), out: raw.out ?? false)
        case "timedOut": return .timedOut(batter: raw.batter)
        case "renamePlayer": return .renamePlayer(from: try required(raw.from, "from"), to: try required(raw.to, "to"), team: raw.team)
        case "amendWicket":
            return .amendWicket(batter: try required(raw.batter, "batter"), kind: try required(raw.kind, "kind"), fielder: raw.fielder)
        case "penaltyRuns":
            let side = try parse(raw.to, "to", [CricketAction.PenaltySide.batting, .fielding])
            return .penaltyRuns(runs: raw.runs ?? 5, to: side ?? .batting)
        case "setStrike": return .setStrike(striker: try required(raw.striker, "striker"))
        case "endOver": return .endOver
        case "continueOver": return .continueOver
        case "endInnings":
            let reason = try parse(raw.reason, "reason", CricketAction.InningsEndReason.allCases)
            return .endInnings(reason: reason ?? .declared)
        case "followOn": return .followOn
        case "setTarget":
            let method = try parse(raw.method, "method", CricketAction.TargetMethod.allCases)
            return .setTarget(runs: try required(raw.runs, "runs"), overs: raw.overs, method: method)
        case "superOver": return .superOver
        case "endMatch":
            let reason = try parse(raw.reason, "reason", CricketAction.MatchEndReason.allCases)
            return .endMatch(reason: try required(reason, "reason"), winner: raw.winner, parScore: raw.parScore)
        case "warn": return .warn
        case "deadBallRuns": return .deadBallRuns(runs: try required(raw.runs, "runs"))
        case "housePenalty": return .housePenalty(runs: try required(raw.runs, "runs"))
        case "bonusRuns": return .bonusRuns(runs: try required(raw.runs, "runs"))
        case "newPair": return .newPair(striker: raw.striker, nonStriker: raw.nonStriker)
        case "lastHour": return .lastHour(minOvers: try required(raw.minOvers, "minOvers"))
        default:
            throw LineRejection(CommonMessages.unknownAction(type, accepted: actionTypes))
        }
    }

    private static let decoder = JSONDecoder()

    /// Every field any cricket action has; each action reads its own. Decoding walks only the
    /// keys present in the line: asking for each of the 24 absent ones cost a third of a replay.
    private struct RawAction: Decodable {
        var type: String?
        var striker: String?
        var nonStriker: String?
        var name: String?
        var onStrike: Bool?
        var batter: String?
        var out: Bool?
        var from: String?
        var to: String?
        var team: String?
        var kind: DismissalKind?
        var fielder: String?
        var runs: Int?
        var overs: OversNotation?
        var reason: String?
        var method: String?
        var winner: String?
        var parScore: Int?
        var minOvers: Int?
        var bat: Int?
        var wides: Int?
        var noBalls: Int?
        var byes: Int?
        var legByes: Int?
        var penalty: Int?
        var boundary: Bool?
        var wicket: WicketEvent?
        var at: String?
        var steady: Int?
        var synced: Bool?
        /// Whole numbers too large for `Int`, by field, as the line wrote them.
        var unrepresentable: [String: String] = [:]

        private enum Key: String, CodingKey {
            case type, striker, nonStriker, name, onStrike, batter, out, from, to, team, kind, fielder, runs
            case overs, reason, method, winner, parScore, minOvers, bat, wides, noBalls, byes, legByes, penalty, boundary, wicket
            case at, steady, synced
        }

        /// JSON has one number type: 4.5 must be named as "not a whole number" for its field,
        /// not lost as a line that is "not JSON". A whole number past `Int` (1e20) is read as
        /// `Int`'s nearest end and kept as written, so its range refusal can name it.
        private mutating func wholeNumber(_ c: KeyedDecodingContainer<Key>, _ key: Key) throws -> Int? {
            if let value = try? c.decodeIfPresent(Int.self, forKey: key) { return value }
            if let number = try? c.decodeIfPresent(Double.self, forKey: key) {
                if number.isFinite, number == number.rounded() {
                    unrepresentable[key.stringValue] = "\(number)"
                    return number < 0 ? Int.min : Int.max
                }
                throw DecodingError.typeMismatch(Int.self, .init(codingPath: c.codingPath + [key], debugDescription: "not a whole number"))
            }
            return try c.decodeIfPresent(Int.self, forKey: key)
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: Key.self)
            for key in c.allKeys {
                switch key {
                case .type: type = try c.decodeIfPresent(String.self, forKey: key)
                case .striker: striker = try c.decodeIfPresent(String.self, forKey: key)
                case .nonStriker: nonStriker = try c.decodeIfPresent(String.self, forKey: key)
                case .name: name = try c.decodeIfPresent(String.self, forKey: key)
                case .onStrike: onStrike = try c.decodeIfPresent(Bool.self, forKey: key)
                case .batter: batter = try c.decodeIfPresent(String.self, forKey: key)
                case .out: out = try c.decodeIfPresent(Bool.self, forKey: key)
                case .from: from = try c.decodeIfPresent(String.self, forKey: key)
                case .to: to = try c.decodeIfPresent(String.self, forKey: key)
                case .team: team = try c.decodeIfPresent(String.self, forKey: key)
                case .kind: kind = try c.decodeIfPresent(DismissalKind.self, forKey: key)
                case .fielder: fielder = try c.decodeIfPresent(String.self, forKey: key)
                case .runs: runs = try wholeNumber(c, key)
                case .overs: overs = try c.decodeIfPresent(OversNotation.self, forKey: key)
                case .reason: reason = try c.decodeIfPresent(String.self, forKey: key)
                case .method: method = try c.decodeIfPresent(String.self, forKey: key)
                case .winner: winner = try c.decodeIfPresent(String.self, forKey: key)
                case .parScore: parScore = try wholeNumber(c, key)
                case .minOvers: minOvers = try wholeNumber(c, key)
                case .bat: bat = try wholeNumber(c, key)
                case .wides: wides = try wholeNumber(c, key)
                case .noBalls: noBalls = try wholeNumber(c, key)
                case .byes: byes = try wholeNumber(c, key)
                case .legByes: legByes = try wholeNumber(c, key)
                case .penalty: penalty = try wholeNumber(c, key)
                case .boundary: boundary = try c.decodeIfPresent(Bool.self, forKey: key)
                case .wicket: wicket = try c.decodeIfPresent(WicketEvent.self, forKey: key)
                case .at: at = try c.decodeIfPresent(String.self, forKey: key)
                case .steady: steady = try c.decodeIfPresent(Int.self, forKey: key)
                case .synced: synced = try c.decodeIfPresent(Bool.self, forKey: key)
                }
            }
        }
    }

    /// What `setup(from:)` reads, for the unknown-key check of a set-up.
    static var newMatchShape: any Decodable.Type { RawNewMatch.self }

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

}
