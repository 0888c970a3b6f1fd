import Foundation
import MatchEngine
import Testing
@testable import Renderer

/// No string may spill out of its region, at any size, with the longest realistic content.
@Suite("Render overflow")
struct OverflowTests {
    static let longName = "Abhishek Venkataraman-Iyer* 199"  // 30 characters before the score
    static let sizes = RenderSupport.sizes + [
        PixelSize(width: 128, height: 64), PixelSize(width: 1366, height: 768), PixelSize(width: 1024, height: 600),
        PixelSize(width: 480, height: 800), PixelSize(width: 320, height: 240),
    ]

    static var longestBanner: Scoreboard {
        Scoreboard(layout: .cricketBanner, fields: [
            BoardField("battingTeam", "Royal Challengers Bengaluru XI", compact: "RCB", priority: 2, role: .emphasis),
            BoardField("bowlingTeam", "v Sunrisers Hyderabad Women XI", compact: "v SRH", priority: 5, role: .muted),
            BoardField("score", "999/10", priority: 1, role: .emphasis),
            BoardField("overs", "49.6", priority: 1),
            BoardField("oversLimit", "of 50", priority: 5, role: .muted),
            BoardField("crr", "CRR 99.99", priority: 3),
            BoardField("target", "Target 999", compact: "T999", priority: 1),
            BoardField("need", "Need 123 off 119 balls", compact: "123 off 119", priority: 1, role: .notice),
            BoardField("rrr", "RRR 99.99", priority: 2),
            BoardField("previousInnings", "Royal Challengers Bengaluru XI 999/10 (49.6)", compact: "RCB 999/10 (49.6)", priority: 4, role: .muted),
            BoardField("batter1", "\(longName) (199)", compact: "Iyer* 199", priority: 2, flag: true),
            BoardField("batter2", "Abhishek Venkataraman-Iyer 199 (199)", compact: "Iyer 199", priority: 2, flag: false),
            BoardField("bowler", "Ravichandran Ashwin-Sundaram 10.0-0-99-10", compact: "10.0-0-99-10", priority: 3),
            BoardField("partnership", "P'ship 199 (199)", priority: 4, role: .muted),
            BoardField("extras", "Extras 99 (wd 99, nb 99, b 99, lb 99, pen 99)", priority: 5, role: .muted),
            BoardField("lastBalls", "4lb 5nb W 6 4 1wd 2 3", priority: 3, items: [
                BoardToken("4lb", role: .extra), BoardToken("5nb", role: .extra), BoardToken("W", role: .wicket),
                BoardToken("6", role: .boundary), BoardToken("4", role: .boundary), BoardToken("1wd", role: .extra),
                BoardToken("2"), BoardToken("3"),
            ]),
            BoardField("freeHit", "FREE HIT", priority: 2, role: .notice),
            BoardField("flash", "WICKET", priority: 2, role: .wicket),
            BoardField("error", "Display: the HDMI screen was unplugged at 14:02", priority: 1, role: .warning),
            BoardField("otherBowler", "Ravichandran Ashwin-Sundaram 10.0-0-99-10", compact: "10.0-0-99-10", priority: 4),
            BoardField("lastWicket", "Last wkt: Abhishek Venkataraman-Iyer c Ashwin-Sundaram b Chakravarthy 199 (199), 999/9", priority: 4, role: .muted),
            BoardField("par", "DLS par 999", priority: 2, role: .notice),
            BoardField("batter1Boundaries", "4s 19 · 6s 19", priority: 5, role: .muted),
            BoardField("batter2Boundaries", "4s 19 · 6s 19", priority: 5, role: .muted),
        ])
    }

