import MatchEngine

/// The cricket cards between balls (docs/pages.md): batting, bowling, fall of wickets. Tables
/// come from `TableLayout`, one track per column, so rows line up and a dropped column folds
/// from every row alike.
enum ScorecardLayouts {
    static let nameSample = "Washington Sundar"
    static let howOutSample = "c Rutherford b Chakravarthy"
    static let totalSample = "999/10 (49.6 ov)"
    static let extrasSample = "Extras 99 (b 99, lb 99, w 99, nb 99)"
    static let notBattedSample = "Did not bat: Washington Sundar, Arshdeep Singh, Harpreet Brar"

    private typealias Column = TableLayout.Column

    // MARK: Batting

    static func batting(portrait: Bool, tier: SizeTier) -> LayoutBox {
        if tier == .tiny { return tinyTitleAnd("total", sample: "999/10 (49.6)") }
        let figures: [Column] = [
            Column(weight: 0.07, heading: "head.runs", field: "runs", group: "fig", sample: "199"),
            Column(weight: 0.07, heading: "head.balls", field: "balls", group: "fig", sample: "199"),
            Column(weight: 0.055, heading: "head.fours", field: "fours", group: "fig", sample: "99"),
            Column(weight: 0.055, heading: "head.sixes", field: "sixes", group: "fig", sample: "99"),
            Column(weight: 0.12, heading: "head.sr", field: "sr", group: "fig", sample: "399.99"),
        ]
        if portrait {
            // The name with how out under it: six narrow columns fit a portrait screen's width.
            var name = Column(weight: 0.5, heading: nil, field: "name", align: .leading, style: .marked, group: "name", sample: nameSample)
            // Half the row each: both lines then get the same marker indent, so they start together.
            name.under = (field: "howOut", sample: howOutSample, share: 0.5)
            let table = TableLayout(prefix: "bat", rows: 11, columns: [headshot(0.12), name] + figures.map(widened), headingWeight: 0.6)
            return .column(1, [
                .row(1.0, [cell(1, "title", group: "title", sample: "Royal Challengers Bangalore batting")], panel: true),
                .row(0.9, [cell(1, "total", align: .trailing, group: "total", sample: totalSample)]),
                table.box(11.6 * 1.45),
                .row(1.3, [cell(1, "notBatted", group: "footer", sample: notBattedSample, wrap: true)]),
                .row(0.75, [cell(1, "extras", group: "footer", sample: extrasSample)]),
            ])
        }
        // Name and how out in one font size, so their baselines line up along the row. A small
        // panel (under 300 pixels high) has rows too low for both: how out goes, the name grows.
        let names: [Column] = tier == .small
            ? [Column(weight: 0.45, heading: nil, field: "name", align: .leading, style: .marked, group: "text", sample: nameSample)]
            : [
                Column(weight: 0.245, heading: nil, field: "name", align: .leading, style: .marked, group: "text", sample: nameSample),
                Column(weight: 0.385, heading: nil, field: "howOut", align: .leading, group: "text", sample: howOutSample),
            ]
        let table = TableLayout(prefix: "bat", rows: 11, columns: [headshot(0.045)] + names + figures)
        return .column(1, [
            .row(1.3, [
                cell(0.64, "title", group: "title", sample: "Royal Challengers Bangalore batting"),
                cell(0.36, "total", align: .trailing, group: "title", sample: totalSample),
            ], panel: true),
            table.box(11.8),
            .row(0.75, [cell(1, "notBatted", group: "footer", sample: notBattedSample)]),
            .row(0.75, [cell(1, "extras", group: "footer", sample: extrasSample)]),
        ])
    }

    /// The batters' headshots (ADR 055), before the names: a track like any column, so with
    /// no photos on the board (the engine gives all or none) it folds away and the card is
    /// drawn exactly as without it.
    private static func headshot(_ weight: Double) -> Column {
        Column(weight: weight, heading: nil, field: "photo", align: .center, style: .picture, group: "photo", sample: "")
    }

