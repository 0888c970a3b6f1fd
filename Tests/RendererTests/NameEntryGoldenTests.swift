import Foundation
import MatchEngine
import Testing
@testable import Renderer

/// A bowler renamed with a RIGHT-TO-LEFT OVERRIDE (U+202E), as the issue found it: before names
/// were admitted (ADR 046) the override ran on into the figures and the big screen drew
/// "Ahmed Khan 0.5-0-16-1" as "Ahmed 1-61-0-5.0 nahK". The board is made from journal lines,
/// the path a kiosk resumes by, so the golden shows what a screen draws. Looked at: the bowler
/// line reads "Ahmed Khan 0.5-0-16-1" left to right.
@Suite("Render a name that held a bidi override")
struct NameEntryGoldenTests {
    static let tv = PixelSize(width: 1920, height: 1080)
    static let rlo = "\u{202E}"

    /// Five balls by Ahmed: 4, 6, Asha caught by Kofi, Cara in, 4, 2 (16 runs, one wicket,
    /// 0.5 overs: "0.5-0-16-1"); then Ahmed renamed to "Ahmed Khan" with the override after
    /// "Ahmed " (JSON's \u202e, as a journal holds it).
    static let lines = [
        #"{"type":"newMatch","sport":"cricket","matchId":"rlo","teams":[{"name":"Riverside CC","short":"RCC"},{"name":"Hillcrest CC","short":"HCC"}],"rules":{"oversPerInnings":20}}"#,
        #"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#,
        #"{"type":"bowler","name":"Ahmed"}"#,
        #"{"type":"delivery","bat":4}"#, #"{"type":"delivery","bat":6}"#,
        #"{"type":"delivery","wicket":{"kind":"caught","fielder":"Kofi"}}"#,
        #"{"type":"newBatter","name":"Cara"}"#,
        #"{"type":"delivery","bat":4}"#, #"{"type":"delivery","bat":2}"#,
        #"{"type":"renamePlayer","from":"Ahmed","to":"Ahmed \u202eKhan"}"#,
    ]

    static func banner() throws -> Scoreboard {
        var fold = MatchFold()
        for line in lines { try fold.feed(Data(line.utf8)) }
        return try #require(fold.session).scoreboard
    }

    @Test func theFiguresReadInOrder() throws {
        let board = try Self.banner()
        // The string first: the override is gone, the figures follow the name.
        #expect(board.fields.first { $0.key == "bowler" }?.text == "Ahmed Khan 0.5-0-16-1")
        try RenderSupport.compareGolden(board, size: Self.tv, golden: "names-override-banner-\(Self.tv)")
    }

    /// The golden would catch the override coming back: the same board with the override kept
    /// in the bowler's line (as the engine wrote it before) differs from it by far more than
    /// the allowance for antialiasing.
    @Test func theOverrideKeptWouldBeCaught() throws {
        let board = try Self.banner()
        var fields = board.fields
        let index = try #require(fields.firstIndex { $0.key == "bowler" })
        fields[index].text = "Ahmed \(Self.rlo)Khan 0.5-0-16-1"
        let raw = Scoreboard(layout: board.layout, fields: fields)
        let clean = try RenderSupport.render(board, Self.tv)
        let overridden = try RenderSupport.render(raw, Self.tv)
        let allowed = max(4, Self.tv.width * Self.tv.height / 5000)
        #expect(RenderSupport.differingPixels(clean, overridden) > 10 * allowed)
    }
}