    /// Eleven batters with the longest names and dismissals, every figure at its widest.
    static var longestBatting: Scoreboard {
        var fields = [
            BoardField("title", "Royal Challengers Bengaluru XI 2nd innings", compact: "RCB 2nd inns", priority: 1, role: .emphasis),
            BoardField("total", "999/10 (49.6 ov)", priority: 1, role: .emphasis),
            BoardField("notBatted", "Did not bat: Abhishek Venkataraman-Iyer, Ravichandran Ashwin-Sundaram, Varun Chakravarthy", priority: 4, role: .muted),
            BoardField("extras", "Extras 99 (b 99, lb 99, w 99, nb 99, pen 99)", priority: 3, role: .muted),
        ]
        for (key, text) in [("runs", "R"), ("balls", "B"), ("fours", "4s"), ("sixes", "6s"), ("sr", "SR")] {
            fields.append(BoardField(BoardKey(rawValue: "head.\(key)"), text, priority: key == "runs" || key == "balls" ? 2 : 4, role: .muted))
        }
        for n in 1...11 {
            fields += [
                BoardField(BoardKey(rawValue: "bat.\(n).name"), "Abhishek Venkataraman-Iyer", compact: "Iyer", priority: 2, flag: n > 9),
                BoardField(BoardKey(rawValue: "bat.\(n).howOut"), "c Venkataraman-Iyer b Ashwin-Sundaram", priority: 3, role: .muted),
                BoardField(BoardKey(rawValue: "bat.\(n).runs"), "199", priority: 2),
                BoardField(BoardKey(rawValue: "bat.\(n).balls"), "199", priority: 2),
                BoardField(BoardKey(rawValue: "bat.\(n).fours"), "99", priority: 4),
                BoardField(BoardKey(rawValue: "bat.\(n).sixes"), "99", priority: 4),
                BoardField(BoardKey(rawValue: "bat.\(n).sr"), "1100.00", priority: 4),
            ]
        }
        return Scoreboard(layout: .cricketBatting, fields: fields)
    }

    static var boards: [(String, Scoreboard)] {
        var list = [("longest banner", longestBanner), ("longest batting card", longestBatting)]
        for name in RenderSupport.layouts + ["cricket-indic"] {
            if let board = try? RenderSupport.board(name) { list.append((name, board)) }
        }
        for name in FormatBoards.names {
            if let board = try? FormatBoards.board(name) { list.append(("format \(name)", board)) }
        }
        return list
    }

    @Test(arguments: sizes)
    func noStringLeavesItsRegion(_ size: PixelSize) throws {
        let renderer = try RenderSupport.renderer()
        for (name, board) in Self.boards {
            let report = renderer.inkReport(board, size: size)
            #expect(!report.isEmpty)
            for entry in report {
                #expect(entry.region.contains(entry.ink), "\(name) at \(size): \(entry.key.rawValue) ink \(entry.ink) leaves \(entry.region)")
            }
        }
    }

    /// An LED panel keeps the essentials: score, overs, and need (or target), with codes for teams.
    @Test(arguments: [PixelSize(width: 128, height: 64), PixelSize(width: 192, height: 64)])
    func ledPanelKeepsTheEssentials(_ size: PixelSize) throws {
        let renderer = try RenderSupport.renderer()
        let drawn = Set(renderer.inkReport(Self.longestBanner, size: size).map(\.key))
        #expect(drawn.isSuperset(of: ["score", "overs", "need", "battingTeam"]))
        #expect(!drawn.contains("extras"))
        #expect(!drawn.contains("bowler"))
        let team = renderer.layout(Self.longestBanner, size: size).regions.first { $0.key == "battingTeam" }
        guard case .text(let text, _, _, _, _)? = team?.content else {
            Issue.record("no team name drawn")
            return
        }
        #expect(text == "RCB")
    }
}

/// Boards straight from the engine: every state of the example matches, at the main sizes.
@Suite("Render engine boards")
struct EngineBoardTests {
    static func boards(_ example: String) throws -> [Scoreboard] {
        let url = RenderSupport.root.appendingPathComponent("docs/examples/\(example)")
        let text = try String(contentsOf: url, encoding: .utf8)
        var session: (any SportSession)?
        var boards: [Scoreboard] = []
        for line in text.split(separator: "\n") where !line.isEmpty {
            let data = Data(line.utf8)
            do throws(LineRejection) {
                if session == nil { session = try SportRegistry.start(newMatch: data) } else { try session?.apply(line: data) }
            } catch {
                continue  // The examples show refusals too; a refused line changes nothing.
            }
            if let board = session?.scoreboard { boards.append(board) }
        }
        return boards
    }

    @Test(arguments: ["demo-cricket.jsonl", "badminton-singles.jsonl", "badminton-doubles.jsonl", "badminton-custom.jsonl"])
    func everyStateFits(_ example: String) throws {
        let renderer = try RenderSupport.renderer()
        let boards = try Self.boards(example)
        #expect(boards.count > 3)
        for board in boards {
            for size in [PixelSize(width: 1920, height: 1080), PixelSize(width: 1080, height: 1920), PixelSize(width: 192, height: 64)] {
                let report = renderer.inkReport(board, size: size)
                #expect(!report.isEmpty, "\(example) \(board.layout) at \(size) draws nothing")
                for entry in report {
                    #expect(entry.region.contains(entry.ink), "\(example) at \(size): \(entry.key.rawValue) leaves its region")
                }
            }
        }
    }
}
