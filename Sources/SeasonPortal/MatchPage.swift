import MatchEngine
import Records

/// A match's page: the full scorecard for cricket (as the engine's `Scorecard` made it), the
/// games for badminton, each player linked to their page.
enum MatchPage {
    static func values(_ match: ArchivedMatch, portal: inout SeasonPortal) -> [String: Any] {
        var values: [String: Any] = [
            "date": match.date, "format": match.record.format.label, "result": HTMLText.isolated(match.resultOrScore),
            "season": match.season, "seasonHref": PortalAddress.season(match.season),
        ]
        let sides = match.record.sides
        let logos = sides.compactMap { portal.pictures.logo(of: $0.name) }
        if !logos.isEmpty { values["logos"] = logos }
        let photos = portal.pictures.matches[match.matchId] ?? []
        if !photos.isEmpty {
            values["photos"] = [
                "heading": PortalMessages.photosHeading,
                "list": photos.enumerated().map { ["src": $1, "alt": PortalMessages.galleryAlt($0 + 1, of: photos.count)] },
            ] as [String: Any]
        }
        if let card = match.scorecard {
            values["innings"] = card.innings.map { inn -> [String: Any] in
                let side = sides.firstIndex { $0.name == inn.battingTeam } ?? 0
                return [
                    "title": inn.title,
                    "batting": portal.table(RecordsTable(
                        title: RecordsMessages.battingTitle,
                        columns: [("Batter", "name", false), ("", "howOut", false), ("R", "runs", true), ("B", "balls", true),
                                  ("4s", "fours", true), ("6s", "sixes", true), ("SR", "strikeRate", true)],
                        rows: inn.batting.map { b in
                            [.link(b.name, to: .player(match.player(side: side, name: b.name))), .text(b.howOut), .int(b.runs),
                             .int(b.balls), .int(b.fours), .int(b.sixes), .text(b.strikeRate ?? RecordsMessages.noFigure)]
                        },
                        empty: RecordsMessages.noBatting)),
                    "extras": "\(inn.extras.total) \(inn.extras.detail)",
                    "total": inn.total.text,
                    // Names in a list are isolated one by one, so two Urdu names in a row keep the
                    // list's order; the values are HTML (escaped here), each name a `<bdi>`.
                    "notBatted": inn.notBatted.map { HTMLText.isolated("\($0.label): \($0.names.map(BidiIsolation.name).joined(separator: ", "))") } ?? "",
                    "fallOfWickets": HTMLText.isolated(inn.fallOfWickets.map(\.text).joined(separator: ", ")),
                    "bowling": portal.table(RecordsTable(
                        title: RecordsMessages.bowlingTitle,
                        columns: [("Bowler", "name", false), ("O", "overs", true), ("M", "maidens", true), ("R", "runs", true),
                                  ("W", "wickets", true), ("Econ", "economy", true)],
                        rows: inn.bowling.map { b in
                            [.link(b.name, to: .player(match.player(side: 1 - side, name: b.name))), .text(b.overs), .int(b.maidens),
                             .int(b.runs), .int(b.wickets), .text(b.economy ?? RecordsMessages.noFigure)]
                        },
                        empty: RecordsMessages.noBowling)),
                ]
            }
        }
        if let badminton = match.record.badminton {
            values["badminton"] = [
                "sides": sides.map { side in
                    ["name": side.name, "players": side.players.map { ["name": $0, "href": portal.address.page(of: .badmintonPlayer($0))] }] as [String: Any]
                },
                "games": PortalMessages.games(badminton.games),
            ] as [String: Any]
        }
        return values
    }
}
