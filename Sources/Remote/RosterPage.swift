import Images
import Store

/// The roster page's values: each player with the teams that list them, each team with its
/// players in order, and every player as a choice for a team's form.
struct RosterPage {
    var title = MatchPagesMessages.rosterTitle
    var scorer = true
    var csrf: String?
    var players: [Player]
    var teams: [Team]
    var noPlayers: Bool
    var noTeams: Bool

    struct Player {
        var id: String
        var name: String
        var teams: [String]
        var inTeam: Bool
        /// The stored photo's address and its text alternative, when there is one (ADR 056).
        var photo: Picture?
    }

    struct Picture {
        var src: String
        var alt: String
    }

    struct Member {
        var id: String
        var name: String
    }

    struct Team {
        var id: String
        var name: String
        var short: String
        var members: [Member]
        /// The players' ids in order, for the edit form's script.
        var ids: String
        var logo: Picture?
    }

    init(_ roster: Roster, scorer: ScorerPass) {
        csrf = scorer.csrf
        players = roster.players.map { player in
            let teams = roster.teams.filter { $0.players.contains(player.id) }.map(\.name)
            let photo = player.photo.flatMap { ImageReference.isValid($0) ? Picture(src: "/images/" + $0, alt: PictureMessages.photoAlt(player.name)) : nil }
            return Player(id: player.id, name: player.name, teams: teams, inTeam: !teams.isEmpty, photo: photo)
        }
        teams = roster.teams.map { team in
            Team(
                id: team.id, name: team.name, short: team.short,
                members: team.players.map { Member(id: $0, name: roster.player($0)?.name ?? $0) },
                ids: team.players.joined(separator: " "),
                logo: team.logo.flatMap { ImageReference.isValid($0) ? Picture(src: "/images/" + $0, alt: PictureMessages.logoAlt(team.name)) : nil })
        }
        noPlayers = players.isEmpty
        noTeams = teams.isEmpty
    }
}
