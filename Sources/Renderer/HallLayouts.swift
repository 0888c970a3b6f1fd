import MatchEngine

/// The hall overview (docs/mqtt.md): a title line and a grid of court tiles, the grid sized by
/// how many tiles the board has. Each tile is the court's label, both sides' names with the
/// server marked, games in a small box and points large, and a status line; a tile whose
/// court is gone has its label and status as warning badges (the engine mutes the rest). With
/// no court seen yet, the board says what it waits for and whether the broker answers.
enum HallLayouts {
    static let maxTiles = HallBoard.maxTiles

    /// How many tiles `present` has: the highest `tileNCourt` (the engine numbers them from 1
    /// without gaps).
    static func tileCount(_ present: Set<BoardKey>) -> Int {
        (1...maxTiles).last { present.contains(key($0, "Court")) } ?? 0
    }

    static func key(_ n: Int, _ name: String) -> BoardKey { BoardKey(rawValue: "tile\(n)\(name)") }

    /// Columns and rows for `tiles` tiles on a landscape screen (portrait swaps them): 1–2 side
    /// by side, up to 4 in 2×2, 6 in 3×2, 9 in 3×3, 12 in 4×3.
    static func grid(_ tiles: Int) -> (columns: Int, rows: Int) {
        switch tiles {
        case ...2: (2, 1)
        case 3...4: (2, 2)
        case 5...6: (3, 2)
        case 7...9: (3, 3)
        default: (4, 3)
        }
    }

    /// `size`: the screen, which says whether a tile has room for the sides' logos
    /// (`HallLogoRoom`); nil: never (the template of a board with no logos is the same).
    static func overview(tiles: Int, portrait: Bool, tier: SizeTier, size: PixelSize? = nil) -> LayoutBox {
        if tiles == 0 { return waiting(portrait: portrait, tier: tier) }
        if tier == .tiny { return tiny(tiles: tiles) }
        let shape = grid(tiles)
        let (columns, rows) = portrait ? (shape.rows, shape.columns) : (shape.columns, shape.rows)
        // A tile much taller than wide (2×2 or 3×3 standing up) stacks each side's name over
        // its numbers; the rest put them side by side. The screen is taken as 16:9.
        let (long, short) = (16.0, 9.0)
        let aspect = portrait ? (short / Double(columns)) / (long / Double(rows)) : (long / Double(columns)) / (short / Double(rows))
        let tall = aspect < 0.8
        let room = size.map { HallLogoRoom(size: $0, columns: columns, rows: rows, tall: tall) }
        let logos = room?.fits == true ? room?.weights : nil
        let gridRows: [LayoutBox] = (0..<rows).map { r in
            .row(1, (0..<columns).map { c in
                let n = r * columns + c + 1
                // A place past the last tile keeps its share, so the grid keeps its shape.
                return n <= tiles ? (tall ? tallTile(n, logos: logos) : tile(n, logos: logos)) : spacer(1)
            }, keep: true)
        }
        // The title line is about a tenth of the screen, whatever the grid.
        return .column(1, [
            .row(portrait ? 0.07 : 0.1, [
                cell(0.7, "title", group: "hallTitle", sample: "Riverside Badminton Centre"),
                cell(0.3, "more", align: .trailing, group: "hallMore", sample: "+88 more courts"),
            ], panel: true),
            .column(1, gridRows, keep: true),
        ])
    }

    /// No court seen yet (`HallBoard`'s waiting board): the title, what it waits for, the topic
    /// and whether the broker answers, centred where the grid would be.
    static func waiting(portrait: Bool, tier: SizeTier) -> LayoutBox {
        if tier == .tiny {
            return .column(1, [
                .row(1, [cell(1, "title", align: .center, group: "tinyCourt", sample: "Riverside", compact: true)]),
                .row(1, [cell(1, "waiting", align: .center, group: "tinyWaiting", sample: "Waiting for the courts", compact: true)]),
            ])
        }
        return .column(1, [
            .row(portrait ? 0.07 : 0.1, [cell(1, "title", group: "hallTitle", sample: "Riverside Badminton Centre")], panel: true),
            spacer(0.15),
            .row(0.16, [cell(1, "waiting", align: .center, group: "hallWaiting", sample: "Waiting for the courts' scorers", wrap: portrait)], keep: true),
            .row(0.09, [cell(1, "following", align: .center, group: "hallFollowing", sample: "Following scoreline/riverside-sports-hall/+", wrap: portrait)]),
            .row(0.09, [cell(1, "broker", align: .center, style: .alert, group: "hallBroker", sample: "The broker does not answer (since 88:88); trying again", wrap: portrait)]),
            spacer(0.3),
        ])
    }

