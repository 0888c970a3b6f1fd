import EventLoop
import Foundation
import Images
import MatchEngine
import ProjectionCenter
import Renderer
import Store
import Testing
import Displays
@testable import Kiosk

/// The hall kiosk's own roster puts the sides' team logos on its tiles (issue 41): the roster's
/// teams → each player's team logo (`RosterPictureBook`), the engine's tile logo fields, the
/// pictures fitted by `PictureShelf` off the drawing thread, the screen drawn again when the
/// bell rings, as `runFollowing` wires it.
@Suite struct HallLogoScreenTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fonts = repository.appendingPathComponent("fonts").path

    /// Worked out by hand from the teams below: Chen and Jia are Riverside's only; Lee is
    /// Hillcrest's; Ana is in Riverside and in Social (no logo), so which badge is hers is a
    /// guess; Dev is in Riverside and Hillcrest; Kofi only in Social, which has no logo.
    @Test func eachPlayerGetsTheirTeamsLogoWhenThereIsOnlyOne() {
        let roster = Roster(
            players: ["Chen", "Jia", "Lee", "Ana", "Dev", "Kofi"].enumerated().map { RosterPlayer(id: "p\($0.offset + 1)", name: $0.element) },
            teams: [
                RosterTeam(id: "t1", name: "Riverside", short: "RIV", players: ["p1", "p2", "p4", "p5"], logo: "riv.png"),
                RosterTeam(id: "t2", name: "Hillcrest", short: "HIL", players: ["p3", "p5"], logo: "hil.png"),
                RosterTeam(id: "t3", name: "Social", short: "SOC", players: ["p4", "p6"]),
            ])
        let book = RosterPictureBook.pictures(roster)
        #expect(book.playerLogos == ["Chen": "riv.png", "Jia": "riv.png", "Lee": "hil.png"])
        #expect(book.teams == ["Riverside": "riv.png", "RIV": "riv.png", "Hillcrest": "hil.png", "HIL": "hil.png"])
    }

    /// A flat-coloured 300x200 logo as a PNG file's bytes.
    static func logo(_ rgb: UInt32) throws -> [UInt8] {
        let canvas = Canvas(width: 300, height: 200)
        canvas.fill(Rect(x: 0, y: 0, width: 300, height: 200), 0xFF00_0000 | rgb)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-logo-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try ImageFile.writePNG(canvas, to: path)
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    static func court(_ a: [String], _ b: [String]) throws -> Scoreboard {
        func side(_ players: [String]) -> String {
            #"{"name":"\#(players.joined(separator: "/"))","players":[\#(players.map { "\"\($0)\"" }.joined(separator: ","))]}"#
        }
        var session = try BadmintonSession(newMatch: Data(#"{"type":"newMatch","sport":"badminton","matchId":"h","sides":[\#(side(a)),\#(side(b))]}"#.utf8))
        try session.apply(line: Data(#"{"type":"point","side":"A"}"#.utf8))
        return session.scoreboard
    }

    @Test func theHallsScreenShowsTheTeamsLogosOnceFitted() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-hall-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: data) }
        try RosterFile(root: data).write(Roster(
            players: ["Chen Qingchen", "Jia Yifan", "Lee So-hee", "Shin Seung-chan"].enumerated().map { RosterPlayer(id: "p\($0.offset + 1)", name: $0.element) },
            teams: [RosterTeam(id: "t1", name: "Riverside", short: "RIV", players: ["p1", "p2"]),
                    RosterTeam(id: "t2", name: "Hillcrest", short: "HIL", players: ["p3", "p4"])]))
        // Pure red and pure blue: no theme colour or anti-aliased text comes near either.
        _ = try RosterPictures(root: data).set("t1", bytes: try Self.logo(0xFF0000), name: "riv.png")
        _ = try RosterPictures(root: data).set("t2", bytes: try Self.logo(0x0000FF), name: "hil.png")
        // Three courts: a 2x2 grid, which has room at 1920x1080 (docs/layouts.md); court 1's
        // sides are Riverside's and Hillcrest's pairs.
        let hall = HallBoard.board(venue: "Riverside", courts: [
            HallCourt(name: "1", board: try Self.court(["Chen Qingchen", "Jia Yifan"], ["Lee So-hee", "Shin Seung-chan"])),
            HallCourt(name: "2", board: try Self.court(["Kodai Naraoka"], ["Viktor Axelsen"])),
            HallCourt(name: "3", board: nil),
        ])
        let size = PixelSize(width: 1920, height: 1080)
        let screenPath = data + "/screen.png"
        let presenter = try ScreenPresenter(display: ImageFileDisplay(path: screenPath, size: size), rotation: .none,
                                            theme: .indoor, fonts: FontPaths.bundled(in: Self.fonts))
        let hub = ProjectionHub([presenter])
        let bell = try #require(Kiosk(configPath: nil).showPictures(on: hub, dataDirectory: data, budget: DecodedBudget(limit: 128 << 20)))

        /// Pixels near `rgb` (a stored logo may be re-encoded: a few levels a channel).
        func count(_ rgb: UInt32) throws -> Int {
            let screen = try ImageFile.readPNG(screenPath)
            var n = 0
            for y in 0..<size.height {
                for x in 0..<size.width {
                    let p = screen[x, y]
                    let close = [16, 8, 0].allSatisfy { abs(Int((p >> UInt32($0)) & 0xFF) - Int((rgb >> UInt32($0)) & 0xFF)) < 24 }
                    if close { n += 1 }
                }
            }
            return n
        }
        hub.project(hall, seq: nil)
        // The first frame never waits on a decode: drawn at once, without logos.
        #expect(try count(0xFF0000) == 0)
        // Then each ring (a size read, a copy fitted) draws again, until both logos are there
        // or a ring does not come within 10 s.
        while try count(0xFF0000) == 0 || count(0x0000FF) == 0, bell.wait(milliseconds: 10_000) {
            bell.answer()
            hub.refresh()
        }
        // Each logo is fitted, aspect kept, into its cell in the court's label row, worked out
        // from the split (margin 21, gap 9): tiles 934.5 x 463 px, a label row of
        // (463 - 18) x 0.7 / 4 = 78 px; a logo's share 1.5 x 78 = 117 of the tile's width, so
        // (934.5 - 18) x 117 / 934.5 = 115 px; less the spacers and gaps, a cell of
        // (115 - 9) x 0.85 = 90 by (78 - 9) x 0.9 = 62 px, inset 2.6 px a side: 85 x 57,
        // a 3:2 logo 85 x 56.5, about 4,800 pixels. Court 2's tile (Naraoka in no team)
        // adds none, so one logo's worth of each colour.
        let red = try count(0xFF0000), blue = try count(0x0000FF)
        #expect(red > 4_000 && red < 6_000, "red \(red)")
        #expect(blue > 4_000 && blue < 6_000, "blue \(blue)")
    }
}
