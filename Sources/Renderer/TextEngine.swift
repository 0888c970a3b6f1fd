/// Shapes, measures and draws lines of text. Shaped lines are cached by string (shaping is
/// the slow part and a board repeats its strings), glyph bitmaps by face, size and glyph.
final class TextEngine {
    let fonts: FontSet
    let glyphCache = GlyphCache()
    private var shaped: [String: ShapedText] = [:]
    /// Draw one-bit glyphs (an LED panel's frame): set from the frame before each paint.
    var mono = false
    private let shapedLimit = 4096

    init(fonts: FontSet) {
        self.fonts = fonts
    }

    func shape(_ text: String) -> ShapedText {
        if let hit = shaped[text] { return hit }
        let line = shapeUncached(text)
        if shaped.count >= shapedLimit { shaped.removeAll(keepingCapacity: true) }
        shaped[text] = line
        return line
    }

    /// Splits the string into runs of one face (fallback for scripts the primary lacks) and one
    /// bidi level (ADR 041), shapes each run with HarfBuzz in its own direction, places the
    /// runs in visual order and converts to ems.
    private func shapeUncached(_ text: String) -> ShapedText {
        let scalars = Array(text.unicodeScalars)
        let levels = BidiLevels.resolve(scalars)
        var runs: [(face: Int, level: UInt8, scalars: String.UnicodeScalarView)] = []
        var current: Int?
        for (index, scalar) in scalars.enumerated() where !BidiLevels.isControl(scalar) {
            let level = levels[index]
            // A new level starts a new face choice: digits after a name in Arabic script go
            // back to the primary face, not on in the name's. Without bidi the level never
            // changes, so Latin and Indic lines split exactly as they always did.
            if let last = runs.last, last.level != level { current = nil }
            let face = fonts.face(for: scalar, current: current)
            if let last = runs.last, last.face == face, last.level == level, current != nil {
                runs[runs.count - 1].scalars.append(scalar)
            } else {
                runs.append((face, level, String.UnicodeScalarView([scalar])))
            }
            current = face
        }
        let visual = BidiLevels.visualOrder(runs.map(\.level)).map { runs[$0] }

        var glyphs: [ShapedText.Glyph] = []
        var penEm: Float = 0
        var ascent = Float(fonts.primary.ascent) / Float(fonts.primary.unitsPerEm)
        var descent = Float(fonts.primary.descent) / Float(fonts.primary.unitsPerEm)
        let tight = !text.isEmpty && text.unicodeScalars.allSatisfy { Self.tightScalars.contains($0) }
        if tight {
            // Scores and overs: digits sit on the baseline and reach the cap height only, so
            // the box hugs them and big numbers fill their region.
            ascent = 0.76
            descent = 0.04
        }
        for run in visual {
            guard let face = fonts.face(run.face) else { continue }
            let em = Float(face.unitsPerEm)
            var placed: [PlacedGlyph] = []
            var pen: Int32 = 0
            face.shape(String(run.scalars), face: run.face, rightToLeft: run.level % 2 == 1, penX: &pen, into: &placed)
            for g in placed {
                glyphs.append(.init(face: g.face, glyph: g.glyph, x: penEm + Float(g.x) / em, y: Float(g.y) / em, cell: penEm + Float(g.pen) / em))
            }
            penEm += Float(pen) / em
            if run.face != 0, run.level % 2 == 1 {
                // A right-to-left run's box is its ink: the Arabic face's line (1.7 em, room for
                // stacked vowel marks names rarely carry) would shrink an Urdu name to two
                // thirds of the Latin names beside it (ADR 041). Marks a name does carry are ink.
                for g in placed {
                    let ink = face.inkExtent(of: g.glyph)
                    ascent = max(ascent, Float(ink.above + g.y) / em)
                    descent = max(descent, Float(ink.below - g.y) / em)
                }
            } else if run.face != 0 {
                ascent = max(ascent, Float(face.ascent) / em)
                descent = max(descent, Float(face.descent) / em)
            }
        }
        return ShapedText(glyphs: glyphs, width: penEm, ascent: ascent, descent: descent)
    }

