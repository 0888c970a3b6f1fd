import MatchEngine

/// How a slot draws its field.
public enum SlotStyle: Sendable, Equatable {
    /// A line of text in the role's colour.
    case text
    /// Text with a marker bar when the field's `flag` is set (on strike, serving).
    case marked
    /// A filled badge in the role's colour (flash, notices, the error line).
    case badge
    /// Text in the role's colour, drawn as a filled badge when the role is `warning`: a line
    /// that is usually news but sometimes an alarm (a hall tile's status, "Offline since 14:02").
    case alert
    /// The field's `items` as a strip of token cells (last balls, game scores).
    case tokens
    /// The image the field names (a sponsor's PNG), scaled to fit the region, centred, never
    /// stretched.
    case image
    /// The field's text as a QR code (docs/network.md): whole-pixel modules, the quiet zone
    /// kept, centred (or at the slot's trailing edge); nothing when the region cannot hold a
    /// module of `QRSymbol.minimumModule` pixels, and the words beside it carry on alone.
    case qr
    /// A roster picture the field names (a player's photo, a team's logo; ADR 055), fitted into
    /// the region like an image. Unlike `image` it is never a placeholder: when the shelf does
    /// not have it ready (not decoded yet, missing, over the budget) the field is left out
    /// before layout, so its space folds away rather than standing blank.
    case picture
}

/// A leaf of a layout template: the region one field is drawn in.
struct Slot: Sendable {
    /// The first of these keys that the board has (after priority filtering) is drawn here:
    /// "need, else target" on a small panel is presence, not a rule.
    var keys: [BoardKey]
    var alignment: TextAlignment = .leading
    var style: SlotStyle = .text
    /// Slots of one group share one font size, so lines of a kind look alike.
    var group: String
    /// The longest realistic content: it sizes the group once per layout, so the size does
    /// not change as the text does.
    var sample: String
    /// Prefer the field's `compact` form (a tiny panel).
    var compact: Bool = false
    /// A long line may break into two when that makes it clearly larger (status lines in a
    /// tall box, on a portrait screen or an LED panel).
    var wrap: Bool = false
}

/// A layout template: rows and columns with relative weights, like a small flex box.
indirect enum LayoutBox: Sendable {
    case slot(Double, Slot)
    /// Children side by side. `keep` keeps the space even when no child has a field.
    case row(Double, [LayoutBox], panel: Bool = false, keep: Bool = false)
    case column(Double, [LayoutBox], panel: Bool = false, keep: Bool = false)
    /// A table's column: children stacked top to bottom, each keeping its share whether or not
    /// it has a field, so row N sits at the same height in every column of the table (a card
    /// with 3 batters does not blow its rows up). Unlike a kept column it folds away whole when
    /// none of its slots has a field, so a column dropped by priority (SR on a small panel)
    /// goes from the heading and every row alike.
    case track(Double, [LayoutBox])

    var weight: Double {
        switch self {
        case .slot(let w, _), .row(let w, _, _, _), .column(let w, _, _, _), .track(let w, _): w
        }
    }

    /// Whether any slot below binds a key in `present`.
    func isLive(_ present: Set<BoardKey>) -> Bool {
        switch self {
        case .slot(_, let slot): slot.keys.contains { present.contains($0) }
        case .row(_, let children, _, let keep), .column(_, let children, _, let keep):
            keep || children.contains { $0.isLive(present) }
        case .track(_, let children): children.contains { $0.hasField(present) }
        }
    }

    /// Whether any slot below has a field, whatever the boxes keep.
    private func hasField(_ present: Set<BoardKey>) -> Bool {
        switch self {
        case .slot(_, let slot): slot.keys.contains { present.contains($0) }
        case .row(_, let children, _, _), .column(_, let children, _, _), .track(_, let children):
            children.contains { $0.hasField(present) }
        }
    }
}

/// Shorthands that keep the templates readable.
func cell(
    _ weight: Double, _ keys: BoardKey..., align: TextAlignment = .leading, style: SlotStyle = .text,
    group: String, sample: String, compact: Bool = false, wrap: Bool = false
) -> LayoutBox {
    .slot(weight, Slot(keys: keys, alignment: align, style: style, group: group, sample: sample, compact: compact, wrap: wrap))
}

/// Empty space that keeps its share (centres a smaller box in a column).
func spacer(_ weight: Double) -> LayoutBox {
    .row(weight, [], keep: true)
}
