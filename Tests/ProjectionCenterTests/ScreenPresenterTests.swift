import CommandBasics
@testable import Displays
import Foundation
import Logging
import MatchEngine
import Testing
@testable import ProjectionCenter
@testable import Renderer

/// Boards through the presenter to a display that keeps what it was given: the picture on
/// the "screen" (built from the damaged rectangles alone) is the image render of the board.
@Suite struct ScreenPresenterTests {
    /// A screen that copies only the damage it is handed, as the DRM display does; it can hold
    /// frames back like a display with a flip in flight, and come and go.
    final class ScriptedDisplay: Display {
        var size: PixelSize?
        var screen: Canvas?
        var holding = false
        private var held: (frame: any FrameSource, damage: [Rect])?
        var presents = 0

        init(size: PixelSize?) {
            self.size = size
            screen = size.map { Canvas(width: $0.width, height: $0.height) }
        }

        func present(_ frame: any FrameSource, damage: [Rect]) throws(DisplayError) -> Presentation {
            presents += 1
            if holding {
                held = (frame, (held?.damage ?? []) + damage)
                return .held
            }
            if let screen { for rect in damage { frame.write(rect, into: screen) } }
            return .submitted
        }

        /// The flip completed: the held frame goes out.
        func release() -> DisplayChange {
            holding = false
            guard let held else { return .none }
            self.held = nil
            if let screen { for rect in held.damage { held.frame.write(rect, into: screen) } }
            return .presented
        }

        var descriptors: [Int32] { [] }
        func service(_ fd: Int32) -> DisplayChange { .none }
        func reprobe() -> DisplayChange { .none }
        func close() {}
    }

    /// Log lines, to see `presented seq=N`.
    final class Lines: LogHandler, @unchecked Sendable {
        var messages: [String] = []
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) { messages.append(event.message.description) }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fonts = FontPaths.bundled(in: root.appendingPathComponent("fonts").path)

    static func board(_ name: String) throws -> Scoreboard {
        try JSONDecoder().decode(Scoreboard.self, from: Data(contentsOf: root.appendingPathComponent("Tests/Fixtures/boards/\(name).json")))
    }

    static func changing(_ board: Scoreboard, _ key: BoardKey, to text: String) -> Scoreboard {
        var next = board
        if let index = next.fields.firstIndex(where: { $0.key == key }) { next.fields[index].text = text }
        return next
    }

    /// The image render of `board` for a panel of `panel` turned by `rotation`.
    static func render(_ board: Scoreboard, panel: PixelSize, rotation: Rotation) throws -> Canvas {
        let logical = rotation.logicalSize(forPanel: panel)
        let canvas = Canvas(width: logical.width, height: logical.height)
        try Renderer(fonts: fonts).paint(board, into: canvas)
        return canvas.rotated(rotation)
    }

    static func identical(_ a: Canvas, _ b: Canvas) -> Bool {
        guard a.size == b.size else { return false }
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { return false } }
        return true
    }

    @Test(arguments: [Rotation.none, .quarter, .half, .threeQuarters])
    func theScreenShowsExactlyTheImageRender(_ rotation: Rotation) throws {
        let panel = PixelSize(width: 640, height: 360)
        let display = ScriptedDisplay(size: panel)
        let presenter = try ScreenPresenter(display: display, rotation: rotation, theme: .daylight, fonts: Self.fonts)
        let first = try Self.board("cricket-banner")
        let second = Self.changing(Self.changing(first, "score", to: "188/6"), "overs", to: "18.5")
        try presenter.present(first, seq: 7)
        try presenter.present(second, seq: 8)
        let screen = try #require(display.screen)
        #expect(Self.identical(screen, try Self.render(second, panel: panel, rotation: rotation)))
    }

    @Test func withoutAScreenTheLatestBoardWaitsForOne() throws {
        let display = ScriptedDisplay(size: nil)
        let lines = Lines()
        let presenter = try ScreenPresenter(display: display, rotation: .none, theme: .daylight, fonts: Self.fonts, logger: Logger(label: "t") { _ in lines })
        let board = try Self.board("badminton-court")
        try presenter.present(try Self.board("cricket-banner"), seq: 3)
        try presenter.present(board, seq: 4)
        #expect(display.presents == 0)
        #expect(lines.messages.isEmpty)

        // A screen appears: a whole frame of the latest board.
        let panel = PixelSize(width: 800, height: 480)
        display.size = panel
        display.screen = Canvas(width: panel.width, height: panel.height)
        presenter.handle(.resized(panel))
        #expect(Self.identical(try #require(display.screen), try Self.render(board, panel: panel, rotation: .none)))
        #expect(lines.messages == ["presented seq=4"])

        // A new mode: a new canvas and a whole frame again.
        let bigger = PixelSize(width: 1280, height: 720)
        display.size = bigger
        display.screen = Canvas(width: bigger.width, height: bigger.height)
        presenter.handle(.resized(bigger))
        #expect(Self.identical(try #require(display.screen), try Self.render(board, panel: bigger, rotation: .none)))
    }

    @Test func aHeldFrameIsLoggedWhenItIsSent() throws {
        let panel = PixelSize(width: 640, height: 360)
        let display = ScriptedDisplay(size: panel)
        let lines = Lines()
        let presenter = try ScreenPresenter(display: display, rotation: .none, theme: .daylight, fonts: Self.fonts, logger: Logger(label: "t") { _ in lines })
        let first = try Self.board("cricket-banner")
        try presenter.present(first, seq: 1)
        display.holding = true
        let second = Self.changing(first, "score", to: "188/6")
        let third = Self.changing(second, "overs", to: "18.5")
        try presenter.present(second, seq: 2)
        try presenter.present(third, seq: 3)
        #expect(lines.messages == ["presented seq=1"])
        presenter.handle(display.release())
        #expect(lines.messages == ["presented seq=1", "presented seq=3"])
        #expect(Self.identical(try #require(display.screen), try Self.render(third, panel: panel, rotation: .none)))

        // The idle board has no action to report.
        try presenter.present(try Self.board("idle"), seq: nil)
        #expect(lines.messages.count == 2)
    }

    @Test func autoPrefersDRMThenFbdevThenTheImageFile() throws {
        #expect(DisplayChooser.resolve(.auto, drmCards: ["/dev/dri/card0"], framebufferExists: true, dataDirectory: "/d") == .drm)
        #expect(DisplayChooser.resolve(.auto, drmCards: [], framebufferExists: true, dataDirectory: "/d") == .fbdev)
        #expect(DisplayChooser.resolve(.auto, drmCards: [], framebufferExists: false, dataDirectory: "/d") == .png("/d/screen.png"))
        #expect(DisplayChooser.resolve(.fbdev, drmCards: ["/dev/dri/card0"], framebufferExists: true, dataDirectory: "/d") == .fbdev)
        #expect(try DisplayChooser.output("png:/tmp/x.png", config: .auto) == .png("/tmp/x.png"))
        #expect(try DisplayChooser.output(nil, config: .drm) == .drm)
        #expect(throws: CommandFailure.self) { try DisplayChooser.output("hdmi", config: .auto) }
    }
}
