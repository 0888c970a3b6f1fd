import MatchEngine

/// The badminton court display. Fields are keyed by end (`left…`, `right…`), so the screen
/// swaps sides when the players change ends without knowing why; points are the largest text.
enum CourtLayouts {
    static let nameSample = "Viktor Axelsen* / Anders Antonsen"

    /// Games won sit in a filled box, smaller than the points, so "1" beside "11" never
    /// reads as "111".
    static func games(_ key: BoardKey, _ weight: Double) -> LayoutBox {
        cell(weight, key, align: .center, style: .badge, group: "games", sample: "8")
    }

    static func court(portrait: Bool, tier: SizeTier) -> LayoutBox {
        if tier == .tiny { return tiny }
        return portrait ? courtPortrait : courtLandscape
    }

    private static let courtLandscape: LayoutBox = .column(1, [
        .row(1.0, [
            CricketLayouts.logo(0.08, PictureKeys.leftPhoto),
            cell(0.5, "leftName", style: .marked, group: "name", sample: nameSample),
            cell(0.5, "rightName", style: .marked, group: "name", sample: nameSample),
            CricketLayouts.logo(0.08, PictureKeys.rightPhoto),
        ], panel: true),
        .row(0.55, [
            cell(0.5, "leftTeam", group: "team", sample: "Royal Challengers Bangalore"),
            cell(0.5, "rightTeam", align: .trailing, group: "team", sample: "Royal Challengers Bangalore"),
        ]),
        .row(4.2, [
            .column(0.13, [spacer(0.3), games("leftGames", 0.4), spacer(0.3)]),
            cell(0.37, "leftPoints", align: .center, group: "points", sample: "88"),
            cell(0.37, "rightPoints", align: .center, group: "points", sample: "88"),
            .column(0.13, [spacer(0.3), games("rightGames", 0.4), spacer(0.3)]),
        ], keep: true),
        .row(0.8, [
            cell(0.38, "leftGameScores", style: .tokens, group: "tokens", sample: "4lb"),
            cell(0.24, "game", align: .center, group: "small", sample: "Game 3"),
            cell(0.38, "rightGameScores", style: .tokens, group: "tokens", sample: "4lb"),
        ], panel: true),
        .row(1.0, [
            cell(0.5, "paused", "interval", "gameResult", align: .center, style: .badge, group: "notice", sample: "Game 3 to Axelsen / Antonsen 21-19"),
            cell(0.5, "changeEnds", "gamePoint", align: .center, style: .badge, group: "notice", sample: "Match point both sides"),
        ], keep: true),
        .row(0.6, [
            cell(0.2, "leftCards", style: .tokens, group: "tokens", sample: "4lb"),
            cell(0.3, "serviceCourt", align: .center, group: "small", sample: "Right court"),
            cell(0.3, "elapsed", align: .center, group: "small", sample: "1:28:59"),
            cell(0.2, "rightCards", style: .tokens, group: "tokens", sample: "4lb"),
        ]),
    ])

    /// On a portrait screen the left end is drawn at the top.
    private static let courtPortrait: LayoutBox = .column(1, [
        .row(0.9, [CricketLayouts.logo(0.15, PictureKeys.leftPhoto), cell(1, "leftName", style: .marked, group: "name", sample: nameSample)], panel: true),
        .row(0.5, [cell(1, "leftTeam", group: "team", sample: "Royal Challengers Bangalore")]),
        .row(3.0, [
            cell(0.75, "leftPoints", align: .center, group: "points", sample: "88"),
            .column(0.25, [spacer(0.3), games("leftGames", 0.4), spacer(0.3)]),
        ], keep: true),
        .row(0.6, [
            cell(0.75, "leftGameScores", style: .tokens, group: "tokens", sample: "4lb"),
            cell(0.25, "leftCards", style: .tokens, group: "tokens", sample: "4lb"),
        ]),
        .row(0.8, [cell(1, "paused", "interval", "gameResult", align: .center, style: .badge, group: "notice", sample: "Game 3 to Axelsen / Antonsen 21-19", wrap: true)], keep: true),
        .row(0.8, [cell(1, "changeEnds", "gamePoint", align: .center, style: .badge, group: "notice", sample: "Match point both sides", wrap: true)], keep: true),
        .row(0.55, [
            cell(0.4, "serviceCourt", group: "small", sample: "Right court"),
            cell(0.3, "game", align: .center, group: "small", sample: "Game 3"),
            cell(0.3, "elapsed", align: .trailing, group: "small", sample: "1:28:59"),
        ], panel: true),
        .row(0.6, [
            cell(0.75, "rightGameScores", style: .tokens, group: "tokens", sample: "4lb"),
            cell(0.25, "rightCards", style: .tokens, group: "tokens", sample: "4lb"),
        ]),
        .row(3.0, [
            cell(0.75, "rightPoints", align: .center, group: "points", sample: "88"),
            .column(0.25, [spacer(0.3), games("rightGames", 0.4), spacer(0.3)]),
        ], keep: true),
        .row(0.5, [cell(1, "rightTeam", group: "team", sample: "Royal Challengers Bangalore")]),
        .row(0.9, [CricketLayouts.logo(0.15, PictureKeys.rightPhoto), cell(1, "rightName", style: .marked, group: "name", sample: nameSample)], panel: true),
    ])

    private static let tiny: LayoutBox = .column(1, [
        .row(1, [
            cell(0.5, "leftName", group: "name", sample: "WWW*", compact: true),
            cell(0.5, "rightName", align: .trailing, group: "name", sample: "WWW*", compact: true),
        ]),
        .row(2, [
            .column(0.14, [spacer(0.2), games("leftGames", 0.6), spacer(0.2)]),
            cell(0.36, "leftPoints", align: .center, group: "points", sample: "88"),
            cell(0.36, "rightPoints", align: .center, group: "points", sample: "88"),
            .column(0.14, [spacer(0.2), games("rightGames", 0.6), spacer(0.2)]),
        ], keep: true),
    ])
}
