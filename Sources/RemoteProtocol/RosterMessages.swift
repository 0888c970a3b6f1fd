/// What the roster's checks say; names are shown as typed (the page escapes them).
enum RosterMessages {
    static func badShort(_ short: String) -> String {
        "The short code \"\(MatchEditMessages.shown(short))\" may hold only letters and digits, e.g. RIV."
    }
    static let teamNeedsPlayers = "A team needs at least one player: pick them from the roster."
    static let playerTwice = "This player is already in the team."
    static let notATeam = "This form is not a team."
    static func noPlayer(_ id: String) -> String { "There is no player \"\(MatchEditMessages.shown(id))\" on the roster." }
    static func noTeam(_ id: String) -> String { "There is no team \"\(MatchEditMessages.shown(id))\" on the roster." }
    static func playerInTeam(_ name: String, team: String) -> String {
        "\(name) is in the team \(team); take them out of that team first."
    }
    static func nameTaken(_ name: String) -> String { "\(name) is already on the roster; give another name." }
    static func shortTaken(_ short: String) -> String { "Another team has the short code \(short); choose another." }
    static func fullPlayers(_ max: Int) -> String { "The roster holds at most \(max) players; delete some first." }
    static func fullTeams(_ max: Int) -> String { "The roster holds at most \(max) teams; delete some first." }
}
