import Kiosk
@testable import ScorelineCLI
import Testing

/// `scoreline run`'s plain start (ADR 060) must read every command line it takes as
/// ArgumentParser reads it: the same options, the same defaults.
@Suite("run's plain arguments")
struct RunPlainArgumentsTests {
    static let accepted: [[String]] = [
        [],
        ["--input", "stdin", "--output", "memory", "--size", "1920x1080", "--data-dir", "/var/tmp/d"],
        ["--config=/etc/scoreline/config.toml", "--preset", "t20", "--follow=mqtt://h:1883/scoreline/v/+"],
        ["--overlay", "/tmp/o.png", "--output=png:/tmp/a=b.png", "--size=800x480", "--input=terminal"],
    ]

    @Test func everyPlainCommandLineReadsAsArgumentParserReadsIt() throws {
        for arguments in Self.accepted {
            let parsed = try RunCommand.parse(arguments)
            let expected = KioskArguments(
                config: parsed.config.config, dataDir: parsed.dataDir, preset: parsed.preset, input: parsed.input,
                output: parsed.output, size: parsed.size, follow: parsed.follow, overlay: parsed.overlay)
            #expect(KioskArguments(plain: arguments) == expected, "\(arguments)")
        }
    }

    /// Every option `run` declares is one the plain reading knows, so none silently takes the
    /// slow path (and a new one shows up here).
    @Test func theNamesAreRunsOwn() {
        let help = RunCommand.helpMessage(columns: 200)
        for name in KioskArguments.names {
            #expect(help.contains("--\(name) "), "--\(name)")
        }
        let declared = help.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard let first = words.first, first.hasPrefix("--"), first != "--help" else { return nil }
            return String(first.dropFirst(2))
        }
        #expect(Set(declared) == Set(KioskArguments.names))
    }
}
