import FoundationEssentials
import MatchEngine

/// The set-up page's form, read into the `newMatch` record the engine takes, and whether to
/// start it now or queue it. The form says things as a volunteer does (T20, who won the toss
/// and chose to bat); the record says them as the engine does (`oversPerInnings`,
/// `battingFirst`). The record is then checked by the engine's own decoder, so the page can
/// never start a match `scoreline add` would refuse.
///
/// Cricket: `{"sport":"cricket","start":"now"|"queue","format":"t20"|"fifty"|"custom"|<club
/// format>,"overs":N,"wideRuns":1,"noBallRuns":1,"freeHit":true,"playersPerSide":11,
/// "lastManStands":false,"houseRules":{"bowlerWarning","p5","p10","bonusRuns"},
/// "teams":[{"name","short"?,"players":[…]}×2],"toss":{"winner":0|1,"decision":"bat"|"bowl"}}`.
///
/// Badminton: `{"sport":"badminton","start":…,"format":"bwf21"|"bwf15"|"noCap"|"custom",
/// "pointsToWin":N,"games":1|3|5,"play":"singles"|"doubles","sides":[{"name","players"}×2],
/// "firstServer":{"side":"A"|"B","player"?},"firstReceiver"?}`.
public struct SetupForm: Sendable, Equatable {
    public enum Start: String, Sendable, Equatable {
        /// Start it at once (refused while another match is in play).
        case now
        /// Add it to the queue: it starts when the match in play is done.
        case queue
    }

    public var start: Start
    public var sport: String
    /// The `newMatch` record, checked by the engine.
    public var record: Data

    /// Longest team, side or player name; far past any real one, short enough for a board.
    public static let maxName = 60

    public static let cricketFormats = ["t20", "fifty", "custom"] + CricketFormats.names
    public static let badmintonFormats = ["bwf21", "bwf15", "noCap", "custom"]

