/// The cricket pages with a few large lines (partnership, target) and the sponsor slide.
enum PageLayouts {
    static let titleSample = "Royal Challengers Bangalore need"
    static let shareSample = "A. B. de Villiers 199 (199)"

    static func partnership(portrait: Bool, tier: SizeTier) -> LayoutBox {
        if tier == .tiny {
            return .column(1, [
                .row(1, [cell(1, "title", group: "top", sample: "6th wkt", compact: true)]),
                .row(1.4, [
                    cell(0.45, "runs", align: .center, group: "main", sample: "199"),
                    cell(0.55, "balls", align: .center, group: "main", sample: "(199)", compact: true),
                ]),
            ])
        }
        let big: LayoutBox = portrait
            ? .column(4.2, [
                cell(3, "runs", align: .center, group: "runs", sample: "199"),
                cell(1.2, "balls", align: .center, group: "balls", sample: "off 199 balls"),
            ])
            : .row(3.2, [
                cell(0.45, "runs", align: .trailing, group: "runs", sample: "199"),
                cell(0.55, "balls", group: "balls", sample: "off 199 balls"),
            ], keep: true)
        return .column(1, [
            .row(1.2, [cell(1, "title", align: .center, group: "title", sample: "10th wicket partnership")], panel: true),
            big,
            .row(1.1, [cell(1, "batter1", align: .center, group: "share", sample: shareSample)]),
            .row(1.1, [cell(1, "batter2", align: .center, group: "share", sample: shareSample)]),
            .row(0.9, [cell(1, "best", align: .center, group: "footer", sample: "Best: 10th wkt 199 (199)")], panel: true),
            .row(0.8, [cell(1, "total", align: .center, group: "footer", sample: "999/10 (49.6 ov)")]),
        ])
    }

    static func target(portrait: Bool, tier: SizeTier) -> LayoutBox {
        if tier == .tiny {
            return .column(1, [
                .row(1, [cell(1, "title", group: "top", sample: "WWW need", compact: true)]),
                .row(1.4, [
                    cell(0.35, "need", align: .center, group: "main", sample: "199"),
                    cell(0.65, "needLine", align: .center, group: "main", sample: "off 119", compact: true),
                ]),
            ])
        }
        let need: LayoutBox = portrait
            ? .column(4.4, [
                cell(3, "need", align: .center, group: "need", sample: "199"),
                cell(1.4, "needLine", align: .center, group: "needLine", sample: "in 49.6 overs"),
            ])
            : .row(3.4, [
                cell(0.42, "need", align: .trailing, group: "need", sample: "199"),
                cell(0.58, "needLine", group: "needLine", sample: "off 119 balls"),
            ], keep: true)
        let rates: [LayoutBox] = portrait
            ? [
                .row(0.9, [cell(1, "target", align: .center, group: "rates", sample: "Target 999")], panel: true),
                .row(0.9, [
                    cell(0.5, "rrr", align: .center, group: "rates", sample: "RRR 99.99"),
                    cell(0.5, "crr", align: .center, group: "rates", sample: "CRR 99.99"),
                ]),
                .row(0.9, [cell(1, "par", align: .center, group: "rates", sample: "DLS par 999")]),
            ]
            : [
                .row(1.0, [
                    cell(0.25, "target", align: .center, group: "rates", sample: "Target 999"),
                    cell(0.25, "rrr", align: .center, group: "rates", sample: "RRR 99.99"),
                    cell(0.25, "crr", align: .center, group: "rates", sample: "CRR 99.99"),
                    cell(0.25, "par", align: .center, group: "rates", sample: "DLS par 999"),
                ], panel: true),
            ]
        return .column(1, [
            .row(1.3, [cell(1, "title", align: .center, group: "title", sample: titleSample, wrap: portrait)], panel: true),
            spacer(0.3),
            need,
            spacer(0.3),
        ] + rates)
    }

    /// The sponsor's image over the whole screen inside the margin, on the theme background.
    static let sponsor: LayoutBox = .column(1, [
        .slot(1, Slot(keys: ["image"], alignment: .center, style: .image, group: "image", sample: "")),
    ])
}
