import Foundation
import MatchEngine
import Testing
@testable import Renderer

/// Right-to-left names beside left-to-right figures (ADR 041): the engine isolates the name,
/// FriBidi splits the line, HarfBuzz shapes each run in its own direction.
@Suite("Bidi text")
struct BidiTextTests {
    static let urdu = "محمد رضوان"
    /// The bundled faces' order (FontPaths.bundledFiles): primary 0, … Arabic 5, Thai 6, CJK 7.
    static let arabicFace: UInt16 = 5

    /// The acceptance pass's lines: the figures after an Urdu bowler's name are the same glyphs
    /// in the same left-to-right order as after a Latin name, at the line's right end, and
    /// every letter of the name is drawn (no box) before them.
    @Test(arguments: ["1.0-0-19-1", "0.5-0-16-1"])
    func figuresAfterAnUrduNameReadLeftToRight(_ figures: String) throws {
        let text = try TextTests.engine()
        let line = text.shape(BidiIsolation.name(Self.urdu) + " " + figures)
        let latin = text.shape("Rizwan " + figures)
        let tail = text.shape(" " + figures).glyphs.count
        let urduTail = line.glyphs.suffix(tail), latinTail = latin.glyphs.suffix(tail)
        #expect(urduTail.map(\.glyph) == latinTail.map(\.glyph))
        #expect(urduTail.allSatisfy { $0.face == 0 })
        // Visual order: x grows along the figures, and the name sits wholly to their left.
        #expect(urduTail.map(\.x) == urduTail.map(\.x).sorted())
        let name = line.glyphs.dropLast(tail)
        #expect(!name.isEmpty && name.allSatisfy { $0.face == Self.arabicFace && $0.glyph != 0 })
        #expect((name.map(\.x).max() ?? 0) < (urduTail.first?.x ?? 0))
    }

    /// Without the marks the bidi algorithm reads the figures as Arabic numbers and turns their
    /// order round: why the display builder isolates every name it joins to figures.
    @Test func withoutIsolationTheFiguresTurnRound() throws {
        let text = try TextTests.engine()
        let bare = text.shape(Self.urdu + " 1.0-0-19-1")
        let isolated = text.shape(BidiIsolation.name(Self.urdu) + " 1.0-0-19-1")
        #expect(bare.glyphs.map(\.glyph) != isolated.glyphs.map(\.glyph))
        // Bare, the figures come first on the left.
        #expect(bare.glyphs.first?.face == 0)
    }

    /// An Arabic-script name is joined (fewer glyphs than letters would be wrong only if some
    /// were missing, so: none is a box) and placed in visual order, x growing left to right.
    @Test func anArabicNameIsShapedWithItsFace() throws {
        let word = try TextTests.engine().shape("محمد")
        #expect(word.glyphs.count >= 3)
        #expect(word.glyphs.allSatisfy { $0.face == Self.arabicFace && $0.glyph != 0 })
        let xs = word.glyphs.map(\.x)
        #expect(xs == xs.sorted())
    }

    /// Latin and Indic lines never reach FriBidi and split into runs as before: every existing
    /// golden is unchanged (the whole RendererTests suite checks it).
    @Test func leftToRightLinesAreAllLevelZero() {
        let scalars = Array("विराट कोहली* 64 (41) · Ñuñoa".unicodeScalars)
        #expect(BidiLevels.resolve(scalars).allSatisfy { $0 == 0 })
    }

    @Test func isolatedNameGetsItsOwnLevel() {
        let scalars = Array((BidiIsolation.name(Self.urdu) + " 0.5-0-16-1").unicodeScalars)
        let levels = BidiLevels.resolve(scalars)
        let nameCount = Self.urdu.unicodeScalars.count
        #expect(levels[1...nameCount].allSatisfy { $0 == 1 })
        #expect(levels[(nameCount + 1)...].allSatisfy { $0 == 0 })
    }

    /// Rule L2 on runs: the stretch at level 1 or more reverses, then each at 2 or more again.
    @Test func runsAreReorderedByLevel() {
        #expect(BidiLevels.visualOrder([0, 1, 1, 0]) == [0, 2, 1, 3])
        #expect(BidiLevels.visualOrder([0, 1, 2, 1]) == [0, 3, 2, 1])
        #expect(BidiLevels.visualOrder([0, 0]) == [0, 1])
    }

    /// Thai from the bundled face, Chinese from Debian's CJK collection when installed.
    @Test func thaiAndChineseHaveTheirFaces() throws {
        let text = try TextTests.engine()
        let thai = text.shape("รัชนก อินทนนท์")
        #expect(thai.glyphs.allSatisfy { $0.face == 6 && $0.glyph != 0 })
        let cjk = try #require(RenderSupport.fonts.systemFallbacks.first)
        try #require(FileManager.default.fileExists(atPath: cjk.path), "fonts-noto-cjk is not installed (script/setup)")
        let chinese = text.shape("林丹")
        #expect(chinese.glyphs.count == 2 && chinese.glyphs.allSatisfy { $0.face == 7 && $0.glyph != 0 })
    }
}