    public static func decode(_ bytes: some Collection<UInt8>) throws(FormRefusal) -> SetupForm {
        let form = try FormFields.parse(bytes)
        let sport = try form.choice("sport", ["cricket", "badminton"])
        let start = Start(rawValue: try form.choice("start", ["now", "queue"]) ?? "now") ?? .now
        let record: JSONValue
        switch sport {
        case "cricket": record = try cricket(form)
        case "badminton": record = try badminton(form)
        default: throw FormRefusal(SetupFormMessages.missing("sport"), field: "sport")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(record) else { throw FormRefusal(SetupFormMessages.notJSON) }
        // The engine has the last word: the same check `scoreline add` and the queue make.
        do throws(LineRejection) {
            _ = try SportRegistry.start(newMatch: data)
        } catch {
            throw FormRefusal(SetupFormMessages.engineRefused(error.message))
        }
        return SetupForm(start: start, sport: sport ?? "", record: data)
    }

    static func cricket(_ form: FormFields) throws(FormRefusal) -> JSONValue {
        try form.only(["sport", "start", "format", "overs", "wideRuns", "noBallRuns", "freeHit", "playersPerSide",
                       "lastManStands", "houseRules", "teams", "toss"])
        var rules: [String: JSONValue] = [:]
        switch try form.choice("format", cricketFormats) ?? "t20" {
        case "t20": rules["oversPerInnings"] = .integer(20)
        case "fifty": rules["oversPerInnings"] = .integer(50)
        case "custom":
            guard let overs = try form.int("overs", in: 1...CricketLimitsForForm.maxOvers) else {
                throw FormRefusal(SetupFormMessages.customNeedsOvers, field: "overs")
            }
            rules["oversPerInnings"] = .integer(overs)
        case let club: rules["format"] = .string(club)
        }
        if let n = try form.int("wideRuns", in: 0...5) { rules["wideRuns"] = .integer(n) }
        if let n = try form.int("noBallRuns", in: 0...5) { rules["noBallRuns"] = .integer(n) }
        if let b = try form.bool("freeHit") { rules["freeHit"] = .bool(b) }
        if let b = try form.bool("lastManStands") { rules["lastManStands"] = .bool(b) }
        let perSide = try form.int("playersPerSide", in: 2...11)
        if let perSide { rules["playersPerSide"] = .integer(perSide) }
        if let house = try form.object("houseRules") {
            let flags = ["bowlerWarning", "p5", "p10", "bonusRuns"]
            try house.only(flags)
            var out: [String: JSONValue] = [:]
            for flag in flags { if let b = try house.bool(flag) { out[flag] = .bool(b) } }
            rules["houseRules"] = .object(out)
        }
        let teams = try self.teams(form, key: "teams", playersKey: "players", max: perSide ?? 11)
        let names = teams.compactMap { $0["name"]?.stringValue }
        var battingFirst = names[0]
        if let toss = try form.object("toss") {
            try toss.only(["winner", "decision"])
            let winner = try toss.int("winner", in: 0...1) ?? 0
            let decision = try toss.choice("decision", ["bat", "bowl"]) ?? "bat"
            battingFirst = names[decision == "bat" ? winner : 1 - winner]
        }
        return .object([
            "type": .string("newMatch"), "sport": .string("cricket"), "schemaVersion": .integer(1),
            "teams": .array(teams), "rules": .object(rules), "battingFirst": .string(battingFirst),
        ])
    }

    static func badminton(_ form: FormFields) throws(FormRefusal) -> JSONValue {
        try form.only(["sport", "start", "format", "pointsToWin", "games", "play", "sides", "firstServer", "firstReceiver"])
        let format = try form.choice("format", badmintonFormats) ?? "bwf21"
        var rules: [String: JSONValue] = [:]
        if let points = try form.int("pointsToWin", in: 1...99) { rules["pointsToWin"] = .integer(points) }
        if format == "custom", rules["pointsToWin"] == nil {
            throw FormRefusal(SetupFormMessages.customNeedsPoints, field: "pointsToWin")
        }
        if let games = try form.int("games", in: 1...5) {
            guard [1, 3, 5].contains(games) else { throw FormRefusal(SetupFormMessages.gamesOneThreeFive, field: "games") }
            rules["games"] = .integer(games)
        }
        let play = try form.choice("play", ["singles", "doubles"]) ?? "singles"
        let perSide = play == "doubles" ? 2 : 1
        let sides = try teams(form, key: "sides", playersKey: "players", max: perSide)
        for (i, side) in sides.enumerated() {
            let count = side["players"]?.arrayValue?.count ?? 0
            guard count == perSide || (perSide == 1 && count == 0) else {
                throw FormRefusal(SetupFormMessages.playersFor(play, perSide), field: "sides.\(i).players")
            }
        }
        var record: [String: JSONValue] = [
            "type": .string("newMatch"), "sport": .string("badminton"), "schemaVersion": .integer(1),
            "format": .string(format), "sides": .array(sides),
        ]
        if !rules.isEmpty { record["rules"] = .object(rules) }
        if let server = try form.object("firstServer") {
            try server.only(["side", "player"])
            var out: [String: JSONValue] = ["side": .string(try server.choice("side", ["A", "B"]) ?? "A")]
            if let player = try server.string("player").map(trim), !player.isEmpty { out["player"] = .string(player) }
            record["firstServer"] = .object(out)
        }
        if let receiver = try form.string("firstReceiver").map(trim), !receiver.isEmpty {
            record["firstReceiver"] = .string(receiver)
        }
        return .object(record)
    }

    /// Two teams (or sides), each a name and its players; names trimmed and different.
    static func teams(_ form: FormFields, key: String, playersKey: String, max: Int) throws(FormRefusal) -> [JSONValue] {
        guard let teams = try form.objects(key) else { throw FormRefusal(SetupFormMessages.missing(key), field: key) }
        guard teams.count == 2 else { throw FormRefusal(SetupFormMessages.twoTeams(key), field: key) }
        var out: [JSONValue] = []
        var seen: [String] = []
        for team in teams {
            try team.only(["name", "short", playersKey])
            let name = trim(try team.requiredString("name"))
            guard !name.isEmpty else { throw FormRefusal(SetupFormMessages.missing(team.name("name")), field: team.name("name")) }
            guard name.count <= maxName else { throw FormRefusal(SetupFormMessages.tooLong(team.name("name"), maxName), field: team.name("name")) }
            guard !seen.contains(name) else { throw FormRefusal(SetupFormMessages.sameNames, field: team.name("name")) }
            seen.append(name)
            var object: [String: JSONValue] = ["name": .string(name)]
            if let short = try team.string("short").map(trim), !short.isEmpty {
                guard short.count <= 6 else { throw FormRefusal(SetupFormMessages.tooLong(team.name("short"), 6), field: team.name("short")) }
                object["short"] = .string(short)
            }
            let players = try team.names(playersKey, max: max, maxLength: maxName)
            if !players.isEmpty { object[playersKey] = .array(players.map(JSONValue.string)) }
            out.append(.object(object))
        }
        return out
    }

    static func trim(_ s: String) -> String {
        String(s.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

/// The overs a custom innings may have on the set-up page (the engine's own range is wider;
/// a day's cricket is well inside this).
enum CricketLimitsForForm {
    static let maxOvers = 200
}
