/// Whether a hall tile has room for its sides' logos (issue 41), from the screen's size and the
/// grid alone, so the layout decides before any text is measured. The logos go in the court's
/// label row, at its right end, the top side's first: the one row of a tile with space to
/// spare ("Court 3" is short). The sides' rows are left alone: there the names are as wide as
/// their column allows (the layout's doubles sample fills it) and the points as tall as their
/// row, so any room taken from them would shrink the score or the names.
/// - the label row must be at least `minRowHeight` pixels high (a smaller badge is a smudge);
/// - each logo's cell is 1.5 row-heights wide (a 3:2 badge), at most `maxShare` of the tile's
///   width, so the label keeps at least 60 % of it ("Court 88" needs far less at its height).
/// A tile under the height shows no logos; docs/layouts.md states the rule.
struct HallLogoRoom {
    static let minRowHeight = 48.0
    static let maxShare = 0.2

    /// The label row's height and the tile's width, in pixels, as the resolver splits the
    /// screen (margin, the title line, the gaps and the tile's weights), within a pixel or two.
    let rowHeight: Double
    let tileWidth: Double

    /// A tile of the hall's grid: `columns` × `rows` on `size`; `tall`: a name over its numbers.
    init(size: PixelSize, columns: Int, rows: Int, tall: Bool) {
        let short = min(size.width, size.height)
        let margin = Double(max(2, short / 50)), gap = Double(max(2, short / 120))
        let width = Double(size.width) - 2 * margin, height = Double(size.height) - 2 * margin
        // The title line's weight beside the grid's 1 (HallLayouts.overview).
        let title = size.isPortrait ? 0.07 : 0.1
        let grid = (height - gap) / (1 + title)
        tileWidth = (width - gap * Double(columns - 1)) / Double(columns)
        let tileHeight = (grid - gap * Double(rows - 1)) / Double(rows)
        // A tall tile: court 0.6 of 5.4 in six rows; else court 0.7 of 4.0 in three.
        rowHeight = tall ? (tileHeight - 5 * gap) * 0.6 / 5.4 : (tileHeight - 2 * gap) * 0.7 / 4.0
    }

    var fits: Bool { rowHeight >= Self.minRowHeight }

    /// The weights of the label and of each logo's cell in the label row.
    var weights: (label: Double, logo: Double) {
        let logo = min(1.5 * rowHeight, Self.maxShare * tileWidth)
        return (tileWidth - 2 * logo, logo)
    }
}
