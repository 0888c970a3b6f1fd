import MatchEngine
import Testing
@testable import ProjectionCenter

/// NO_COLOR: the board as the display model's strings, then the key help and the problem line.
@Suite struct TerminalTextTests {
    @Test func fieldsInOrderThenHelpThenProblem() {
        var board = Scoreboard(layout: .cricketBanner, fields: [
            BoardField("battingTeam", "Riverside", priority: 2, role: .emphasis),
            BoardField("score", "13/0", priority: 1, role: .emphasis),
            BoardField("lastBalls", "", priority: 3, role: .normal, items: [BoardToken("1", role: .normal), BoardToken("4", role: .boundary)]),
        ])
        board = board.withBottomLine("Not recorded, press again: the disk is full", warning: true)
        #expect(TerminalTextPresenter.lines(board, help: "q quit") == [
            "Riverside", "13/0", "1 4", "", "q quit", "Not recorded, press again: the disk is full",
        ])
    }
}
