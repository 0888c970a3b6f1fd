import MatchEngine
import Testing
@testable import ProjectionCenter

/// The line a serial digit board gets for a board, each worked out by hand from the format
/// (docs/serial-boards.md): prefix, fields in their widths, separator, ASCII only.
@Suite struct SerialLineTests {
    static let cricket = SerialBoardConfig.defaultFormats["cricket"] ?? SerialBoardConfig.Format(prefix: "", fields: [])
    static let badminton = SerialBoardConfig.defaultFormats["badminton"] ?? SerialBoardConfig.Format(prefix: "", fields: [])

    @Test func theCricketLineTakesScoreOversAndTheTargetsCompactForm() {
        let board = Scoreboard(layout: .cricketBanner, fields: [
            BoardField("battingTeam", "Hillcrest", compact: "HIL", priority: 2),
            BoardField("score", "187/6", priority: 1),
            BoardField("overs", "16.2", priority: 1),
            BoardField("target", "Target 201", compact: "T201", priority: 1),
        ])
        // "C", "  187/6" (7), " 16.2" (5), " T201" (5), joined by commas.
        #expect(SerialLine.text(board, format: Self.cricket, separator: ",") == "C  187/6, 16.2, T201")
    }

    @Test func aFieldTheBoardDoesNotHaveIsBlank() {
        let board = Scoreboard(layout: .cricketBanner, fields: [BoardField("score", "0/0", priority: 1), BoardField("overs", "0.0", priority: 1)])
        #expect(SerialLine.text(board, format: Self.cricket, separator: ",") == "C    0/0,  0.0,     ")
        // Blank even with a zero pad: a missing target must not read as 000.
        let zeros = SerialBoardConfig.Format(prefix: "", fields: [SerialBoardConfig.Field("target", width: 3, pad: "0")])
        #expect(SerialLine.text(board, format: zeros, separator: "") == "   ")
        // An empty text too.
        let empty = Scoreboard(layout: .cricketBanner, fields: [BoardField("target", "", priority: 1)])
        #expect(SerialLine.text(empty, format: zeros, separator: "") == "   ")
    }

    @Test func theBadmintonLineFollowsTheEnds() {
        let board = Scoreboard(layout: .badmintonCourt, fields: [
            BoardField("leftName", "Asha", priority: 1), BoardField("leftGames", "1", priority: 1), BoardField("leftPoints", "7", priority: 1),
            BoardField("rightName", "Bilal", priority: 1), BoardField("rightGames", "0", priority: 1), BoardField("rightPoints", "11", priority: 1),
        ])
        #expect(SerialLine.text(board, format: Self.badminton, separator: ",") == "B1, 7,11,0")
        #expect(SerialLine.text(board, format: Self.badminton, separator: "") == "B1 7110")
    }

    @Test func alignmentPadAndCutting() {
        let board = Scoreboard(layout: .cricketBanner, fields: [BoardField("name", "Riverside", compact: "RIV", priority: 1), BoardField("score", "1107/10", priority: 1)])
        func line(_ field: SerialBoardConfig.Field) -> String {
            SerialLine.text(board, format: SerialBoardConfig.Format(prefix: "", fields: [field]), separator: "")
        }
        #expect(line(.init("name", width: 5, align: .left, pad: "-")) == "RIV--")
        #expect(line(.init("name", width: 5, align: .right, pad: "_")) == "__RIV")
        // Too wide: the first characters are kept, whatever the alignment.
        #expect(line(.init("score", width: 4)) == "1107")
        #expect(line(.init("score", width: 4, align: .left)) == "1107")
        #expect(line(.init("name", width: 2)) == "RI")
    }

    @Test func onlyPrintableASCIIGoesOnTheWire() {
        #expect(SerialLine.ascii("207 · 3 wkts") == "207 ? 3 wkts")
        #expect(SerialLine.ascii("Zoë") == "Zo?")
        #expect(SerialLine.ascii("a\r\nb\tc") == "a?b?c")
        #expect(SerialLine.ascii("🏏6") == "?6")
        let board = Scoreboard(layout: .cricketBanner, fields: [BoardField("score", "207 · 3 wkts", priority: 1)])
        let format = SerialBoardConfig.Format(prefix: "S", fields: [SerialBoardConfig.Field("score", width: 6)])
        #expect(SerialLine.text(board, format: format, separator: "") == "S207 ? ")
    }

    @Test func layoutsNameTheirSport() {
        #expect(SerialLine.sport(of: .cricketBanner) == "cricket")
        #expect(SerialLine.sport(of: .cricketBreak) == "cricket")
        #expect(SerialLine.sport(of: .badmintonCourt) == "badminton")
        #expect(SerialLine.sport(of: .result) == nil)
        #expect(SerialLine.sport(of: .idle) == nil)
    }

    /// A result keeps the sport of the board before it; the idle board after it is all blanks.
    @Test func aPresenterChoosesTheFormatByTheBoardsSport() {
        let presenter = SerialBoardPresenter(config: SerialBoardConfig(device: "/dev/null"), statusPath: nil)
        let idle = Scoreboard(layout: .idle, fields: [BoardField("title", "Scoreline", priority: 1)])
        #expect(presenter.line(for: idle) == nil)
        let court = Scoreboard(layout: .badmintonCourt, fields: [BoardField("leftPoints", "21", priority: 1), BoardField("rightPoints", "19", priority: 1)])
        #expect(presenter.line(for: court) == "B ,21,19, ")
        let result = Scoreboard(layout: .result, fields: [BoardField("leftGames", "2", priority: 1), BoardField("rightGames", "1", priority: 1)])
        #expect(presenter.line(for: result) == "B2,  ,  ,1")
        #expect(presenter.line(for: idle) == "B ,  ,  , ")
        presenter.sport = "cricket"
        #expect(presenter.line(for: idle) == "C       ,     ,     ")
    }
}
