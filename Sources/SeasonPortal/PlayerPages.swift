import MatchEngine
import Records

/// The players' pages: a cricketer's batting and bowling with every match they played, a
/// badminton player's months, partners and opponents. Every name any page links to gets one
/// (a super-over batter too, whose page lists the match though careers leave it out).
struct PlayerPages {
    let careers: CricketCareers
    let badminton: BadmintonAnalytics
    let matches: [ArchivedMatch]
    /// Who each player is, with every team they played for.
    let lookup: PlayerLookup
    /// Each page's link and the name it is titled with, in name order.
    let players: [(RecordsLink, String)]

    init(careers: CricketCareers, badminton: BadmintonAnalytics, matches: [ArchivedMatch]) {
        self.careers = careers
        self.badminton = badminton
        self.matches = matches
        let lookup = PlayerLookup(matches)
        self.lookup = lookup
        var refs = Set(careers.batting.map(\.player)).union(careers.bowling.map(\.player))
        for match in matches {
            for inn in match.scorecard?.innings ?? [] {
                let sides = match.record.sides
                let side = sides.firstIndex { $0.name == inn.battingTeam } ?? 0
                for b in inn.batting { refs.insert(match.player(side: side, name: b.name)) }
                for b in inn.bowling { refs.insert(match.player(side: 1 - side, name: b.name)) }
            }
        }
        // Name and team isolated one by one: an Urdu player of an Urdu team reads "name (team)".
        players = refs.sorted().map { ref in
            let team = lookup.cricketer(ref)?.player.team ?? ref.team
            return (RecordsLink.player(ref), "\(BidiIsolation.name(ref.name)) (\(BidiIsolation.name(team)))")
        }
            + badminton.players.map(\.player).sorted().map { (RecordsLink.badmintonPlayer($0), $0) }
    }

    func values(for link: RecordsLink, portal: inout SeasonPortal) -> [String: Any] {
        switch link {
        case .player(let ref): return cricket(ref, portal: &portal)
        case .badmintonPlayer(let name): return shuttler(name, portal: &portal)
        case .match: return [:]
        }
    }

    /// The same tables the phone and `scoreline stats player` show (`PlayerReport`), with every
    /// team the person played for: one page for a player the roster links across teams.
    private func cricket(_ ref: PlayerRef, portal: inout SeasonPortal) -> [String: Any] {
        let tables = PlayerReport.cricketerTables(ref, careers: careers, matches: matches)
        let teams = lookup.cricketer(ref)?.teams ?? [ref.team]
        var values: [String: Any] = [
            "team": teams.joined(separator: ", "),
            "batting": portal.table(tables.batting),
            "bowling": portal.table(tables.bowling),
            "matches": portal.table(tables.matches),
        ]
        // The roster's photo of this player (only a roster player has one) and their teams' logos.
        if let id = ref.id, let photo = portal.pictures.players[id] {
            values["photo"] = ["src": photo, "alt": PortalMessages.photoAlt(ref.name)]
        }
        let logos = teams.compactMap { portal.pictures.logo(of: $0) }
        if !logos.isEmpty { values["logos"] = logos }
        return values
    }

    private func shuttler(_ name: String, portal: inout SeasonPortal) -> [String: Any] {
        guard let stats = badminton.players.first(where: { $0.player == name }) else { return [:] }
        let months = SeasonPortal.continuous(stats.months.map(\.month))
        var values: [String: Any] = [
            "summary": PlayerPageMessages.winRecord(stats.overall),
            "months": portal.table(RecordsTables.months(stats)),
            "partners": portal.table(RecordsTables.partners(stats)),
            "opponents": portal.table(RecordsTables.opponents(stats)),
            "matches": portal.table(RecordsTables.playerMatches(name, in: matches)),
        ]
        if stats.months.contains(where: { $0.toDate.enoughData }) {
            values["trendChart"] = PortalChart.lines(
                id: "trend", title: PortalMessages.playerTrend(name),
                description: PlayerPageMessages.trendDescription(stats.months.map { "\($0.month) \($0.toDate.rate)" }),
                xLabels: months, [SeasonPortal.series(stats, months: months)])
        } else {
            values["trendNote"] = PortalMessages.trendNeedsData
        }
        return values
    }
}

enum PlayerPageMessages {
    static func winRecord(_ r: WinRecord) -> String {
        "Played \(r.played), won \(r.won), lost \(r.lost). Win rate: \(r.rate)."
    }
    static func trendDescription(_ points: [String]) -> String { "Line chart of the win rate to date: " + points.joined(separator: ", ") + "." }
}
