import Renderer
import Testing
@testable import Settings

/// `[overlay]`: the stream overlay's PNG and canvas, each mistake named by its key.
@Suite struct OverlayConfigTests {
    static func problems(_ text: String) -> [String] { ConfigProblems.of(text) }

    @Test func withoutOverlayNothingIsWritten() throws {
        #expect(try ConfigLoader.parse("", file: "s.toml").overlay == nil)
    }

    @Test func thePathAloneTakesTheFullHDCanvas() throws {
        let config = try ConfigLoader.parse("[overlay]\npng = \"/run/scoreline/bug.png\"\n", file: "s.toml")
        #expect(config.overlay == OverlayConfig(png: "/run/scoreline/bug.png", size: PixelSize(width: 1920, height: 1080)))
    }

    @Test func aSizeIsWidthByHeight() throws {
        let config = try ConfigLoader.parse("[overlay]\npng = \"/tmp/o.png\"\nsize = \"1280x720\"\n", file: "s.toml")
        #expect(config.overlay?.size == PixelSize(width: 1280, height: 720))
    }

    @Test func eachMistakeNamesItsKeyAndWhatIsAccepted() {
        #expect(Self.problems("[overlay]\nsize = \"1280x720\"\n") == [
            "s.toml: overlay.png: [overlay] needs png = \"/path/overlay.png\": the file the stream overlay is written to.",
        ])
        #expect(Self.problems("[overlay]\npng = \"\"\n") == [
            "s.toml: overlay.png: must be the path of the PNG to write, such as \"/run/scoreline/overlay.png\" (found \"\").",
        ])
        let sizeForm = "WIDTHxHEIGHT with each side from 16 to 7680 pixels and no more pixels than 7680x4320, such as \"1920x1080\""
        #expect(Self.problems("[overlay]\npng = \"/tmp/o.png\"\nsize = \"1920*1080\"\n") == [
            "s.toml: overlay.size: must be \(sizeForm) (found \"1920*1080\").",
        ])
        #expect(Self.problems("[overlay]\npng = \"/tmp/o.png\"\nsize = \"8x8\"\n") == [
            "s.toml: overlay.size: must be \(sizeForm) (found \"8x8\").",
        ])
        #expect(Self.problems("[overlay]\npng = 3\n") == [
            "s.toml: overlay.png: must be text in quotes (found 3).",
        ])
        #expect(Self.problems("[overlay]\npng = \"/tmp/o.png\"\nsise = \"1280x720\"\n") == [
            "s.toml: overlay.sise: unknown key; did you mean \"size\"?",
        ])
    }
}
