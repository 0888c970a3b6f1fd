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

/// The kiosk's screen and `scoreline render --data-dir` find and draw a roster picture by the
/// same path (ADR 055): the roster's name → the stored picture → fitted by `PictureShelf`.
/// The new-batter slide drawn by the kiosk's screen (a PNG output, after its pictures were
/// made in the background) is the same image, pixel for pixel, as `BoardImage` draws it.
@Suite struct PictureScreenTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fonts = repository.appendingPathComponent("fonts").path

    /// A 300x400 portrait photo made here: a blue backdrop, a skin-coloured oval for the head.
    /// Stored as the centred square (ADR 053: 384x384), it keeps the oval in the middle.
    static func photo() throws -> [UInt8] {
        let canvas = Canvas(width: 300, height: 400)
        canvas.fill(Rect(x: 0, y: 0, width: 300, height: 400), 0xFF2E_5EAA)
        for y in 0..<400 {
            for x in 0..<300 {
                let dx = Double(x - 150) / 60, dy = Double(y - 200) / 80
                if dx * dx + dy * dy <= 1 { canvas.pixels[y * canvas.stride + x] = 0xFFD9_A77E }
            }
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-photo-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try ImageFile.writePNG(canvas, to: path)
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    static func newBatterSlide() throws -> Scoreboard {
        let json = """
            {"matchId":"faces","schemaVersion":1,"battingFirst":0,"rules":{"oversPerInnings":20},
             "teams":[{"name":"Riverside","short":"RIV","players":[]},{"name":"Hillcrest","short":"HIL","players":[]}]}
            """
        var s = try CricketRules.start(try JSONDecoder().decode(CricketSetup.self, from: Data(json.utf8)))
        s = try CricketRules.apply(.openers(striker: "Asha", nonStriker: "Bilal"), to: s)
        s = try CricketRules.apply(.bowler(name: "Kofi"), to: s)
        s = try CricketRules.apply(.delivery(Delivery(wicket: WicketEvent(kind: .bowled))), to: s)
        let before = s
        let action = CricketAction.newBatter(name: "Chen Li", onStrike: nil)
        s = try CricketRules.apply(action, to: s)
        return try #require(CricketEvents.slides(after: action, from: before, to: s).first { $0.kind == .newBatter }).board
    }

    @Test func theKiosksScreenEqualsRenderWithThePhoto() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-faces-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: data) }
        try RosterFile(root: data).write(Roster(players: [RosterPlayer(id: "p1", name: "Chen Li")],
                                               teams: [RosterTeam(id: "t1", name: "Riverside", short: "RIV", players: ["p1"])]))
        _ = try RosterPictures(root: data).set("p1", bytes: try Self.photo(), name: "chen.png")
        let board = try Self.newBatterSlide()
        let size = PixelSize(width: 1920, height: 1080)

        // The kiosk's way: a screen on a hub, the pictures made on a task, the bell rung.
        let screenPath = data + "/screen.png"
        let presenter = try ScreenPresenter(display: ImageFileDisplay(path: screenPath, size: size), rotation: .none,
                                            theme: .daylight, fonts: FontPaths.bundled(in: Self.fonts))
        let hub = ProjectionHub([presenter])
        let kiosk = Kiosk(configPath: nil)
        let bell = try #require(kiosk.showPictures(on: hub, dataDirectory: data, budget: DecodedBudget(limit: 128 << 20)))
        hub.project(board, seq: nil)
        let without = try ImageFile.readPNG(screenPath)
        // The size, then the fitted copy: each a task, each a ring (waited for, not slept on).
        for _ in 0..<2 {
            #expect(bell.wait(milliseconds: 10_000))
            bell.answer()
            hub.refresh()
        }
        let screen = try ImageFile.readPNG(screenPath)

        // `render --data-dir`'s way.
        let renderPath = data + "/render.png"
        try BoardImage(size: "1920x1080", theme: "daylight", fonts: Self.fonts, dataDirectory: data).write(board, to: renderPath)
        let rendered = try ImageFile.readPNG(renderPath)

        #expect(screen.size == rendered.size)
        var differing = 0
        for y in 0..<size.height {
            for x in 0..<size.width where screen[x, y] & 0xFF_FFFF != rendered[x, y] & 0xFF_FFFF { differing += 1 }
        }
        #expect(differing == 0)
        // And the photo is there: the frame before the pictures were made differs from it,
        // and the middle of the photo's region (left of the name) is the face's colour.
        var changed = 0
        for y in 0..<size.height {
            for x in 0..<size.width where without[x, y] & 0xFF_FFFF != screen[x, y] & 0xFF_FFFF { changed += 1 }
        }
        #expect(changed > 10_000)
        // The stored headshot is a JPEG (ADR 053), so the face is the skin colour give or take
        // a few levels a channel.
        func isSkin(_ pixel: UInt32) -> Bool {
            abs(Int((pixel >> 16) & 0xFF) - 0xD9) < 12 && abs(Int((pixel >> 8) & 0xFF) - 0xA7) < 12 && abs(Int(pixel & 0xFF) - 0x7E) < 12
        }
        var skin = 0
        for y in 300..<800 {
            for x in 0..<(1920 * 30 / 100) where isSkin(rendered[x, y]) { skin += 1 }
        }
        #expect(skin > 5_000)
        if let keep = ProcessInfo.processInfo.environment["SCORELINE_KEEP_PICTURE_SCREEN"] {
            try? FileManager.default.copyItem(atPath: screenPath, toPath: keep)
        }
    }
}
