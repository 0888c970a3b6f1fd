import Foundation
import MatchEngine
import Testing
@testable import Renderer

/// A clock tick rebuilds the board with the time passed in; the frame it gives repaints only
/// the region whose text the clock changed (match time, the interval's countdown, a flash
/// that has expired), never the whole screen.
@Suite struct ClockDamageTests {
    static func badminton(points: Int) throws -> BadmintonSession {
        var session = try BadmintonSession(newMatch: Data(#"{"type":"newMatch","sport":"badminton","format":"bwf21","sides":[{"name":"Ana"},{"name":"Bea"}],"firstServer":{"side":"A"}}"#.utf8))
        for i in 0..<points {
            try session.apply(line: Data(#"{"type":"point","side":"A","at":"2026-11-25T14:00:\#(10 + i)Z"}"#.utf8))
        }
        return session
    }

    static func at(_ seconds: Int) -> Timestamp? {
        Timestamp("2026-11-25T14:\(seconds / 60 < 10 ? "0" : "")\(seconds / 60):\(seconds % 60 < 10 ? "0" : "")\(seconds % 60)Z")
    }

    /// Paints `before` then `after` and returns the damage with the regions of `keys`.
    static func damage(_ before: Scoreboard, _ after: Scoreboard, _ size: PixelSize, keys: [BoardKey]) throws -> (damage: [Rect], regions: [Rect]) {
        let renderer = try RenderSupport.renderer()
        let canvas = Canvas(width: size.width, height: size.height)
        renderer.paint(before, into: canvas)
        let damage = renderer.paint(after, into: canvas)
        let regions = renderer.layout(after, size: size).regions.filter { keys.contains($0.key) }.map(\.rect)
        let fresh = try RenderSupport.render(after, size)
        #expect(RenderSupport.differingPixels(canvas, fresh, tolerance: 0) == 0)
        return (damage, regions)
    }

    @Test(arguments: [PixelSize(width: 1920, height: 1080), PixelSize(width: 1280, height: 720)])
    func aTickRepaintsOnlyTheMatchTime(_ size: PixelSize) throws {
        let session = try Self.badminton(points: 3)
        let before = session.scoreboard(at: Self.at(100))
        let after = session.scoreboard(at: Self.at(101))
        #expect(before["elapsed"]?.text != after["elapsed"]?.text)
        let (damage, regions) = try Self.damage(before, after, size, keys: ["elapsed"])
        #expect(!damage.isEmpty)
        #expect(damage.allSatisfy { rect in regions.contains { $0.contains(rect) } })
        #expect(damage.reduce(0) { $0 + $1.area } < size.width * size.height / 50)
    }

    @Test func theIntervalCountdownRepaintsOnlyItsNoticeAndTheMatchTime() throws {
        let session = try Self.badminton(points: 11)
        let before = session.scoreboard(at: Self.at(20))
        let after = session.scoreboard(at: Self.at(21))
        #expect(before["interval"]?.text == "Interval 1:00")
        #expect(after["interval"]?.text == "Interval 0:59")
        let size = PixelSize(width: 1920, height: 1080)
        let (damage, regions) = try Self.damage(before, after, size, keys: ["interval", "elapsed", "paused", "gameResult"])
        #expect(!damage.isEmpty)
        #expect(damage.allSatisfy { rect in regions.contains { $0.contains(rect) } }, "damage \(damage), regions \(regions)")
    }
}
