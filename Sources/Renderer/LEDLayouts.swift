import MatchEngine

/// Templates for LED panels, 64x32 to 320x160 (`LEDShape`, ADR 034). The score and the points
/// take most of the height (the legibility test holds them to 40 % and 50 % of it); small text
/// is the fields' compact forms. Pages never reach a panel this small (docs/pages.md), so the
/// live boards are all there is: the banner, the innings break, the court and the result.
enum LEDLayouts {
    static func template(for layout: BoardLayout, shape: LEDShape) -> LayoutBox? {
        switch layout {
        case .cricketBanner: banner(shape)
        case .cricketBreak: innings(shape)
        case .badmintonCourt: court(shape)
        case .result: result(shape)
        // A panel 32 LEDs high shows the clock (or the title) alone between matches: the next
        // match's line would be five LEDs high. Taller panels take the usual idle board.
        case .idle where shape == .mini || shape == .strip:
            .column(1, [
                .row(1.6, [cell(1, "clock", "title", align: .center, group: "clock", sample: "88:88")], keep: true),
                // How to join, in words: no code can be read at this size (docs/network.md).
                .row(1, [cell(1, "joinName", align: .center, group: "join", sample: "WiFi Riverside")]),
                .row(1, [cell(1, "joinAddress", align: .center, group: "join", sample: "scoreline.local")]),
            ])
        default: nil
        }
    }

    // MARK: Cricket

    static let scoreSample = "999/10"

    /// The score sized for "999/9": ten wickets end an innings, so "/10" shows for a ball at
    /// most and may shrink a little then, while every score in play keeps one size.
    private static func score(_ weight: Double) -> LayoutBox {
        cell(weight, "score", align: .center, group: "score", sample: "999/9")
    }

    private static func chase(_ weight: Double, wrap: Bool = false) -> LayoutBox {
        cell(weight, "need", "target", align: .center, group: "need", sample: "123 off 119", compact: true, wrap: wrap)
    }

    private static let flash: LayoutBox = .column(0.3, [
        cell(0.6, "flash", align: .center, style: .badge, group: "flash", sample: "WICKET"),
        cell(0.4, "freeHit", align: .center, style: .badge, group: "freeHit", sample: "FREE HIT"),
    ], keep: true)

    private static let teamAndOvers: LayoutBox = .row(1, [
        cell(0.5, "battingTeam", group: "top", sample: "WWW", compact: true),
        cell(0.5, "overs", align: .trailing, group: "top", sample: "19.6"),
    ])

    static func banner(_ shape: LEDShape) -> LayoutBox {
        switch shape {
        case .mini:
            // One line under the score: what a chase needs, which says how many balls are
            // left, else the overs (the team code has no room).
            return .column(1, [
                .row(1.7, [score(1)], keep: true),
                .row(1, [cell(1, "need", "overs", align: .center, group: "bottom", sample: "99 off 99", compact: true)]),
            ])
        case .strip:
            return .row(1, [
                .column(0.22, [
                    cell(1, "battingTeam", group: "side", sample: "WWW", compact: true),
                    cell(1, "overs", group: "side", sample: "19.6"),
                ]),
                score(0.5),
                .column(0.28, [chase(1, wrap: true)]),
            ], keep: true)
        case .panel:
            return .column(1, [teamAndOvers, .row(2.6, [score(1)], keep: true), .row(1, [chase(1)])])
        case .widePanel:
            return .column(1, [teamAndOvers, .row(2.6, [score(0.7), flash], keep: true), .row(1, [chase(1)])])
        case .wall, .bigWall:
            // A 2:1 wall needs the whole width for the score to reach 40 % of the height, so
            // the flash and FREE HIT take the middle of the top line.
            var rows: [LayoutBox] = [
                .row(1, [
                    cell(0.3, "battingTeam", group: "top", sample: "WWW", compact: true),
                    cell(0.4, "flash", "freeHit", align: .center, style: .badge, group: "top", sample: "FREE HIT"),
                    cell(0.3, "overs", align: .trailing, group: "top", sample: "19.6"),
                ], keep: true),
                .row(shape == .wall ? 4.2 : 4.6, [score(1)], keep: true),
                .row(1, [chase(1)]),
                .row(1, [
                    cell(0.5, "batter1", style: .marked, group: "players", sample: "Wwwwwwww* 199", compact: true),
                    cell(0.5, "batter2", style: .marked, group: "players", sample: "Wwwwwwww* 199", compact: true),
                ]),
            ]
            if shape == .bigWall {
                rows.append(.row(1, [
                    cell(0.45, "bowler", style: .marked, group: "players", sample: "10.0-0-99-10", compact: true),
                    cell(0.55, "lastBalls", style: .tokens, group: "tokens", sample: "4lb"),
                ]))
            }
            return .column(1, rows)
        }
    }

