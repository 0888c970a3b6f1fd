import CFriBidi

/// The Unicode bidirectional algorithm's levels for one line (FriBidi, ADR 041): even levels
/// read left to right, odd ones right to left. Every board line is a left-to-right paragraph;
/// a name in Arabic script gets an odd level, and the engine's isolation marks around it
/// (FSI…PDI) keep the figures after it at level 0, in the order they were written.
enum BidiLevels {
    /// The levels of `scalars`, one each. A line with no right-to-left letter and no bidi
    /// control is all level 0 without asking FriBidi: Latin and Indic boards take exactly the
    /// path they took before bidi.
    static func resolve(_ scalars: [Unicode.Scalar]) -> [UInt8] {
        var levels = [UInt8](repeating: 0, count: scalars.count)
        guard scalars.contains(where: mayTurnRightToLeft) else { return levels }
        let text = scalars.map { FriBidiChar($0.value) }
        var types = [UInt32](repeating: 0, count: text.count)
        var brackets = [UInt32](repeating: 0, count: text.count)
        var resolved = [FriBidiLevel](repeating: 0, count: text.count)
        let ok = scoreline_bidi_levels(text, Int32(text.count), 0, &types, &brackets, &resolved)
        // Out of memory in FriBidi: the logical order, as before bidi, rather than nothing.
        guard ok != 0 else { return levels }
        for i in levels.indices { levels[i] = UInt8(clamping: Int(resolved[i])) }
        return levels
    }

    /// Explicit bidi formatting characters (marks, embeddings, overrides, isolates). They
    /// steer the levels and are never drawn: shaped, they would ask every fallback face for
    /// a glyph none has.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Scripts written right to left (Hebrew, Arabic and its supplements, Syriac, Thaana, N'Ko,
    /// their presentation forms, and the historic right-to-left blocks) and the controls that
    /// can open a right-to-left level.
    private static func mayTurnRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        case 0x200F, 0x202B, 0x202E, 0x2067, 0x2068: true
        default: false
        }
    }

    /// The visual order of runs given in logical order with their levels (rule L2): from the
    /// highest level down to the lowest odd one, every stretch of runs at that level or above
    /// is reversed. A run's own glyphs come from HarfBuzz already in visual order.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), highest > 0 else { return order }
        let lowestOdd = (levels.min() ?? 0) | 1
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else {
                    i += 1
                    continue
                }
                var end = i
                while end + 1 < order.count, levels[order[end + 1]] >= level { end += 1 }
                order[i...end].reverse()
                i = end + 1
            }
            level -= 1
        }
        return order
    }
}
