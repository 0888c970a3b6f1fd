import MatchEngine

/// Cricket templates. Samples are the longest realistic content of each region: they fix the
/// font size per layout so a score going from 99/9 to 100/9 never changes size.
enum CricketLayouts {
    static let teamSample = "Royal Challengers Bangalore"
    static let scoreSample = "999/10"
    static let batterSample = "A. Sharma* 199 (199)"
    static let lineSample = "Need 123 off 119 balls"
    static let statusSample = "Innings break: Royal Challengers Bangalore to bat"
    static let bowlerSample = "J. Bumrah 10.0-0-99-10"
    static let boundariesSample = "4s 19 · 6s 19"
    static let lastWicketSample = "Last wkt: R. Sharma c Jadeja b Chahar 45 (32), 102/3"

    /// A team's logo at the end of its name (ADR 055). A cell without a field drops out of its
    /// row, so a board without logos is laid out exactly as before they existed.
    static func logo(_ weight: Double, _ key: BoardKey) -> LayoutBox {
        cell(weight, key, align: .center, style: .picture, group: "logo", sample: "")
    }

    static func banner(portrait: Bool) -> LayoutBox {
        portrait ? bannerPortrait : bannerLandscape
    }

    private static let bannerLandscape: LayoutBox = .column(1, [
        .row(1.0, [
            logo(0.05, PictureKeys.battingLogo),
            cell(0.62, "battingTeam", group: "team", sample: teamSample),
            cell(0.38, "bowlingTeam", align: .trailing, group: "team", sample: "v Royal Challengers"),
            logo(0.05, PictureKeys.bowlingLogo),
        ], panel: true),
        .row(2.6, [
            cell(0.47, "score", group: "score", sample: scoreSample),
            .column(0.25, [
                cell(0.66, "overs", align: .center, group: "overs", sample: "19.6"),
                cell(0.34, "oversLimit", align: .center, group: "limit", sample: "of 50"),
            ]),
            .column(0.28, [
                cell(0.66, "flash", align: .center, style: .badge, group: "flash", sample: "WICKET"),
                cell(0.34, "freeHit", align: .center, style: .badge, group: "limit", sample: "FREE HIT"),
            ], keep: true),
        ], keep: true),
        .row(1.1, [
            cell(0.64, "need", group: "need", sample: lineSample),
            // Only with a revised target (DLS): otherwise need and target share the row.
            cell(0.26, "par", align: .center, group: "need", sample: "DLS par 999"),
            cell(0.36, "target", align: .trailing, group: "need", sample: "Target 999"),
        ]),
        .row(0.85, [
            cell(0.3, "crr", group: "rates", sample: "CRR 99.99"),
            cell(0.3, "rrr", group: "rates", sample: "RRR 99.99"),
            cell(0.4, "partnership", align: .trailing, group: "rates", sample: "P'ship 199 (199)"),
        ], panel: true),
        // Each batter with 4s and 6s under the name on a large screen (priority extra).
        .row(1.7, [
            .column(0.5, [
                cell(1, "batter1", style: .marked, group: "players", sample: batterSample),
                cell(0.7, "batter1Boundaries", style: .marked, group: "boundaries", sample: boundariesSample),
            ]),
            .column(0.5, [
                cell(1, "batter2", style: .marked, group: "players", sample: batterSample),
                cell(0.7, "batter2Boundaries", style: .marked, group: "boundaries", sample: boundariesSample),
            ]),
        ]),
        // The bowler of this over (marked) and of the last one, each with figures.
        .row(1.0, [
            cell(0.5, "bowler", style: .marked, group: "players", sample: bowlerSample),
            cell(0.5, "otherBowler", style: .marked, group: "players", sample: bowlerSample),
        ], panel: true),
        .row(0.9, [
            cell(0.36, "lastBalls", style: .tokens, group: "tokens", sample: "4lb"),
            cell(0.64, "lastWicket", align: .trailing, group: "lastWicket", sample: lastWicketSample),
        ]),
        .row(0.7, [
            cell(0.45, "previousInnings", group: "footer", sample: "Royal Challengers 999/10 (49.6)"),
            cell(0.55, "extras", align: .trailing, group: "footer", sample: "Extras 99 (wd 99, nb 99, b 99, lb 99, pen 99)"),
        ]),
    ])

