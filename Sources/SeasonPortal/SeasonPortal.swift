import MatchEngine
import Records

/// The season portal (docs/records.md): a folder of static pages, results, scorecards, careers,
/// the table and charts, for the seasons asked or every season, grouped by season as the
/// archive's calendar says. Pure: matches in, files out; the caller writes them.
public struct SeasonPortal {
    public struct File: Sendable {
        public var name: String
        public var bytes: [UInt8]
    }

    public static let defaultTitle = PortalMessages.siteTitle

    let templates: PortalTemplates
    var address = PortalAddress()
    /// Photos and logos by file name (ADR 056); none by default.
    var pictures = PortalPictures()

    public init(templates: PortalTemplates) {
        self.templates = templates
    }

    /// Every page for `matches` (already filtered to the seasons wanted), `seasons` newest first.
    /// - Parameter pictures: the photos and logos the pages show, by the names the command
    ///   copies their files under, beside the pages.
    public mutating func build(_ matches: [ArchivedMatch], seasons: [String], title: String = SeasonPortal.defaultTitle,
                               pictures: PortalPictures = PortalPictures()) -> [File] {
        self.pictures = pictures
        var files: [File] = [File(name: "portal.css", bytes: templates.stylesheet)]
        let bySeason = Dictionary(grouping: matches, by: \.season)
        // Player pages cover every match in the portal, so each link from a season's table
        // finds its page.
        let careers = CricketCareers(matches)
        let badminton = BadmintonAnalytics(matches)

        var seasonRows: [[String: Any]] = []
        for season in seasons {
            let inSeason = bySeason[season] ?? []
            let seasonPage = PortalAddress.season(season)
            seasonRows.append(["name": season, "href": seasonPage, "count": PortalMessages.matchCount(inSeason.count),
                               "results": table(RecordsTables.results(Array(inSeason.sorted { ($0.date, $0.number) > ($1.date, $1.number) }.prefix(5))))])
            files.append(page(seasonPage, template: "season", title: PortalMessages.seasonTitle(season), site: title,
                              values: seasonValues(season, inSeason)))
        }
        files.append(page("index.html", template: "index", title: title, site: title, values: ["seasons": seasonRows]))

        for match in matches {
            files.append(page(address.page(of: .match(match.matchId)), template: "match", title: match.title, site: title,
                              values: MatchPage.values(match, portal: &self)))
        }
        let playerPages = PlayerPages(careers: careers, badminton: badminton, matches: matches)
        for (link, name) in playerPages.players {
            files.append(page(address.page(of: link), template: "player", title: name, site: title,
                              values: playerPages.values(for: link, portal: &self)))
        }
        return files
    }

    private func page(_ name: String, template: String, title: String, site: String, values: [String: Any]) -> File {
        var values = values
        // A title may hold names the engine's way, isolated (a player's "name (team)"): the
        // heading makes each a `<bdi>`, the window's title, plain text, leaves the marks out.
        values["title"] = BidiIsolation.runs(title).map(\.text).joined()
        values["heading"] = HTMLText.isolated(title)
        values["site"] = site
        values["madeBy"] = PortalMessages.madeBy
        values["body"] = templates.render(template, values)
        return File(name: name, bytes: Array(templates.render("layout", values).utf8))
    }

    private mutating func seasonValues(_ season: String, _ matches: [ArchivedMatch]) -> [String: Any] {
        var values: [String: Any] = [:]
        let cricket = matches.filter { $0.record.cricket != nil }
        if !cricket.isEmpty {
            let careers = CricketCareers(cricket)
            let standings = TeamStandings(cricket)
            let runs = careers.batting.filter { $0.innings > 0 }.prefix(10)
            let wickets = careers.bowling.filter { $0.wickets > 0 }.prefix(10)
            values["cricket"] = [
                "heading": PortalMessages.cricketHeading,
                "standings": table(RecordsTables.standings(standings)),
                "pointsChart": PortalChart.bars(
                    id: "points", title: PortalMessages.pointsChart(season),
                    description: PortalMessages.pointsDescription(standings.rows.map { "\($0.team) \($0.points)" }),
                    standings.rows.map { .init(label: $0.team, value: $0.points, text: String($0.points)) }),
                "runsChart": PortalChart.bars(
                    id: "runs", title: PortalMessages.runsChart(season),
                    description: PortalMessages.runsDescription(runs.map { "\($0.player.name) \($0.runs)" }),
                    runs.map { .init(label: $0.player.name, value: $0.runs, text: String($0.runs)) }),
                "wicketsChart": PortalChart.bars(
                    id: "wickets", title: PortalMessages.wicketsChart(season),
                    description: PortalMessages.wicketsDescription(wickets.map { "\($0.player.name) \($0.wickets)" }),
                    wickets.map { .init(label: $0.player.name, value: $0.wickets, text: String($0.wickets)) }),
                "batting": table(RecordsTables.batting(careers.batting, limit: 30)),
                "bowling": table(RecordsTables.bowling(careers.bowling, limit: 30)),
                "headToHead": table(RecordsTables.headToHead(HeadToHead.all(cricket))),
            ] as [String: Any]
        }
        let shuttle = matches.filter { $0.record.badminton != nil }
        if !shuttle.isEmpty {
            let analytics = BadmintonAnalytics(shuttle)
            let months = Self.continuous(Array(Set(shuttle.map(\.month))))
            let charted = analytics.players.filter(\.overall.enoughData).prefix(5)
            var entry: [String: Any] = [
                "heading": PortalMessages.badmintonHeading,
                "players": table(RecordsTables.badmintonPlayers(analytics)),
                "headToHead": table(RecordsTables.headToHead(HeadToHead.all(shuttle))),
            ]
            if charted.isEmpty {
                entry["trendNote"] = PortalMessages.trendNeedsData
            } else {
                entry["trendChart"] = PortalChart.lines(
                    id: "trend", title: PortalMessages.trendChart(season),
                    description: PortalMessages.trendDescription(charted.map { "\($0.player) \($0.overall.rate)" }),
                    xLabels: months, charted.map { Self.series($0, months: months) })
            }
            values["badminton"] = entry
        }
        values["results"] = table(RecordsTables.results(matches))
        return values
    }

    /// Every month from the first to the last of `months` ("2026-04"…"2026-09"), so a chart's
    /// axis keeps time even where nobody played.
    static func continuous(_ months: [String]) -> [String] {
        let sorted = months.sorted()
        guard let first = sorted.first, let last = sorted.last,
              let y0 = Int(first.prefix(4)), let m0 = Int(first.suffix(2)), let y1 = Int(last.prefix(4)), let m1 = Int(last.suffix(2)),
              first.count == 7, last.count == 7, (y1 * 12 + m1) - (y0 * 12 + m0) < 120
        else { return sorted }
        return (y0 * 12 + m0 - 1...y1 * 12 + m1 - 1).map { n in
            let month = n % 12 + 1
            return "\(n / 12)-\(month < 10 ? "0" : "")\(month)"
        }
    }

    /// A player's rate to date at the end of each month they played, carried to later months.
    static func series(_ p: BadmintonPlayerStats, months: [String]) -> SVGChart.Series {
        var values: [Int?] = []
        var last: Int?
        for month in months {
            if let m = p.months.first(where: { $0.month == month }) { last = m.toDate.perMille }
            values.append(last)
        }
        return SVGChart.Series(name: p.player, values: values)
    }

    /// A table's HTML, each link turned into a page of this portal.
    mutating func table(_ t: RecordsTable) -> String {
        PortalTable.html(t) { address.page(of: $0) }
    }

}
