/// The pictures the portal's pages show (issue 41, ADR 056), by the names their files have
/// beside the pages (the command copies them there): a player's photo by roster id, a team's
/// logo by its name, a match's photos by match id. Names only: the portal stays pure.
public struct PortalPictures: Sendable {
    public var players: [String: String]
    public var teams: [String: String]
    public var matches: [String: [String]]

    public init(players: [String: String] = [:], teams: [String: String] = [:], matches: [String: [String]] = [:]) {
        self.players = players
        self.teams = teams
        self.matches = matches
    }

    /// A team's logo as a page shows it: the file and its text alternative.
    func logo(of team: String) -> [String: String]? {
        teams[team].map { ["src": $0, "alt": PortalMessages.logoAlt(team)] }
    }
}
