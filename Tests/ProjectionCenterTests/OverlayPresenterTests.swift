import Foundation
import MatchEngine
import Testing
@testable import ProjectionCenter
@testable import Renderer

/// The stream overlay: the live board's score bug, written only when it changes, with alpha.
@Suite struct OverlayPresenterTests {
    final class Frames: OverlaySink {
        var canvases: [Canvas] = []
        var failing = false
        struct Refused: Error {}
        func write(_ canvas: Canvas) throws {
            if failing { throw Refused() }
            canvases.append(canvas)
        }
    }

    static func banner(_ score: String, elapsed: String = "0:10") -> Scoreboard {
        Scoreboard(layout: .badmintonCourt, fields: [
            BoardField("leftName", "Ana*", priority: 1, role: .server, flag: true), BoardField("leftPoints", score, priority: 1),
            BoardField("rightName", "Bea", priority: 1, flag: false), BoardField("rightPoints", "3", priority: 1),
            BoardField("game", "Game 1", priority: 3), BoardField("elapsed", elapsed, priority: 4),
        ])
    }

    static let size = PixelSize(width: 640, height: 360)

    @Test func writesTheBugOfTheLiveBoardOnlyWhenItChanges() throws {
        let frames = Frames()
        let overlay = try OverlayPresenter(sink: frames, size: Self.size, theme: .daylight, fonts: ScreenPresenterTests.fonts)
        try overlay.present(Self.banner("5"), seq: 1)
        // The match clock moved: the bug shows no clock, so nothing is written.
        try overlay.present(Self.banner("5", elapsed: "0:11"), seq: 1)
        // A page on the big screen: the overlay follows the live board, which is the same.
        let page = Scoreboard(layout: .badmintonGameSummary, fields: [BoardField("title", "Game 1", priority: 1)])
        try overlay.present(page, live: Self.banner("5", elapsed: "0:12"), seq: 1)
        #expect(frames.canvases.count == 1)
        try overlay.present(Self.banner("6"), seq: 2)
        #expect(frames.canvases.count == 2)
        #expect(overlay.writes == 2)
        let frame = try #require(frames.canvases.last)
        #expect(frame.size == Self.size)
        #expect(frame[2, 2] >> 24 == 0)
        #expect(frame[Self.size.width / 10, Self.size.height * 80 / 100] >> 24 == 0xFF)
    }

    @Test func aFailedWriteIsTriedAgainWithTheNextBoard() throws {
        let frames = Frames()
        let overlay = try OverlayPresenter(sink: frames, size: Self.size, theme: .daylight, fonts: ScreenPresenterTests.fonts)
        frames.failing = true
        #expect(throws: Frames.Refused.self) { try overlay.present(Self.banner("5"), seq: 1) }
        frames.failing = false
        try overlay.present(Self.banner("5"), seq: 1)
        #expect(frames.canvases.count == 1)
    }

    @Test func theFileIsReplacedWholeWithAlpha() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("overlay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("bug.png").path
        let overlay = try OverlayPresenter(path: path, size: Self.size, theme: .indoor, fonts: ScreenPresenterTests.fonts)
        try overlay.present(Self.banner("5"), seq: 1)
        try overlay.present(Self.banner("6"), seq: 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["bug.png"])
        let image = try ImageFile.readImage(path, maxSide: 4096)
        #expect(image.size == Self.size)
        #expect(image[2, 2] >> 24 == 0)
        // The bar is the indoor theme's panel colour, opaque.
        #expect(image[9, 300] == 0xFF13_294B)
    }

    @Test func anUnwritableDirectoryIsAnErrorNamingThePath() throws {
        let overlay = try OverlayPresenter(path: "/nonexistent-dir/bug.png", size: Self.size, theme: .daylight, fonts: ScreenPresenterTests.fonts)
        #expect(throws: RendererError.self) { try overlay.present(Self.banner("5"), seq: 1) }
    }
}
