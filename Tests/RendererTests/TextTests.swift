import Testing
@testable import Renderer

@Suite("Render text")
struct TextTests {
    static func engine() throws -> TextEngine {
        TextEngine(fonts: try FontSet(RenderSupport.fonts))
    }

    /// Tabular cells: a score keeps its width and its first digits stay put as it changes.
    @Test func digitsDoNotShift() throws {
        let text = try Self.engine()
        let a = text.shape("188/6"), b = text.shape("189/6"), c = text.shape("111/1")
        #expect(a.width == b.width)
        #expect(a.width == c.width)
        #expect(a.glyphs.map(\.x) == b.glyphs.map(\.x))
    }

    /// क्ष is a conjunct: HarfBuzz turns three code points into fewer glyphs, all from the
    /// Devanagari face (index 1), none missing (.notdef is glyph 0).
    @Test func devanagariIsShapedWithTheFallbackFace() throws {
        let text = try Self.engine()
        let line = text.shape("क्षत्रिय")
        #expect(line.glyphs.count < "क्षत्रिय".unicodeScalars.count)
        #expect(line.glyphs.allSatisfy { $0.face == 1 && $0.glyph != 0 })
        // The i-matra ि is drawn before the consonant it follows in memory.
        let vowelSign = text.shape("कि")
        #expect(vowelSign.glyphs.count == 2)
        #expect(vowelSign.glyphs[0].x <= vowelSign.glyphs[1].x)
    }

    @Test(arguments: [("முரளி", 2), ("সাকিব", 3), ("ශ්‍රී ලංකා", 4), ("Ñuñoa Ærø", 0)])
    func eachScriptHasItsFace(_ name: String, _ face: Int) throws {
        let line = try Self.engine().shape(name)
        #expect(line.glyphs.allSatisfy { $0.glyph != 0 })
        #expect(line.glyphs.contains { Int($0.face) == face })
    }

    /// Our cache takes glyphs FreeType's small-bitmap cache would refuse (over 255 px).
    @Test func largeGlyphsAreCached() throws {
        let text = try Self.engine()
        let canvas = Canvas(width: 900, height: 700)
        let line = text.shape("8")
        let ink = text.draw(line, size: 600, in: canvas.bounds, alignment: .center, color: 0xFFFFFF, on: canvas, clip: canvas.bounds)
        #expect(ink.height > 255)
        #expect(text.glyphCache.count == 1)
        text.draw(line, size: 600, in: canvas.bounds, alignment: .center, color: 0xFFFFFF, on: canvas, clip: canvas.bounds)
        #expect(text.glyphCache.count == 1)
    }

    @Test func fittingSizeFillsButNeverExceeds() throws {
        let line = try Self.engine().shape("Need 123 off 119 balls")
        let size = line.fittingSize(width: 600, height: 80)
        #expect(line.pixelWidth(at: size) <= 600)
        #expect(line.pixelWidth(at: size + 2) > 600 || Int(line.height * Float(size + 2)) > 80)
    }

    @Test func missingFontNamesThePath() {
        let paths = FontPaths(primary: "/nonexistent/Bold.ttf", fallbacks: [])
        #expect(throws: RendererError.fontMissing(path: "/nonexistent/Bold.ttf")) { try FontSet(paths) }
        #expect(RendererError.fontMissing(path: "/x.ttf").description.contains("/x.ttf"))
    }
}