    private static let bannerPortrait: LayoutBox = .column(1, [
        .row(1.0, [logo(0.1, PictureKeys.battingLogo), cell(1, "battingTeam", group: "team", sample: teamSample)], panel: true),
        .row(0.7, [logo(0.1, PictureKeys.bowlingLogo), cell(1, "bowlingTeam", group: "sub", sample: "v Royal Challengers Bangalore")]),
        .row(2.6, [cell(1, "score", align: .center, group: "score", sample: scoreSample)], keep: true),
        .row(1.3, [
            cell(0.6, "overs", align: .center, group: "overs", sample: "19.6"),
            cell(0.4, "oversLimit", align: .center, group: "sub", sample: "of 50"),
        ]),
        .row(1.0, [
            cell(0.6, "flash", align: .center, style: .badge, group: "flash", sample: "WICKET"),
            cell(0.4, "freeHit", align: .center, style: .badge, group: "flash", sample: "FREE HIT"),
        ], keep: true),
        .row(0.9, [cell(1, "need", align: .center, group: "need", sample: lineSample)]),
        .row(0.8, [
            cell(0.34, "target", group: "rates", sample: "Target 999"),
            cell(0.33, "rrr", align: .center, group: "rates", sample: "RRR 99.99"),
            cell(0.33, "crr", align: .trailing, group: "rates", sample: "CRR 99.99"),
        ], panel: true),
        .row(0.7, [cell(1, "par", align: .center, group: "rates", sample: "DLS par 999")]),
        .row(0.8, [
            cell(0.7, "batter1", style: .marked, group: "players", sample: batterSample),
            cell(0.3, "batter1Boundaries", align: .trailing, group: "boundaries", sample: boundariesSample),
        ]),
        .row(0.8, [
            cell(0.7, "batter2", style: .marked, group: "players", sample: batterSample),
            cell(0.3, "batter2Boundaries", align: .trailing, group: "boundaries", sample: boundariesSample),
        ]),
        .row(0.8, [cell(1, "bowler", style: .marked, group: "players", sample: bowlerSample)], panel: true),
        .row(0.8, [cell(1, "otherBowler", style: .marked, group: "players", sample: bowlerSample)], panel: true),
        .row(0.8, [cell(1, "lastBalls", style: .tokens, group: "tokens", sample: "4lb")]),
        .row(0.9, [cell(1, "lastWicket", align: .center, group: "lastWicket", sample: lastWicketSample, wrap: true)]),
        .row(0.6, [cell(1, "partnership", group: "footer", sample: "Royal Challengers 999/10 (49.6)")]),
        .row(0.6, [cell(1, "previousInnings", group: "footer", sample: "Royal Challengers 999/10 (49.6)")]),
        .row(0.55, [cell(1, "extras", group: "footer", sample: "Extras 99 (wd 99, nb 99, b 99, lb 99, pen 99)")]),
    ])

    /// An LED panel: code, overs, the score as large as it goes, and need (else target).
    static let bannerTiny: LayoutBox = .column(1, [
        .row(1.0, [
            cell(0.5, "battingTeam", group: "top", sample: "WWW", compact: true),
            cell(0.5, "overs", align: .trailing, group: "top", sample: "19.6"),
        ]),
        .row(2.0, [cell(1, "score", align: .center, group: "score", sample: scoreSample)], keep: true),
        .row(1.0, [cell(1, "need", "target", align: .center, group: "need", sample: "123 off 119", compact: true)]),
    ])

    /// Between innings and before the match: who bats next, the innings just ended.
    static func innings(portrait: Bool, tier: SizeTier) -> LayoutBox {
        if tier == .tiny {
            return .column(1, [
                .row(1.2, [
                    cell(0.4, "battingTeam", group: "top", sample: "WWW", compact: true),
                    cell(0.6, "score", align: .trailing, group: "top", sample: scoreSample),
                ]),
                // The status line is the news between innings: it gets two lines' height.
                .row(2, [cell(1, "status", "target", align: .center, group: "status", sample: "WWW to bat", compact: true, wrap: true)]),
            ])
        }
        if portrait {
            return .column(1, [
                .row(1.0, [cell(1, "battingTeam", align: .center, group: "team", sample: teamSample)], panel: true),
                .row(0.7, [cell(1, "bowlingTeam", align: .center, group: "sub", sample: "v Royal Challengers Bangalore")]),
                .row(2.0, [cell(1, "score", align: .center, group: "score", sample: scoreSample)]),
                .row(1.0, [
                    cell(0.6, "overs", align: .center, group: "overs", sample: "(49.6)"),
                    cell(0.4, "oversLimit", align: .center, group: "sub", sample: "of 50"),
                ]),
                .row(1.5, [cell(1, "status", align: .center, style: .badge, group: "status", sample: statusSample, wrap: true)]),
                .row(0.7, [
                    cell(0.5, "target", group: "lines", sample: "Target 999"),
                    cell(0.5, "crr", align: .trailing, group: "lines", sample: "CRR 99.99"),
                ], panel: true),
                .row(0.6, [cell(1, "previousInnings", align: .center, group: "footer", sample: "Royal Challengers Bangalore 999/10 (49.6)")]),
                .row(0.55, [cell(1, "extras", align: .center, group: "footer", sample: "Extras 99 (wd 99, nb 99, b 99, lb 99, pen 99)")]),
            ])
        }
        return .column(1, [
            .row(1.1, [
                cell(0.6, "battingTeam", group: "team", sample: teamSample),
                cell(0.4, "bowlingTeam", align: .trailing, group: "team", sample: "v Royal Challengers"),
            ], panel: true),
            .row(2.6, [
                cell(0.6, "score", group: "score", sample: scoreSample),
                .column(0.4, [
                    cell(0.6, "overs", align: .center, group: "overs", sample: "(49.6)"),
                    cell(0.4, "oversLimit", align: .center, group: "sub", sample: "of 50"),
                ]),
            ]),
            .row(1.2, [cell(1, "status", align: .center, style: .badge, group: "status", sample: statusSample, wrap: true)]),
            .row(0.9, [
                cell(0.5, "target", group: "lines", sample: "Target 999"),
                cell(0.5, "crr", align: .trailing, group: "lines", sample: "CRR 99.99"),
            ], panel: true),
            .row(0.8, [cell(1, "previousInnings", align: .center, group: "footer", sample: "Royal Challengers Bangalore 999/10 (49.6)")]),
            .row(0.7, [cell(1, "extras", align: .center, group: "footer", sample: "Extras 99 (wd 99, nb 99, b 99, lb 99, pen 99)")]),
        ])
    }
}
