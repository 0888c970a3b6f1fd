import Kiosk
import Testing

/// `scoreline run`'s plain options, read without ArgumentParser (ADR 060): the pairs a unit
/// file gives are read; anything else is left to ArgumentParser (nil).
@Suite("Kiosk arguments")
struct KioskArgumentsTests {
    @Test func theBenchmarksCommandLineIsRead() {
        // `scoreline-bench start`'s own command line, as written in docs/PERFORMANCE.md.
        let read = KioskArguments(plain: ["--input", "stdin", "--output", "memory", "--size", "1920x1080", "--data-dir", "/var/tmp/d"])
        #expect(read == KioskArguments(dataDir: "/var/tmp/d", input: "stdin", output: "memory", size: "1920x1080"))
    }

    @Test func everyNameInBothSpellings() {
        let read = KioskArguments(plain: [
            "--config=/etc/scoreline/config.toml", "--data-dir", "/srv/d", "--preset=t20", "--input", "config",
            "--output=png:/tmp/b.png", "--size", "800x480", "--follow=mqtt://h/scoreline/v/1", "--overlay", "/tmp/o.png",
        ])
        #expect(read == KioskArguments(
            config: "/etc/scoreline/config.toml", dataDir: "/srv/d", preset: "t20", input: "config", output: "png:/tmp/b.png",
            size: "800x480", follow: "mqtt://h/scoreline/v/1", overlay: "/tmp/o.png"))
        // A value may hold "=" after the first one.
        #expect(KioskArguments(plain: ["--output=png:/tmp/a=b.png"])?.output == "png:/tmp/a=b.png")
    }

    @Test func noOptionsIsTheDefaults() {
        #expect(KioskArguments(plain: []) == KioskArguments())
        #expect(KioskArguments(plain: [])?.size == "1920x1080")
    }

    @Test func anythingElseGoesToArgumentParser() {
        let refused: [[String]] = [
            ["--help"], ["-h"], ["help"],
            ["--unknown", "x"],
            ["--size"],  // no value
            ["--size", "--input", "stdin"],  // a value that is an option
            ["--preset", "-x"],
            ["--size="],
            ["--input", "stdin", "--input", "terminal"],  // twice
            ["--", "--input"],
            ["stdin"],
            ["-input", "stdin"],
        ]
        for arguments in refused {
            #expect(KioskArguments(plain: arguments) == nil, "\(arguments)")
        }
    }
}