    /// A figures column a little wider, for a portrait screen where the name is narrower.
    private static func widened(_ column: Column) -> Column {
        var wider = column
        wider.weight *= 1.1
        return wider
    }

    // MARK: Bowling

    static func bowling(portrait: Bool, tier: SizeTier) -> LayoutBox {
        if tier == .tiny {
            return .column(1, [.row(1, [cell(1, "title", align: .center, group: "top", sample: "WWW bowling", compact: true, wrap: true)])])
        }
        // Landscape: names and figures in one size, as short figures alone would be drawn far
        // larger. Portrait: eight columns leave a name little width, so it may take two lines
        // of a tall row and the figures keep their own size.
        var name = Column(weight: portrait ? 0.3 : 0.34, heading: nil, field: "name", align: .leading, style: .marked,
                          group: portrait ? "name" : "fig", sample: nameSample)
        name.wrap = portrait
        let table = TableLayout(prefix: "bowl", rows: 11, columns: [
            name,
            Column(weight: 0.1, heading: "head.overs", field: "overs", group: "fig", sample: "10.0"),
            Column(weight: 0.07, heading: "head.maidens", field: "maidens", group: "fig", sample: "10"),
            Column(weight: 0.09, heading: "head.runs", field: "runs", group: "fig", sample: "199"),
            Column(weight: 0.07, heading: "head.wickets", field: "wickets", group: "fig", sample: "10"),
            Column(weight: 0.13, heading: "head.econ", field: "econ", group: "fig", sample: "36.00"),
            Column(weight: 0.07, heading: "head.wides", field: "wides", group: "fig", sample: "99"),
            Column(weight: 0.07, heading: "head.noBalls", field: "noBalls", group: "fig", sample: "99"),
        ])
        if portrait {
            return .column(1, [
                .row(1.0, [cell(1, "title", group: "title", sample: "Royal Challengers Bangalore bowling", wrap: true)], panel: true),
                table.box(11.8 * 1.3),
            ])
        }
        return .column(1, [
            .row(1.3, [cell(1, "title", group: "title", sample: "Royal Challengers Bangalore bowling")], panel: true),
            table.box(11.8),
        ])
    }

    // MARK: Fall of wickets

    static func fallOfWickets(portrait: Bool, tier: SizeTier) -> LayoutBox {
        if tier == .tiny { return tinyTitleAnd("total", sample: "999/10 (49.6)") }
        let table = TableLayout(prefix: "fow", rows: 10, columns: [
            Column(weight: 0.26, heading: nil, field: "score", group: "fig", sample: "10-999"),
            Column(weight: 0.44, heading: nil, field: "batter", align: .leading, group: "name", sample: nameSample),
            Column(weight: 0.3, heading: nil, field: "overs", group: "fig", sample: "49.6 ov"),
        ], headingWeight: 0)
        let title: LayoutBox = portrait
            ? .column(1.9, [
                .row(1, [cell(1, "title", group: "title", sample: "Fall of wickets")], panel: true),
                .row(0.9, [cell(1, "total", align: .trailing, group: "total", sample: totalSample)]),
            ])
            : .row(1.3, [
                cell(0.6, "title", group: "title", sample: "Fall of wickets"),
                cell(0.4, "total", align: .trailing, group: "title", sample: totalSample),
            ], panel: true)
        // Three short columns across a wide screen read better kept together in the middle.
        let side = portrait ? 0.0 : 0.18
        return .column(1, [
            title,
            .row(portrait ? 10 * 1.4 : 10, [spacer(side), table.box(1), spacer(side)].filter { $0.weight > 0 }, keep: true),
        ])
    }

    /// An LED panel (which normally keeps the live board): the title and one line under it.
    static func tinyTitleAnd(_ key: BoardKey, sample: String) -> LayoutBox {
        .column(1, [
            .row(1, [cell(1, "title", group: "top", sample: "WWW batting", compact: true)]),
            .row(1.4, [cell(1, key, align: .center, group: "main", sample: sample, compact: true)]),
        ])
    }
}