    /// Between innings: the innings just ended, then who bats next (the news), on two lines
    /// where the panel is tall enough.
    static func innings(_ shape: LEDShape) -> LayoutBox {
        let top: LayoutBox = .row(1.2, [
            cell(0.4, "battingTeam", group: "top", sample: "WWW", compact: true),
            cell(0.6, "score", align: .trailing, group: "top", sample: scoreSample),
        ])
        switch shape {
        case .mini, .strip:
            return .column(1, [top, .row(1, [cell(1, "status", "target", align: .center, group: "status", sample: "WWW to bat", compact: true)])])
        case .panel, .widePanel, .wall, .bigWall:
            return .column(1, [
                top,
                .row(2, [cell(1, "status", "target", align: .center, group: "status", sample: "WWW to bat", compact: true, wrap: true)]),
            ])
        }
    }

    // MARK: Badminton

    /// Games won sit in a filled box beside the name, so the points below can take the whole
    /// width: "1" beside "11" never reads as "111".
    private static func games(_ key: BoardKey, _ weight: Double) -> LayoutBox {
        cell(weight, key, align: .center, style: .badge, group: "games", sample: "8")
    }

    private static let names: LayoutBox = .row(1, [
        games("leftGames", 0.12),
        cell(0.38, "leftName", group: "name", sample: "WWW*", compact: true),
        cell(0.38, "rightName", align: .trailing, group: "name", sample: "WWW*", compact: true),
        games("rightGames", 0.12),
    ])

    private static let points: [LayoutBox] = [
        cell(0.5, "leftPoints", align: .center, group: "points", sample: "88"),
        cell(0.5, "rightPoints", align: .center, group: "points", sample: "88"),
    ]

    static func court(_ shape: LEDShape) -> LayoutBox {
        switch shape {
        case .mini:
            return .column(1, [names, .row(2, points, keep: true)])
        case .strip:
            return .row(1, [
                .column(0.2, [cell(1, "leftName", group: "name", sample: "WWW*", compact: true), games("leftGames", 1)]),
                .row(0.6, points, keep: true),
                .column(0.2, [cell(1, "rightName", align: .trailing, group: "name", sample: "WWW*", compact: true), games("rightGames", 1)]),
            ])
        case .panel, .widePanel:
            return .column(1, [names, .row(3, points, keep: true)])
        case .wall, .bigWall:
            // The notices (interval, change ends, game point) keep their line, so the points
            // never move when one comes or goes; a big wall adds every game's score.
            // Earlier games' scores would be a few LEDs each at this width: the result has them.
            let notice = cell(1, "paused", "interval", "gameResult", "changeEnds", "gamePoint",
                              align: .center, style: .badge, group: "notice", sample: "Match point both sides", compact: true)
            return .column(1, [names, .row(4.4, points, keep: true), .row(1, [notice], keep: true)])
        }
    }

    // MARK: Either sport

    /// The result: cricket's winning side and its score, badminton's names and games won, and
    /// the result line as large as it goes.
    static func result(_ shape: LEDShape) -> LayoutBox {
        .column(1, [
            .row(1, [
                cell(0.4, "battingTeam", "leftName", group: "top", sample: "WWW*", compact: true),
                cell(0.6, "score", "leftGames", align: .trailing, group: "top", sample: scoreSample),
            ]),
            .row(shape == .strip ? 1.2 : shape == .mini ? 2 : 1.6, [
                cell(1, "status", align: .center, group: "status", sample: "WWW won by 10 wickets", compact: true, wrap: true),
            ]),
        ])
    }
}
