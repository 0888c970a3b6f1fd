import FoundationEssentials

/// Reads badminton lines (the `newMatch` record and actions) into engine values.
enum BadmintonDecoding {
    static let actionTypes = [
        "point", "minus", "advanceGame", "undo", "retire", "walkover", "pause", "resume",
        "warning", "fault", "loggedResult",
    ]

    static func setup(from data: Data) throws(LineRejection) -> BadmintonSetup {
        let raw = try ActionDecoding.decode(RawNewMatch.self, from: data, action: "newMatch")
        func invalid(_ why: String) -> LineRejection {
            LineRejection(BadmintonRejection.invalidSetup(why).message)
        }
        guard raw.sides.count == 2, raw.sides.allSatisfy({ !$0.name.isEmpty }) else {
            throw invalid(BadmintonMessages.needTwoSides)
        }
        guard raw.sides[0].name != raw.sides[1].name else { throw invalid(BadmintonMessages.sameSideNames) }
        let teams = raw.sides.map { side in
            BadmintonTeam(name: side.name, short: side.short, players: side.players ?? [side.name])
        }
        if let version = raw.schemaVersion, version > BadmintonSetup.schemaVersion {
            throw LineRejection(CommonMessages.newerSchema(version, supported: BadmintonSetup.schemaVersion))
        }
        let sides = PerSide(a: teams[0], b: teams[1])
        let count = sides.a.players.count
        guard (1...2).contains(count), sides.b.players.count == count,
              teams.allSatisfy({ Set($0.players).count == $0.players.count && !$0.players.contains("") })
        else { throw invalid(BadmintonMessages.playersPerSide) }

        let format = try format(named: raw.format ?? "bwf21", raw.rules ?? RulesOverride(), invalid)
        let serving = raw.firstServer?.side ?? .a
        var serverIndex = 0
        if let name = raw.firstServer?.player {
            guard let index = sides[serving].players.firstIndex(of: name) else {
                throw invalid(BadmintonMessages.unknownPlayer(name, sides[serving].name))
            }
            serverIndex = index
        }
        var receiverIndex = 0
        if let name = raw.firstReceiver {
            guard let index = sides[serving.other].players.firstIndex(of: name) else {
                throw invalid(BadmintonMessages.unknownPlayer(name, sides[serving.other].name))
            }
            receiverIndex = index
        }
        return BadmintonSetup(
            matchId: raw.matchId ?? CricketDecoding.derivedMatchId(data), sides: sides, format: format,
            firstServer: serving, firstServerPlayer: serverIndex, firstReceiverPlayer: receiverIndex,
            leftEnd: raw.leftEnd ?? .a, at: try time(raw.at),
            schemaVersion: raw.schemaVersion ?? BadmintonSetup.schemaVersion)
    }

    /// A preset with the overrides applied. The interval point follows the target (half of it,
    /// rounded up: 11 of 21, 8 of 15) unless `intervalAt` is given.
    static func format(
        named name: String, _ rules: RulesOverride, _ invalid: (String) -> LineRejection
    ) throws(LineRejection) -> BadmintonFormat {
        let presets = BadmintonFormat.presets + [.custom]
        guard var format = presets.first(where: { $0.name.lowercased() == name.lowercased() }) else {
            throw invalid(BadmintonMessages.unknownFormat(name))
        }
        if format.name == BadmintonFormat.custom.name, rules.pointsToWin == nil {
            throw invalid(BadmintonMessages.customNeedsTarget)
        }
        if let points = rules.pointsToWin {
            format.pointsToWin = points
            let half = BadmintonFormat.half(points)
            format.intervalAt = half < points ? half : nil
        }
        if let cap = rules.cap { format.cap = cap }
        if let games = rules.games { format.games = games }
        if let winBy = rules.winBy { format.winBy = winBy }
        if let intervalAt = rules.intervalAt { format.intervalAt = intervalAt }
        if let autoAdvance = rules.autoAdvance { format.autoAdvance = autoAdvance }
        if let problem = format.problem() { throw invalid(problem) }
        return format
    }

