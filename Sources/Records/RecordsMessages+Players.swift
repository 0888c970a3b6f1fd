/// The words of a player's report (`PlayerReport`), the same in the terminal and on the phone.
extension RecordsMessages {
    /// "A. Khan (Riverside)"; a person the roster links across teams lists each, newest first.
    public static func playerHeading(_ name: String, teams: [String]) -> String {
        teams.isEmpty ? name : "\(name) (\(teams.joined(separator: ", ")))"
    }

    /// Above the sections when a name is several people: each is shown apart, none chosen.
    public static func severalPlayers(_ count: Int, name: String) -> String {
        "\(count) players are called \(name); each is shown apart with their team. Give the team to see one."
    }
}