    /// One court: its label, the two sides (name, games, points) on rows of one height in
    /// every tile, and the status line. `logos`: the tile has room for the sides' logos (the
    /// weights of the label and of each logo in the label row, `HallLogoRoom`).
    static func tile(_ n: Int, logos: (label: Double, logo: Double)? = nil) -> LayoutBox {
        return .column(1, [
            .row(0.7, label(n, logos: logos)),
            .row(2.6, [
                .track(0.64, [
                    cell(1, key(n, "NameA"), style: .marked, group: "hallName", sample: nameSample, wrap: true),
                    cell(1, key(n, "NameB"), style: .marked, group: "hallName", sample: nameSample, wrap: true),
                ]),
                kept(0.1, [games(key(n, "GamesA")), games(key(n, "GamesB"))]),
                // A finished match has no points: the games stay where they are beside the space.
                kept(0.26, [
                    cell(1, key(n, "PointsA"), align: .trailing, group: "hallPoints", sample: "88"),
                    cell(1, key(n, "PointsB"), align: .trailing, group: "hallPoints", sample: "88"),
                ]),
            ], keep: true),
            .row(0.7, [
                cell(1, key(n, "Status"), align: .center, style: .alert, group: "hallStatus", sample: "Offline since 88:88"),
            ], keep: true),
        ], panel: true)
    }

    /// A tall tile: the court (with room, the sides' logos beside it), then each side's name
    /// over its games and points.
    static func tallTile(_ n: Int, logos: (label: Double, logo: Double)? = nil) -> LayoutBox {
        func side(_ s: String) -> [LayoutBox] {
            [
                .row(0.8, [cell(1, key(n, "Name" + s), style: .marked, group: "hallName", sample: nameSample, wrap: true)], keep: true),
                .row(1.3, [
                    .column(0.2, [spacer(0.25), cell(0.5, key(n, "Games" + s), align: .center, style: .badge, group: "hallGames", sample: "8"), spacer(0.25)], keep: true),
                    // Kept without points (a finished match), so the games box keeps its size.
                    .row(0.8, [cell(1, key(n, "Points" + s), align: .trailing, group: "hallPoints", sample: "88")], keep: true),
                ], keep: true),
            ]
        }
        return .column(1, [
            .row(0.6, label(n, logos: logos)),
        ] + side("A") + side("B") + [
            .row(0.6, [cell(1, key(n, "Status"), align: .center, style: .alert, group: "hallStatus", sample: "Offline since 88:88", wrap: true)], keep: true),
        ], panel: true)
    }

    /// A track of the tile's rows that keeps its width when it has no field, so the columns of
    /// every tile line up.
    private static func kept(_ weight: Double, _ rows: [LayoutBox]) -> LayoutBox {
        .row(weight, [.track(1, rows)], keep: true)
    }

    /// The court's label; with room, the two sides' logos at the row's right end, the top
    /// side's first. A logo is ADR 055's picture slot: without its field (no logo, or one not
    /// ready) it drops out of the row and the label has the row as before.
    private static func label(_ n: Int, logos: (label: Double, logo: Double)?) -> [LayoutBox] {
        let court = cell(logos?.label ?? 1, key(n, "Court"), style: .alert, group: "hallCourt", sample: "Court 88")
        guard let logos else { return [court] }
        // Kept off the tile's top and right edges, and apart: a track folds away whole when its
        // logo has no field, so a tile without logos is laid out as before.
        return [court] + ["A", "B"].map {
            .track(logos.logo, [
                spacer(0.1),
                .row(0.9, [cell(0.85, key(n, $0 + "Logo"), align: .center, style: .picture, group: "hallLogo", sample: ""), spacer(0.15)]),
            ])
        }
    }

    /// A doubles pair of middling length: a longer one breaks into two lines or shrinks alone.
    static let nameSample = "Axelsen* / Antonsen"

    /// Games won in a box beside the points, as on the court display, so "1" and "11" never
    /// read as "111"; centred in its row at half its height.
    private static func games(_ key: BoardKey) -> LayoutBox {
        .column(1, [spacer(0.25), cell(0.5, key, align: .center, style: .badge, group: "hallGames", sample: "8"), spacer(0.25)], keep: true)
    }

    /// An LED panel has room for two courts at most: their labels and points, with space
    /// between the two sides' points and between the courts so "14" "16" never reads "1416".
    private static func tiny(tiles: Int) -> LayoutBox {
        let shown = (1...max(1, min(2, tiles))).map { n -> LayoutBox in
            .column(1, [
                .row(1, [cell(1, key(n, "Court"), align: .center, group: "tinyCourt", sample: "Court 88")]),
                .row(1.6, [
                    cell(0.44, key(n, "PointsA"), align: .center, group: "tinyPoints", sample: "88"),
                    spacer(0.12),
                    cell(0.44, key(n, "PointsB"), align: .center, group: "tinyPoints", sample: "88"),
                ], keep: true),
            ], keep: true)
        }
        return .row(1, shown.count == 2 ? [shown[0], spacer(0.1), shown[1]] : shown)
    }
}
