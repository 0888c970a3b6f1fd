import Foundation
import MatchEngine
import Testing
@testable import Renderer

/// Every layout at every size against a committed PNG that a person has looked at.
/// To regenerate after a deliberate change: `SCORELINE_UPDATE_GOLDENS=1 swift test --filter
/// Golden`, then open every changed PNG before committing it (the run fails so nobody forgets).
@Suite("Render golden images")
struct GoldenImageTests {
    static let cases: [(String, PixelSize)] = RenderSupport.layouts.flatMap { layout in
        RenderSupport.sizes.map { (layout, $0) }
    }

    @Test(arguments: cases)
    func layoutMatchesGolden(_ layout: String, _ size: PixelSize) throws {
        try compare(board: layout, size: size, golden: "\(layout)-\(size)")
    }

    /// The live boards on every LED panel size (192x64 is among `RenderSupport.sizes`): the LED
    /// layouts, colours and one-bit text (ADR 034), shown scaled up in docs/layouts.md.
    static let ledCases: [(String, PixelSize)] = RenderSupport.liveLayouts.flatMap { layout in
        LEDLegibilityTests.sizes.filter { $0 != PixelSize(width: 192, height: 64) }.map { (layout, $0) }
    }

    @Test(arguments: ledCases)
    func ledLayoutMatchesGolden(_ layout: String, _ size: PixelSize) throws {
        try compare(board: layout, size: size, golden: "\(layout)-\(size)")
    }

    /// Devanagari conjuncts and vowel signs, Tamil, Bengali, Sinhala with a zero-width joiner,
    /// Latin with diacritics: the shaping a name needs, drawn by the fallback faces.
    @Test func indicNamesMatchGolden() throws {
        try compare(board: "cricket-indic", size: PixelSize(width: 1280, height: 720), golden: "cricket-indic-1280x720")
    }

    /// Each club format (docs/formats.md) at a TV, a small HDMI panel and an LED panel.
    static let formatCases: [(String, PixelSize)] = FormatBoards.names.flatMap { name in
        [PixelSize(width: 1920, height: 1080), PixelSize(width: 800, height: 480), PixelSize(width: 192, height: 64)].map { (name, $0) }
    }

    @Test(arguments: formatCases)
    func formatMatchesGolden(_ name: String, _ size: PixelSize) throws {
        try compare(try FormatBoards.board(name), size: size, golden: "format-\(name)-\(size)")
    }

    /// A DLS result with the par the scorer gave: the result board's par line, which folds
    /// away on every other result (docs/layouts.md).
    @Test(arguments: [PixelSize(width: 1920, height: 1080), PixelSize(width: 1080, height: 1920), PixelSize(width: 800, height: 480)])
    func dlsResultMatchesGolden(_ size: PixelSize) throws {
        try compare(board: "cricket-result-dls", size: size, golden: "cricket-result-dls-\(size)")
    }

    @Test func indoorThemeMatchesGolden() throws {
        try compare(board: "cricket-banner", size: PixelSize(width: 1280, height: 720), golden: "indoor-cricket-banner-1280x720", theme: .indoor)
    }

    private func compare(board name: String, size: PixelSize, golden: String, theme: Theme = .daylight) throws {
        try compare(try RenderSupport.board(name), size: size, golden: golden, theme: theme)
    }

    private func compare(_ board: Scoreboard, size: PixelSize, golden: String, theme: Theme = .daylight) throws {
        try RenderSupport.compareGolden(board, size: size, golden: golden, theme: theme)
    }
}
