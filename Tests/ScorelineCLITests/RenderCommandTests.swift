import ArgumentParser
import Foundation
import Renderer
import Testing
@testable import ScorelineCLI

/// `scoreline render` writes the screen after a replay as an image of the asked size.
@Suite("scoreline render")
struct RenderCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func run(_ arguments: [String]) throws {
        let command = try #require(try Scoreline.parseAsRoot(["render"] + arguments + ["--fonts", root.appendingPathComponent("fonts").path]) as? RenderCommand)
        try command.run()
    }

    static func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString)-\(name)").path
    }

    @Test("A cricket match renders at the asked size, turned for a portrait mount")
    func rotatedPNG() throws {
        let out = Self.temporary("frame.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        try Self.run([Self.root.appendingPathComponent("docs/examples/demo-cricket.jsonl").path, "--size", "640x360", "--rotate", "90", "--out", out])
        let image = try ImageFile.readPNG(out)
        #expect(image.size == PixelSize(width: 640, height: 360))
        // Not a blank frame: the score is drawn in white on the daylight theme's black.
        #expect((0..<image.height).contains { y in (0..<image.width).contains { x in image[x, y] == 0xFFFFFF } })
    }

    @Test("A PPM file gets a P6 header with the size")
    func ppm() throws {
        let out = Self.temporary("frame.ppm")
        defer { try? FileManager.default.removeItem(atPath: out) }
        try Self.run([Self.root.appendingPathComponent("Tests/Fixtures/boards/idle.json").path, "--size", "64x32", "--out", out])
        let data = try #require(FileManager.default.contents(atPath: out))
        #expect(data.starts(with: Data("P6\n64 32\n255\n".utf8)))
        #expect(data.count == "P6\n64 32\n255\n".utf8.count + 64 * 32 * 3)
    }

    @Test("Refused lines are reported and make the exit status 2; the picture is still written")
    func refusedLines() throws {
        let out = Self.temporary("frame.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let match = Self.root.appendingPathComponent("docs/examples/badminton-singles.jsonl").path
        #expect(throws: ExitCode(2)) { try Self.run([match, "--size", "320x180", "--out", out]) }
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test("A bad size, rotation or theme is refused with what to write instead")
    func badOptions() throws {
        let match = Self.root.appendingPathComponent("docs/examples/demo-cricket.jsonl").path
        #expect(throws: ValidationError.self) { try Self.run([match, "--size", "big", "--out", "/tmp/x.png"]) }
        #expect(throws: ValidationError.self) { try Self.run([match, "--rotate", "45", "--out", "/tmp/x.png"]) }
        #expect(throws: ValidationError.self) { try Self.run([match, "--theme", "neon", "--out", "/tmp/x.png"]) }
    }
}
