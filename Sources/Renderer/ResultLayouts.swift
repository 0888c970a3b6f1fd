import MatchEngine

/// The result screen (either sport: the rows of the other sport have no fields and fold away)
/// and the idle screen between matches.
enum ResultLayouts {
    static func result(portrait: Bool, tier: SizeTier) -> LayoutBox {
        if tier == .tiny {
            return .column(1, [
                .row(1, [
                    cell(0.4, "battingTeam", "leftName", group: "top", sample: "WWW*", compact: true),
                    cell(0.6, "score", "leftGames", align: .trailing, group: "top", sample: "999/10"),
                ]),
                .row(1.6, [cell(1, "status", align: .center, group: "status", sample: "WWW won by 10 wickets", wrap: true)]),
            ])
        }
        let scoreRow: [LayoutBox] = portrait
            ? [
                .row(1.8, [cell(1, "score", align: .center, group: "score", sample: "999/10")]),
                .row(0.9, [cell(1, "overs", align: .center, group: "overs", sample: "(49.6)")]),
            ]
            : [
                .row(2.2, [
                    cell(0.6, "score", group: "score", sample: "999/10"),
                    cell(0.4, "overs", align: .center, group: "overs", sample: "(49.6)"),
                ]),
            ]
        return .column(1, [
            .row(portrait ? 1.6 : 1.4, [cell(1, "status", align: .center, style: .badge, group: "status", sample: "Royal Challengers Bangalore won by 10 wickets", wrap: true)]),
            // Cricket: the last innings and the one before it.
            .row(1.0, [
                CricketLayouts.logo(portrait ? 0.1 : 0.05, PictureKeys.battingLogo),
                cell(0.6, "battingTeam", group: "team", sample: "Royal Challengers Bangalore"),
                cell(0.4, "bowlingTeam", align: .trailing, group: "team", sample: "v Royal Challengers"),
                CricketLayouts.logo(portrait ? 0.1 : 0.05, PictureKeys.bowlingLogo),
            ], panel: true),
        ] + scoreRow + [
            .row(0.9, [cell(1, "previousInnings", align: .center, group: "lines", sample: "Royal Challengers Bangalore 999/10 (49.6)")]),
            .row(0.9, [
                cell(0.5, "target", group: "lines", sample: "Target 999"),
                cell(0.5, "lastBalls", style: .tokens, group: "tokens", sample: "4lb"),
            ]),
            // A DLS result's par, when the scorer gave one; without it the row folds away.
            .row(0.9, [cell(1, "par", align: .center, group: "lines", sample: "DLS par 999")]),
            // Badminton: games won and every game's score, by end.
            .row(1.4, [
                CricketLayouts.logo(0.12, PictureKeys.leftPhoto),
                cell(0.75, "leftName", group: "name", sample: CourtLayouts.nameSample, wrap: portrait),
                cell(0.25, "leftGames", align: .center, group: "games", sample: "88"),
            ], panel: true),
            .row(0.9, [cell(1, "leftGameScores", style: .tokens, group: "tokens", sample: "4lb")]),
            .row(1.4, [
                CricketLayouts.logo(0.12, PictureKeys.rightPhoto),
                cell(0.75, "rightName", group: "name", sample: CourtLayouts.nameSample, wrap: portrait),
                cell(0.25, "rightGames", align: .center, group: "games", sample: "88"),
            ], panel: true),
            .row(0.9, [cell(1, "rightGameScores", style: .tokens, group: "tokens", sample: "4lb")]),
            .row(0.6, [cell(1, "extras", "elapsed", "logged", align: .center, group: "footer", sample: "Extras 99 (wd 99, nb 99, b 99, lb 99, pen 99)")]),
        ])
    }

    /// Between matches: the kiosk's idle board (`title`, `venue`, `next`, `setup`, `setupAddress`), with a `clock` in
    /// the big slot when the board carries one (a formatted time string), else the title.
    static func idle(tier: SizeTier, portrait: Bool) -> LayoutBox {
        .column(1, [
            .row(portrait ? 1.6 : 3, [cell(1, "clock", "title", align: .center, group: "clock", sample: "88:88")], keep: true),
            .row(1, [cell(1, "next", align: .center, group: "next", sample: tier == .tiny ? "WWW v WWW 88:88" : "Next: Royal Challengers v Mumbai Indians, 14:30", compact: tier == .tiny, wrap: portrait)]),
            .row(0.8, [cell(1, "venue", align: .center, group: "next", sample: "Riverside Cricket Ground, Chennai", compact: tier == .tiny, wrap: portrait)]),
            // How to set a match up (ADR 030): a line of words, then the address, larger.
            .row(0.6, [cell(1, "setup", align: .center, group: "setup", sample: "No match set up. Name a preset, or turn on the phone web app, in", wrap: portrait)]),
            .row(0.8, [cell(1, "setupAddress", align: .center, group: "setupAddress", sample: "http://192.168.100.200:8080/setup", wrap: portrait)]),
        ] + join(tier: tier, portrait: portrait))
    }

    /// How to join (docs/network.md, ADR 050): the Wi-Fi code and the pairing code, each with
    /// its words beneath, side by side (above one another on a portrait screen); an LED panel,
    /// too small for a code, gets the network's name and the address as words instead.
    static func join(tier: SizeTier, portrait: Bool) -> [LayoutBox] {
        if tier == .tiny {
            return [
                .row(1, [cell(1, "joinName", align: .center, group: "join", sample: "WiFi Riverside CC")]),
                .row(1, [cell(1, "joinAddress", align: .center, group: "join", sample: "scoreline.local")]),
            ]
        }
        func block(_ code: BoardKey, _ title: BoardKey, _ detail: BoardKey) -> LayoutBox {
            .column(1, [
                .slot(7, Slot(keys: [code], alignment: .center, style: .qr, group: "joinCode", sample: "")),
                cell(1, title, align: .center, group: "joinTitle", sample: "Scan to score on your phone"),
                cell(1, detail, align: .center, group: "joinDetail", sample: "http://scoreline.local:8080/pair?code=000000"),
            ])
        }
        let wifi = block("joinWifiCode", "joinWifiName", "joinWifiPassword")
        let pair = block("joinPairCode", "joinPairTitle", "joinPairAddress")
        return portrait ? [.column(12, [wifi, pair])] : [.row(9, [wifi, pair])]
    }
}
