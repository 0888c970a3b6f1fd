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

    /// Text keeps logical order: the name between its isolation marks, then the figures, as the
    /// engine wrote them; the terminal's own bidi (where it has one) lays them out (ADR 041).
    @Test func rightToLeftNameKeepsItsMarksInLogicalOrder() {
        let line = BidiIsolation.name("محمد رضوان") + " 0.5-0-16-1"
        let board = Scoreboard(layout: .cricketBanner, fields: [BoardField("bowler", line, priority: 3)])
        let lines = TerminalTextPresenter.lines(board, help: "q quit")
        #expect(lines.first == "\u{2068}محمد رضوان\u{2069} 0.5-0-16-1")
        #expect(lines.first?.unicodeScalars.first == "\u{2068}")
    }
}
