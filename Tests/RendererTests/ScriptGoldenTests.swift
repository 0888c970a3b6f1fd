import Foundation
import MatchEngine
import Testing
@testable import Renderer

/// Names in Urdu, Hindi, Bengali, Tamil, Sinhala, Chinese and Thai on the boards a ground's
/// screen shows most (ADR 041), each golden looked at: the main board, the bowling card, the
/// wicket's slide as the new batter walks out, and a badminton court with CJK and Thai names.
/// Every golden's figures read left to right. Regenerate as the other goldens
/// (`SCORELINE_UPDATE_GOLDENS=1`); the Chinese, Japanese and Korean names need Debian's
/// fonts-noto-cjk (script/setup installs it).
@Suite("Render names in other scripts")
struct ScriptGoldenTests {
    static let tv = PixelSize(width: 1920, height: 1080)

    @Test func bannerWithAnUrduBowler() throws {
        try RenderSupport.compareGolden(try ScriptBoards.banner(), size: Self.tv, golden: "scripts-banner-\(Self.tv)")
    }

    @Test func bowlingCardWithSevenScripts() throws {
        try RenderSupport.compareGolden(try ScriptBoards.bowling(), size: Self.tv, golden: "scripts-bowling-\(Self.tv)")
    }

    @Test func mainBoardWithAllSevenNames() throws {
        try RenderSupport.compareGolden(try ScriptBoards.sevenNames(), size: Self.tv, golden: "scripts-seven-\(Self.tv)")
    }

    @Test func wicketSlide() throws {
        try RenderSupport.compareGolden(try ScriptBoards.wicketSlide(), size: Self.tv, golden: "scripts-wicket-\(Self.tv)")
    }

    @Test func newBatterSlide() throws {
        try RenderSupport.compareGolden(try ScriptBoards.newBatterSlide(), size: Self.tv, golden: "scripts-new-batter-\(Self.tv)")
    }

    @Test func badmintonCourtWithCJKAndThai() throws {
        try RenderSupport.compareGolden(ScriptBoards.court(), size: Self.tv, golden: "scripts-badminton-court-\(Self.tv)")
    }
}
