/// A string shaped once, in ems, so it can be measured and drawn at any pixel size.
struct ShapedText {
    struct Glyph {
        var face: UInt16
        var glyph: UInt32
        var x: Float
        var y: Float
        /// Start of the glyph's advance cell: equal cells mean the glyph did not move.
        var cell: Float
    }

    var glyphs: [Glyph]
    /// Advance width of the whole line.
    var width: Float
    /// The box the line needs above and below the baseline.
    var ascent: Float
    var descent: Float

    var height: Float { ascent + descent }

    /// The largest whole pixel size at which the line fits `width` × `height` pixels (at least 1).
    func fittingSize(width w: Int, height h: Int) -> Int {
        guard height > 0 else { return 1 }
        var size = Float(h) / height
        if width > 0 { size = min(size, Float(w) / width) }
        return max(1, min(4000, Int(size.rounded(.down))))
    }

    func pixelWidth(at size: Int) -> Int { Int((width * Float(size)).rounded(.up)) }
}
