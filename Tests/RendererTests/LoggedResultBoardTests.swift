import Foundation
import MatchEngine
import Testing
@testable import Renderer

/// A badminton match logged by its game scores draws as a result board whose footer, where
/// match time would be, says the games were logged with no rallies (checked by eye in the
/// PNGs from `scoreline render` too: see docs/actions.md).
@Suite struct LoggedResultBoardTests {
    static func board() throws -> Scoreboard {
        var session = try BadmintonSession(newMatch: Data(#"{"type":"newMatch","sport":"badminton","format":"bwf21","sides":[{"name":"Ana Lim"},{"name":"Bea Cruz"}],"at":"2026-11-21T14:00:00Z"}"#.utf8))
        try session.apply(line: Data(#"{"type":"loggedResult","games":[{"a":21,"b":19},{"a":18,"b":21},{"a":21,"b":15}]}"#.utf8))
        return session.scoreboard
    }

    @Test(arguments: [PixelSize(width: 1920, height: 1080), PixelSize(width: 1280, height: 720), PixelSize(width: 800, height: 480),
                      PixelSize(width: 1080, height: 1920)])
    func theFooterSaysTheMatchWasLogged(_ size: PixelSize) throws {
        let board = try Self.board()
        let renderer = try RenderSupport.renderer()
        let layout = renderer.layout(board, size: size)
        // The footer slot is named by its first key (cricket's extras) and draws the first
        // of its keys the board has: here the logged note.
        let keys = Set(layout.regions.map(\.key))
        for key: BoardKey in ["status", "leftName", "rightName", "leftGames", "rightGames", "leftGameScores", "rightGameScores", "extras"] {
            #expect(keys.contains(key), "\(key.rawValue) at \(size)")
        }
        #expect(!board.fields.contains { $0.key == "elapsed" })
        let footer = try #require(layout.regions.first { $0.key == "extras" }?.rect)
        func ink(_ board: Scoreboard) throws -> Int {
            let canvas = try RenderSupport.render(board, size)
            let background = canvas[footer.x, footer.y]
            var ink = 0
            for y in footer.y..<footer.maxY {
                for x in footer.x..<footer.maxX where canvas[x, y] != background { ink += 1 }
            }
            return ink
        }
        // Drawn, and it is the note that holds the footer: without it the footer folds away.
        #expect(try ink(board) > footer.width * footer.height / 50, "footer \(footer) at \(size)")
        let without = Scoreboard(layout: board.layout, fields: board.fields.filter { $0.key != "logged" })
        #expect(!renderer.layout(without, size: size).regions.contains { $0.key == "extras" })
    }
}
