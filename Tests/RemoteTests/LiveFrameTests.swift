import FoundationEssentials
import MatchEngine
import Testing
@testable import Remote

/// The live view's message: the board's words for people and the score as it is read out.
@Suite struct LiveFrameTests {
    @Test func theLiveViewGetsNoMachineFieldsAndTheSpokenScore() throws {
        let board = Scoreboard(layout: .badmintonCourt, fields: [
            BoardField("leftPoints", "12", priority: BoardPriority.essential),
            BoardField("interval", "Interval 1:57", priority: BoardPriority.high),
            BoardField("intervalSeconds", "120", priority: BoardPriority.extra),
            BoardField("intervalFrom", "2026-11-28T18:08:52Z", priority: BoardPriority.extra),
        ])
        let json = LiveFrame(seq: 7, board: board, spoken: "Lin 12, Lee 9, game 2").json
        #expect(json.contains("Interval 1:57"))
        #expect(!json.contains("intervalSeconds") && !json.contains("2026-11-28T18:08:52Z") && !json.contains("\"120\""))
        #expect(json.hasSuffix(#","spoken":"Lin 12, Lee 9, game 2"}"#))
        #expect(LiveFrame(seq: nil, board: board).json.hasSuffix(#","spoken":null}"#))
    }
}