    static func time(_ raw: String?) throws(LineRejection) -> Timestamp? {
        try ActionDecoding.time(raw)
    }

    /// The action on the line (`nil` for `undo`) and its time, when it has one.
    static func action(from data: Data) throws(LineRejection) -> (action: BadmintonAction.Kind?, at: Timestamp?) {
        let type = try ActionDecoding.actionType(of: data)
        func decode<T: Decodable>(_ t: T.Type) throws(LineRejection) -> T {
            try ActionDecoding.decode(T.self, from: data, action: type)
        }
        let kind: BadmintonAction.Kind?
        switch type {
        case "undo": kind = nil
        case "point": kind = .point(try decode(SideOnly.self).side)
        case "minus": kind = .minus(try decode(SideOnly.self).side)
        case "retire": kind = .retire(try decode(SideOnly.self).side)
        case "walkover": kind = .walkover(try decode(SideOnly.self).side)
        case "advanceGame":
            let a = try decode(Advance.self)
            kind = .advanceGame(server: a.server, receiver: a.receiver)
        case "loggedResult": kind = .loggedResult(try decode(Logged.self).games)
        case "pause": kind = .pause
        case "resume": kind = .resume
        case "warning":
            let a = try decode(Carded.self)
            kind = .warning(a.side, player: a.player)
        case "fault":
            let a = try decode(Carded.self)
            kind = .fault(a.side, player: a.player)
        default:
            throw LineRejection(CommonMessages.unknownAction(type, accepted: actionTypes))
        }
        let stamp = try decode(Stamp.self)
        return (kind, try ActionDecoding.time(stamp.at, steady: stamp.steady, synced: stamp.synced))
    }

    /// What `setup(from:)` reads, for the unknown-key check of a set-up.
    static var newMatchShape: any Decodable.Type { RawNewMatch.self }

    private struct RawNewMatch: Decodable {
        struct Side: Decodable {
            let name: String
            let short: String?
            let players: [String]?
        }
        struct Server: Decodable {
            let side: BadmintonSide
            let player: String?
        }
        let matchId: String?
        let schemaVersion: Int?
        let format: String?
        let sides: [Side]
        let firstServer: Server?
        let firstReceiver: String?
        let leftEnd: BadmintonSide?
        let rules: RulesOverride?
        let at: String?
    }

    /// `rules` in `newMatch`. For `cap` and `intervalAt`, `null` (no cap, no interval) differs
    /// from leaving the field out (keep the preset's value).
    struct RulesOverride: Decodable {
        var pointsToWin: Int?
        var cap: Int??
        var games: Int?
        var winBy: Int?
        var intervalAt: Int??
        var autoAdvance: Bool?

        init() {}

        init(from decoder: any Decoder) throws {
            enum Keys: String, CodingKey { case pointsToWin, cap, games, winBy, intervalAt, autoAdvance }
            let c = try decoder.container(keyedBy: Keys.self)
            pointsToWin = try c.decodeIfPresent(Int.self, forKey: .pointsToWin)
            if c.contains(.cap) { cap = .some(try c.decodeIfPresent(Int.self, forKey: .cap)) }
            games = try c.decodeIfPresent(Int.self, forKey: .games)
            winBy = try c.decodeIfPresent(Int.self, forKey: .winBy)
            if c.contains(.intervalAt) { intervalAt = .some(try c.decodeIfPresent(Int.self, forKey: .intervalAt)) }
            autoAdvance = try c.decodeIfPresent(Bool.self, forKey: .autoAdvance)
        }
    }

    private struct SideOnly: Decodable { let side: BadmintonSide }
    private struct Advance: Decodable { let server: String?; let receiver: String? }
    private struct Carded: Decodable { let side: BadmintonSide; let player: String? }
    private struct Logged: Decodable { let games: [PerSide<Int>] }
    private struct Stamp: Decodable {
        let at: String?
        let steady: Int?
        let synced: Bool?
    }
}
