import Foundation
import MatchEngine
import Testing
@testable import Renderer

/// Paths and fixtures shared by the renderer tests.
enum RenderSupport {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fonts = FontPaths.bundled(in: root.appendingPathComponent("fonts").path)
    static let goldenDir = root.appendingPathComponent("Tests/Fixtures/golden")

    /// Every size the issue names: TVs, a portrait screen, a small HDMI panel, an LED wall.
    static let sizes: [PixelSize] = [
        .init(width: 1920, height: 1080), .init(width: 1280, height: 720), .init(width: 3840, height: 2160),
        .init(width: 1080, height: 1920), .init(width: 800, height: 480), .init(width: 192, height: 64),
    ]

    static let layouts = [
        "cricket-banner", "cricket-break", "cricket-result", "idle", "badminton-court", "badminton-result",
        // Pages between balls (docs/pages.md).
        "cricket-batting", "cricket-bowling", "cricket-fow", "cricket-partnership", "cricket-target",
        "cricket-event-wicket", "cricket-event-hundred", "badminton-game-summary", "sponsor",
    ]

    /// The boards a screen under 300 pixels shows (pages never reach it): every LED panel's.
    static let liveLayouts = ["cricket-banner", "cricket-break", "cricket-result", "badminton-court", "badminton-result", "idle"]

    /// The sponsor images of the fixtures (a 600x200 logo with transparent corners).
    static let imagesDir = root.appendingPathComponent("Tests/Fixtures/images").path

    static func board(_ name: String) throws -> Scoreboard {
        let url = root.appendingPathComponent("Tests/Fixtures/boards/\(name).json")
        return try JSONDecoder().decode(Scoreboard.self, from: Data(contentsOf: url))
    }

    static func renderer(theme: Theme = .daylight) throws -> Renderer {
        try Renderer(fonts: fonts, theme: theme, images: FolderImageShelf(folder: imagesDir))
    }

    static func render(_ board: Scoreboard, _ size: PixelSize, theme: Theme = .daylight, pictures: (any PictureSource)? = nil) throws -> Canvas {
        let canvas = Canvas(width: size.width, height: size.height)
        let renderer = try renderer(theme: theme)
        renderer.pictures = pictures
        renderer.paint(board, into: canvas)
        return canvas
    }

    /// `board` drawn at `size` against the golden PNG of that name; with
    /// `SCORELINE_UPDATE_GOLDENS=1` the PNG is written instead and the test fails, so nobody
    /// commits a picture without opening it.
    static func compareGolden(
        _ board: Scoreboard, size: PixelSize, golden: String, theme: Theme = .daylight, pictures: (any PictureSource)? = nil
    ) throws {
        let canvas = try render(board, size, theme: theme, pictures: pictures)
        let path = goldenDir.appendingPathComponent("\(golden).png").path
        if ProcessInfo.processInfo.environment["SCORELINE_UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: goldenDir, withIntermediateDirectories: true)
            try ImageFile.writePNG(canvas, to: path)
            Issue.record("Wrote \(path): look at it, then run again without SCORELINE_UPDATE_GOLDENS.")
            return
        }
        let expected = try ImageFile.readPNG(path)
        #expect(expected.size == canvas.size)
        // Antialiasing may move by a level or two between FreeType builds; a few stray pixels
        // are allowed, a moved or missing glyph is not.
        let differing = differingPixels(canvas, expected)
        let allowed = max(4, size.width * size.height / 5000)
        #expect(differing <= allowed, "\(golden): \(differing) pixels differ (allowed \(allowed))")
    }

    /// How many pixels differ by more than `tolerance` in any channel.
    static func differingPixels(_ a: Canvas, _ b: Canvas, tolerance: Int32 = 16) -> Int {
        guard a.size == b.size else { return Int.max }
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                for shift in [16, 8, 0] as [UInt32] {
                    let d = Int32((p >> shift) & 0xFF) - Int32((q >> shift) & 0xFF)
                    if abs(d) > tolerance {
                        count += 1
                        break
                    }
                }
            }
        }
        return count
    }
}
