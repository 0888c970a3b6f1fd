import MatchEngine

/// Event slides (a wicket, a milestone, a maiden, the start of a chase) and badminton's game
/// summary: a badge, one large line, the figures under it.
enum EventLayouts {
    static let headlineSample = "R. Sharma c de Villiers b Chakravarthy"

    static func event(portrait: Bool, tier: SizeTier) -> LayoutBox {
        if tier == .tiny {
            return .column(1, [
                .row(1, [cell(1, "badge", align: .center, style: .badge, group: "badge", sample: "HAT-TRICK!")]),
                .row(1, [cell(1, "score", align: .center, group: "score", sample: "999/10 (49.6)")]),
            ])
        }
        let badge: LayoutBox = .row(portrait ? 1.6 : 2.0, [
            spacer(portrait ? 0.1 : 0.22),
            cell(1, "badge", align: .center, style: .badge, group: "badge", sample: "HAT-TRICK!"),
            spacer(portrait ? 0.1 : 0.22),
        ], keep: true)
        return .column(1, [
            .row(1.0, [cell(1, "battingTeam", align: .center, group: "team", sample: "Royal Challengers Bangalore")], panel: true),
            spacer(0.5),
            badge,
            spacer(0.4),
            .row(1.6, [cell(1, "headline", align: .center, group: "headline", sample: headlineSample, wrap: true)]),
            .row(1.3, [cell(1, "detail", align: .center, group: "detail", sample: "199 (199) · 4s 19 · 6s 19")]),
            spacer(0.3),
            // On a portrait screen width does not hold the score back: a lower row keeps it
            // from outshouting the headline.
            .row(portrait ? 0.8 : 1.1, [cell(1, "score", align: .center, group: "score", sample: "999/10 (49.6)")], panel: true),
        ])
    }

    /// The new-batter slide with the batter's photo (ADR 055): beside the name and figures on
    /// a landscape screen, above them on a portrait one. The photo's region is about a third
    /// of the screen's height at 1080 lines, so the stored 384-pixel headshot is only ever
    /// made smaller. A tiny panel has no room: the slide is as without a photo.
    static func eventWithPhoto(portrait: Bool, tier: SizeTier) -> LayoutBox {
        if tier == .tiny { return event(portrait: portrait, tier: tier) }
        let photo = cell(1, PictureKeys.photo, align: .center, style: .picture, group: "photo", sample: "")
        let badge: LayoutBox = .row(portrait ? 1.4 : 1.7, [
            spacer(portrait ? 0.1 : 0.22),
            cell(1, "badge", align: .center, style: .badge, group: "badge", sample: "HAT-TRICK!"),
            spacer(portrait ? 0.1 : 0.22),
        ], keep: true)
        let team: LayoutBox = .row(1.0, [cell(1, "battingTeam", align: .center, group: "team", sample: "Royal Challengers Bangalore")], panel: true)
        let score: LayoutBox = .row(portrait ? 0.8 : 1.1, [cell(1, "score", align: .center, group: "score", sample: "999/10 (49.6)")], panel: true)
        if portrait {
            return .column(1, [
                team, spacer(0.3), badge, spacer(0.2),
                .row(3.2, [spacer(0.2), photo.withWeight(0.6), spacer(0.2)], keep: true),
                spacer(0.2),
                .row(1.4, [cell(1, "headline", align: .center, group: "headline", sample: headlineSample, wrap: true)]),
                .row(1.1, [cell(1, "detail", align: .center, group: "detail", sample: "199 (199) · 4s 19 · 6s 19", wrap: true)]),
                spacer(0.2),
                score,
            ])
        }
        return .column(1, [
            team, spacer(0.3), badge, spacer(0.3),
            .row(3.4, [
                photo.withWeight(0.3),
                .column(0.7, [
                    .row(1.6, [cell(1, "headline", group: "headline", sample: "Washington Sundar", wrap: true)]),
                    .row(1.3, [cell(1, "detail", group: "detail", sample: "in at 11 · with Washington Sundar 199 (199)", wrap: true)]),
                ]),
            ], keep: true),
            spacer(0.3),
            score,
        ])
    }

    static func gameSummary(portrait: Bool, tier: SizeTier) -> LayoutBox {
        if tier == .tiny {
            return .column(1, [
                .row(1, [cell(1, "title", group: "top", sample: "Game 3 to WWW", compact: true)]),
                .row(1.5, [
                    cell(0.5, "leftPoints", align: .center, group: "points", sample: "88"),
                    cell(0.5, "rightPoints", align: .center, group: "points", sample: "88"),
                ], keep: true),
            ])
        }
        if portrait {
            return .column(1, [
                .row(1.4, [cell(1, "title", align: .center, group: "title", sample: "Game 3 to Viktor Axelsen / Anders Antonsen", wrap: true)], panel: true),
                .row(1.0, [cell(1, "leftName", align: .center, group: "name", sample: CourtLayouts.nameSample)]),
                .row(2.6, [cell(1, "leftPoints", align: .center, group: "points", sample: "88")]),
                // Longest runs between the two scores, the heading between the two figures.
                .row(0.9, [
                    cell(0.25, "leftRun", align: .center, group: "run", sample: "88"),
                    cell(0.5, "head.run", align: .center, group: "run", sample: "Longest run"),
                    cell(0.25, "rightRun", align: .center, group: "run", sample: "88"),
                ]),
                .row(2.6, [cell(1, "rightPoints", align: .center, group: "points", sample: "88")]),
                .row(1.0, [cell(1, "rightName", align: .center, group: "name", sample: CourtLayouts.nameSample)]),
                .row(0.8, [cell(1, "duration", align: .center, group: "footer", sample: "188 min")], panel: true),
            ])
        }
        return .column(1, [
            .row(1.2, [cell(1, "title", align: .center, group: "title", sample: "Game 3 to Viktor Axelsen / Anders Antonsen")], panel: true),
            .row(1.0, [
                cell(0.5, "leftName", align: .center, group: "name", sample: CourtLayouts.nameSample),
                cell(0.5, "rightName", align: .center, group: "name", sample: CourtLayouts.nameSample),
            ]),
            .row(3.4, [
                cell(0.5, "leftPoints", align: .center, group: "points", sample: "88"),
                cell(0.5, "rightPoints", align: .center, group: "points", sample: "88"),
            ], keep: true),
            .row(0.9, [
                cell(0.3, "leftRun", align: .center, group: "run", sample: "88"),
                cell(0.4, "head.run", align: .center, group: "run", sample: "Longest run"),
                cell(0.3, "rightRun", align: .center, group: "run", sample: "88"),
            ]),
            .row(0.8, [cell(1, "duration", align: .center, group: "footer", sample: "188 min")], panel: true),
        ])
    }
}
