import MatchEngine
import Records
import Session

/// The values the records templates render: the same tables `scoreline stats` prints
/// (`RecordsTables`), each link made a page of this app. Mustache escapes every string.
enum StatsPages {
    static func table(_ t: RecordsTable) -> [String: Any] {
        [
            "title": t.title,
            "columns": t.columns.map {
                ["heading": $0.heading, "numeric": $0.numeric] as [String: Any]
            },
            "rows": t.rows.map { row in
                ["cells": zip(t.columns, row).map { column, cell -> [String: Any] in
                    // `href` is always there (false for plain text): a key missing here would be
                    // looked up in the enclosing contexts, and a season's own `href` on the index
                    // would turn every plain cell into a link to that season.
                    var c: [String: Any] = ["text": IsolatedText(cell.text), "numeric": column.numeric, "href": false]
                    if case .link(_, let to) = cell { c["href"] = href(to) }
                    return c
                }] as [String: Any]
            },
            "hasRows": !t.rows.isEmpty,
            "empty": t.empty,
        ]
    }

    static func href(_ link: RecordsLink) -> String {
        switch link {
        case .match(let id): "/matches/" + RecordsPath.encode(id)
        case .player(let ref): "/stats/player?name=" + RecordsPath.encode(ref.name) + "&team=" + RecordsPath.encode(ref.team)
        case .badmintonPlayer(let name): "/stats/player?name=" + RecordsPath.encode(name)
        }
    }

    struct Option {
        var value: String
        var label: String
        var selected: Bool
    }

    /// The whole records page for a filter: the table, careers and head-to-head for cricket,
    /// the players for badminton, with the filter form's choices, from the filter's tables
    /// (`RecordsView`, kept between views by the shelf).
    static func page(_ view: RecordsView, _ query: StatsQuery, scorer: ScorerPass?) -> [String: Any] {
        var values: [String: Any] = [
            "title": StatsPageMessages.title, "scorer": scorer != nil, "team": query.team ?? "",
            "seasons": [Option(value: "", label: StatsPageMessages.allSeasons, selected: query.season == nil)]
                + view.seasons.map { Option(value: $0, label: $0, selected: $0 == query.season) },
            "formats": [Option(value: "", label: StatsPageMessages.allFormats, selected: query.format == nil)]
                + view.formats.sorted { $0.label < $1.label }.map { Option(value: $0.key, label: $0.label, selected: $0.key == query.format) },
            "matchCount": view.matchCount,
        ]
        if let csrf = scorer?.csrf { values["csrf"] = csrf }
        if let cricket = view.cricket {
            values["cricket"] = [
                "standings": table(cricket.standings),
                "batting": table(cricket.batting),
                "bowling": table(cricket.bowling),
                "headToHead": table(cricket.headToHead),
            ]
        }
        if let badminton = view.badminton {
            values["badminton"] = [
                "players": table(badminton.players),
                "headToHead": table(badminton.headToHead),
            ]
        }
        return values
    }

    /// One player's page: the same `PlayerReport` `scoreline stats player` prints, one
    /// section per person of that name (two of one name are two, each with their teams). The
    /// team, from the link, says which person, not which matches: a player the roster links
    /// keeps every team's matches.
    static func player(_ archive: ArchiveReader.Archive, _ query: StatsQuery, scorer: ScorerPass?) -> [String: Any]? {
        guard let name = query.name else { return nil }
        let matches = RecordsFilter(season: query.season, format: query.format).apply(archive.matches)
        let report = PlayerReport(name: name, team: query.team, in: matches)
        guard !report.isEmpty else { return nil }
        let sections: [[String: Any]] = report.sections.map { section in
            var values: [String: Any] = [
                "name": section.name,
                // "Riverside, Hillcrest": each team its own run, so a right-to-left name keeps its place.
                "teams": section.teams.enumerated().map { i, team in ["team": team, "comma": i > 0] as [String: Any] },
                "hasTeams": !section.teams.isEmpty,
                "tables": section.tables.map(table),
            ]
            if let summary = section.summary { values["summary"] = summary }
            return values
        }
        var values: [String: Any] = ["title": report.sections.count == 1 ? report.sections[0].name : name,
                                     "scorer": scorer != nil, "sections": sections]
        if let note = report.note { values["note"] = note }
        if let csrf = scorer?.csrf { values["csrf"] = csrf }
        return values
    }
}
