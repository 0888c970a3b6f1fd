/// The copy of the phone's forms and scorer messages: refusals a volunteer can act on, each
/// naming the field and what is accepted.
enum SetupFormMessages {
    static let notJSON = "The request is not JSON. The page sends JSON; reload it and try again."
    static let notAnObject = "The request must be a JSON object."
    static func unknownField(_ field: String, accepted: [String]) -> String {
        "There is no field \"\(field)\" here. Accepted: \(accepted.joined(separator: ", "))."
    }
    static func missing(_ field: String) -> String { "\(field) is needed." }
    static func notText(_ field: String) -> String { "\(field) must be text." }
    static func notBool(_ field: String) -> String { "\(field) must be true or false." }
    static func notObject(_ field: String) -> String { "\(field) must be a JSON object." }
    static func notList(_ field: String) -> String { "\(field) must be a list." }
    static func notNumber(_ field: String, _ range: ClosedRange<Int>) -> String {
        "\(field) must be a whole number from \(range.lowerBound) to \(range.upperBound)."
    }
    static func notOneOf(_ field: String, _ value: String, _ choices: [String]) -> String {
        "\(field) cannot be \"\(value)\". Accepted: \(choices.joined(separator: ", "))."
    }
    static func tooLong(_ field: String, _ max: Int) -> String { "\(field) is too long: at most \(max) characters." }
    static func twice(_ name: String) -> String { "\(name) is in the list twice; each player once." }
    /// A list of names longer than the match takes, said of the team or side by its place
    /// ("teams.0.players" → "The first team lists 12 players; a side here has at most 11.").
    static func tooMany(_ field: String, count: Int, _ max: Int) -> String {
        let parts = field.split(separator: ".")
        let places = ["first", "second"]
        if parts.count == 3, parts[2] == "players", let i = Int(parts[1]), places.indices.contains(i) {
            let who = parts[0] == "sides" ? "side" : "team"
            return "The \(places[i]) \(who) lists \(count) players; a side here has at most \(max). Take \(count - max == 1 ? "one name" : "\(count - max) names") out."
        }
        return "\(field) lists \(count) names; at most \(max) are taken here."
    }
    static func twoTeams(_ field: String) -> String { "\(field) must list exactly two." }
    static let sameNames = "The two teams need different names."
    static let customNeedsOvers = "Custom overs needs the number of overs an innings (1 to 200)."
    static let customNeedsPoints = "A custom badminton format needs the points to win a game (1 to 99)."
    static let gamesOneThreeFive = "games must be 1, 3 or 5."
    static func playersFor(_ play: String, _ count: Int) -> String {
        "For \(play), each side needs \(count == 1 ? "one player" : "two players")."
    }
    static func engineRefused(_ why: String) -> String { "The scoreboard cannot start this match: \(why)" }

    // Scorer messages.
    static func badClient(_ max: Int) -> String {
        "client must be 1 to \(max) characters: letters, digits, - and _."
    }
    static let badNumber = "number must be a whole number, 1 or more."
    static let badBasedOn = "basedOn must be the seq the page last saw (a whole number, 1 or more) or null."
    static let actionOrStartNext = "A command carries either action or \"startNext\": true."
    static let actionNeedsType = "action.type is needed: the action's name, as docs/actions.md lists them."
    static let noTimes = "The scoreboard stamps each action's time itself; leave action.at out."
    static let notCommand = "type must be \"command\"."
}
