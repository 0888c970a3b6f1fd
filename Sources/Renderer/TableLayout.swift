import MatchEngine

/// Builds a table template (a batting or bowling card, the fall of wickets) from its columns
/// instead of writing eleven rows by hand. Each column is a `track`: every row keeps its place,
/// so row N lines up across the columns whether the card has 3 batters or 11, and a column
/// whose fields were all dropped by priority folds away from the heading and every row alike.
struct TableLayout {
    struct Column {
        var weight: Double
        /// The heading's key (`head.runs`); `nil` leaves the heading cell blank.
        var heading: BoardKey?
        /// The row field's name: row N binds `<prefix>.N.<field>`.
        var field: String
        var align: TextAlignment = .trailing
        var style: SlotStyle = .text
        /// Columns of one group share a font size (all the figures of a card look alike).
        var group: String
        var sample: String
        /// A long name may break into two lines in a tall row (a portrait screen).
        var wrap = false
        /// A second field drawn under this one in the same row (how out, under the name on a
        /// portrait screen), with its share of the row's height.
        var under: (field: String, sample: String, share: Double)?
    }

    /// `bat`, `bowl`, `fow`.
    var prefix: String
    var rows: Int
    var columns: [Column]
    /// A heading row's height against one row's (0 for a table without headings).
    var headingWeight: Double = 0.8

    /// The table as one box of `weight`: the heading row, then `rows` rows.
    func box(_ weight: Double) -> LayoutBox {
        .row(weight, columns.map(track), keep: true)
    }

    private func track(_ column: Column) -> LayoutBox {
        var cells: [LayoutBox] = []
        if headingWeight > 0 {
            cells.append(column.heading.map {
                cell(headingWeight, $0, align: column.align, group: "\(prefix).head", sample: column.sample)
            } ?? spacer(headingWeight))
        }
        for n in 1...rows {
            let main = LayoutBox.slot(1, Slot(
                keys: [BoardKey(rawValue: "\(prefix).\(n).\(column.field)")], alignment: column.align, style: column.style,
                group: "\(prefix).\(column.group)", sample: column.sample, wrap: column.wrap))
            guard let under = column.under else {
                cells.append(main)
                continue
            }
            // Marked like the line above (it has no flag, so no bar): the two start together.
            let second = LayoutBox.slot(under.share, Slot(
                keys: [BoardKey(rawValue: "\(prefix).\(n).\(under.field)")], alignment: column.align, style: column.style,
                group: "\(prefix).\(under.field)", sample: under.sample))
            cells.append(.column(1, [main.withWeight(1 - under.share), second]))
        }
        return .track(column.weight, cells)
    }
}

extension LayoutBox {
    /// The same box with another weight.
    func withWeight(_ weight: Double) -> LayoutBox {
        switch self {
        case .slot(_, let slot): .slot(weight, slot)
        case .row(_, let children, let panel, let keep): .row(weight, children, panel: panel, keep: keep)
        case .column(_, let children, let panel, let keep): .column(weight, children, panel: panel, keep: keep)
        case .track(_, let children): .track(weight, children)
        }
    }
}
