import MatchEngine

/// The stream overlay's score bug (docs/mqtt.md): a bar in the lower third at the left, as
/// on television, two lines of name and score and a detail line. The bar is one panel: the
/// overlay is opaque there and transparent everywhere else (`Renderer.opaqueArea`).
enum BugLayouts {
    static func bug(portrait: Bool, tier: SizeTier) -> LayoutBox {
        if tier == .tiny { return tiny }
        // Landscape: 42% of the width, the bottom edge 7% above the frame's (inside the
        // title-safe area a broadcast keeps clear). Portrait: nearly the whole width.
        let width = portrait ? 0.92 : 0.42
        return .column(1, [
            spacer(portrait ? 0.83 : 0.73),
            .row(portrait ? 0.11 : 0.2, [bar(width), spacer(1 - width)], keep: true),
            spacer(portrait ? 0.06 : 0.07),
        ])
    }

    private static func bar(_ weight: Double) -> LayoutBox {
        .column(weight, [
            line("nameA", "gamesA", "scoreA", keep: true),
            line("nameB", "gamesB", "scoreB", keep: false),
            // Marked (with no mark) so its text starts where the names' does.
            .row(0.8, [cell(1, "detail", style: .marked, group: "bugDetail", sample: "18.2 ov · Need 38 from 10 balls")]),
        ], panel: true, keep: true)
    }

    static let nameSample = "Royal Challengers Bangalore"

    /// A side: its name (the server or batting side marked), games won in a small box when
    /// the board has them (badminton), and the score.
    private static func line(_ name: BoardKey, _ games: BoardKey, _ score: BoardKey, keep: Bool) -> LayoutBox {
        .row(1, [
            cell(0.64, name, style: .marked, group: "bugName", sample: nameSample),
            .column(0.08, [spacer(0.18), cell(0.64, games, align: .center, style: .badge, group: "bugGames", sample: "8"), spacer(0.18)]),
            cell(0.28, score, align: .center, group: "bugScore", sample: "999/10"),
        ], keep: keep)
    }

    private static let tiny: LayoutBox = .column(1, [
        .row(1, [
            cell(0.6, "nameA", group: "bugName", sample: "WWW*", compact: true),
            cell(0.4, "scoreA", align: .trailing, group: "bugScore", sample: "999/10"),
        ], keep: true),
        .row(1, [
            cell(0.6, "nameB", group: "bugName", sample: "WWW*", compact: true),
            cell(0.4, "scoreB", align: .trailing, group: "bugScore", sample: "999/10"),
        ]),
    ], panel: true, keep: true)
}
