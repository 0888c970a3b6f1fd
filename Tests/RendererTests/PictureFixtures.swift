import Foundation
import MatchEngine
@testable import Renderer

/// Roster pictures made in the test (never copied from anywhere): a headshot is a square of a
/// plain colour per player with a lighter head and shoulders, a logo a wide shield of two
/// colours with transparent corners. Made at the stored sizes (ADR 053: a headshot 384x384,
/// a logo's longest side 384), so every golden shows the pictures made smaller, as the
/// kiosk does.
enum PictureFixtures {
    /// Each player's backdrop colour, by the index of the name.
    static let backdrops: [UInt32] = [0x2E5EAA, 0xA33B3B, 0x3B8A4A, 0x8A6D1F, 0x6A3B8A, 0x1F7A7A, 0x7A7A1F, 0x444488, 0x884444, 0x448844, 0x886622]
    static let skin: UInt32 = 0xD9A77E
    static let shirt: UInt32 = 0xF2F2F2

    static func headshot(_ index: Int) -> Canvas {
        let side = 384
        let canvas = Canvas(width: side, height: side)
        canvas.fill(Rect(x: 0, y: 0, width: side, height: side), 0xFF00_0000 | backdrops[index % backdrops.count])
        for y in 0..<side {
            for x in 0..<side {
                let dx = Double(x - side / 2), dy = Double(y - 150)
                // The head: an ellipse 110 wide, 140 high, centred at (192, 150).
                if (dx * dx) / (55 * 55) + (dy * dy) / (70 * 70) <= 1 { canvas.pixels[y * canvas.stride + x] = 0xFF00_0000 | skin }
                // The shoulders: the top half of an ellipse 300 wide from y = 290 down.
                let sy = Double(y - 384)
                if y >= 250, (dx * dx) / (150 * 150) + (sy * sy) / (120 * 120) <= 1 {
                    canvas.pixels[y * canvas.stride + x] = 0xFF00_0000 | shirt
                }
            }
        }
        return canvas
    }

    /// A 384x256 shield: the top half `top`, the bottom `bottom`, the corners outside a
    /// rounded outline transparent (alpha 0), as a PNG logo with alpha is stored.
    static func logo(top: UInt32, bottom: UInt32) -> Canvas {
        let width = 384, height = 256
        let canvas = Canvas(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let dx = Double(x - width / 2) / Double(width / 2), dy = Double(y - height / 2) / Double(height / 2)
                let inside = dx * dx * dx * dx + dy * dy * dy * dy <= 1
                canvas.pixels[y * canvas.stride + x] = inside ? 0xFF00_0000 | (y < height / 2 ? top : bottom) : 0
            }
        }
        return canvas
    }

    /// The names the fixtures' pictures go by.
    static func photoName(_ index: Int) -> String { String(repeating: "0", count: 62) + String(format: "%02d", index) + ".jpg" }
    static let homeLogo = String(repeating: "a", count: 64) + ".png"
    static let awayLogo = String(repeating: "b", count: 64) + ".png"

    /// A source with every fixture picture, fitting each as asked (inline: a test's frame is
    /// drawn at once); `missing` names answer nil, as a picture not made yet does.
    final class Source: PictureSource {
        var pictures: [String: Canvas] = [:]
        var missing: Set<String> = []
        private(set) var fits = 0
        private var fitted: [String: Canvas] = [:]

        init() {
            for i in 0..<11 { pictures[PictureFixtures.photoName(i)] = PictureFixtures.headshot(i) }
            pictures[PictureFixtures.homeLogo] = PictureFixtures.logo(top: 0xF2C200, bottom: 0x1C3F94)
            pictures[PictureFixtures.awayLogo] = PictureFixtures.logo(top: 0x004BA0, bottom: 0xD1AB3E)
        }

        func size(of name: String) -> PixelSize? {
            missing.contains(name) ? nil : pictures[name]?.size
        }

        func fitted(_ name: String, size: PixelSize, background: UInt32) -> Canvas? {
            guard !missing.contains(name), let source = pictures[name] else { return nil }
            let key = "\(name)|\(size)|\(background)"
            if let canvas = fitted[key] { return canvas }
            fits += 1
            let canvas = PictureFitting.fit(source, to: size, background: background)
            fitted[key] = canvas
            return canvas
        }
    }

    /// The lookup for the fixture boards: the batting card's seven batters and the new
    /// batters of the slides, the two cricket sides, badminton's four players.
    static func book(extraPlayers: [String] = []) -> BoardPictures {
        let batters = ["R. Sharma", "I. Kishan", "S. Yadav", "T. Varma", "H. Pandya", "T. David", "N. Wadhera"]
        let others = ["Chen Qingchen", "Lee So-hee", "Washington Sundar", ScriptBoards.urdu] + extraPlayers
        var players: [String: String] = [:]
        for (i, name) in (batters + others).enumerated() { players[name] = photoName(i) }
        return BoardPictures(players: players, teams: ["Chennai Super Kings": homeLogo, "Mumbai Indians": awayLogo])
    }
}