    /// Where the line starts horizontally in `rect`.
    func origin(_ line: ShapedText, size: Int, in rect: Rect, alignment: TextAlignment) -> Float {
        let width = line.width * Float(size)
        return switch alignment {
        case .leading: Float(rect.x)
        case .center: Float(rect.x) + (Float(rect.width) - width) / 2
        case .trailing: Float(rect.maxX) - width
        }
    }

    /// When `new` differs from `old` only in glyphs that sit in the same cells (a digit of a
    /// score: tabular cells keep everything else in place), the horizontal span in pixels that
    /// covers the changed cells with a margin for overhang; `nil` when the line moved.
    /// An empty span means the two lines draw the same pixels.
    func changedSpan(_ old: ShapedText, _ new: ShapedText, size: Int, in rect: Rect, alignment: TextAlignment) -> (x0: Int, x1: Int)? {
        guard old.glyphs.count == new.glyphs.count, old.width == new.width,
            old.ascent == new.ascent, old.descent == new.descent
        else { return nil }
        var first = -1, last = -1
        for i in old.glyphs.indices {
            let a = old.glyphs[i], b = new.glyphs[i]
            guard a.cell == b.cell else { return nil }
            if a.glyph != b.glyph || a.face != b.face || a.x != b.x || a.y != b.y {
                if first < 0 { first = i }
                last = i
            }
        }
        guard first >= 0 else { return (0, 0) }
        let x0 = origin(new, size: size, in: rect, alignment: alignment)
        let scale = Float(size)
        let end = last + 1 < new.glyphs.count ? new.glyphs[last + 1].cell : new.width
        let margin = Float(size) / 5 + 2
        return (Int((x0 + new.glyphs[first].cell * scale - margin).rounded(.down)),
                Int((x0 + end * scale + margin).rounded(.up)))
    }

    private static let tightScalars = Set("0123456789/.-:".unicodeScalars)

    /// Draws `line` at `size` pixels, placed in `rect` by `alignment`, clipped to `clip`.
    /// Returns the ink rectangle before clipping, so tests can prove nothing spills over.
    @discardableResult
    func draw(
        _ line: ShapedText, size: Int, in rect: Rect, alignment: TextAlignment, color: UInt32,
        on canvas: Canvas, clip: Rect
    ) -> Rect {
        let x0 = origin(line, size: size, in: rect, alignment: alignment)
        let boxTop = Float(rect.y) + (Float(rect.height) - line.height * Float(size)) / 2
        let baseline = Int((boxTop + line.ascent * Float(size)).rounded())
        var inkX0 = Int.max, inkY0 = Int.max, inkX1 = Int.min, inkY1 = Int.min
        let scale = Float(size)
        for g in line.glyphs {
            let key = GlyphCache.Key(face: g.face, size: UInt16(clamping: size), glyph: g.glyph, mono: mono)
            guard let entry = glyphCache.glyph(key, fonts: fonts), entry.width > 0, entry.height > 0 else { continue }
            let gx = Int((x0 + g.x * scale).rounded()) + Int(entry.left)
            let gy = baseline - Int((g.y * scale).rounded()) - Int(entry.top)
            inkX0 = min(inkX0, gx)
            inkY0 = min(inkY0, gy)
            inkX1 = max(inkX1, gx + Int(entry.width))
            inkY1 = max(inkY1, gy + Int(entry.height))
            glyphCache.store.withUnsafeBufferPointer { store in
                guard let base = store.baseAddress else { return }
                canvas.blend(
                    mask: base + entry.offset, maskWidth: Int(entry.width), maskHeight: Int(entry.height),
                    maskStride: Int(entry.width), atX: gx, y: gy, color: color, clip: clip)
            }
        }
        guard inkX0 <= inkX1 else { return Rect(x: rect.x, y: rect.y, width: 0, height: 0) }
        return Rect(x: inkX0, y: inkY0, width: inkX1 - inkX0, height: inkY1 - inkY0)
    }
}

public enum TextAlignment: Sendable, Equatable {
    case leading
    case center
    case trailing
}
