import CommandBasics
import Foundation
import MatchEngine
@testable import Kiosk
@testable import ScorelineCLI
import Settings
import Testing

/// `scoreline config check` and the run command's reading of `[inputs]`: what the executable
/// adds on top of the Settings module's loader (SettingsTests checks the loader itself).
@Suite struct ConfigCommandTests {
    static let root: URL = {
        var dir = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { dir.deleteLastPathComponent() }
        return dir
    }()

    @Test func checkCommandExitsTwoOnAProblem() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-\(UUID().uuidString).toml")
        try "[display]\nrotate = 45\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try ReplayCommandTests.scoreline(["config", "check", "--config", file.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("display.rotate: must be 0, 90, 180 or 270 (found 45)."))
    }

    @Test func configCheckReportsInputProblems() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-inputs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/s.toml"
        try Data("[inputs.gpio]\nlines = { GPIO17 = \"plusC\" }\n".utf8).write(to: URL(fileURLWithPath: file))
        let result = try ReplayCommandTests.scoreline(["config", "check", "--config", file], stdin: "")
        #expect(result.status == 2)
        #expect(result.stderr.contains("inputs.gpio.lines.GPIO17: must be one of"))

        try Data("[inputs.gpio]\n[inputs.evdev]\n".utf8).write(to: URL(fileURLWithPath: file))
        let good = try ReplayCommandTests.scoreline(["config", "check", "--config", file], stdin: "")
        #expect(good.status == 0)
        #expect(good.lines.joined(separator: "\n").contains("inputs: GPIO on any chip, keypads"))
    }

    /// The kiosk examples name their buttons, so the service reads them, not an empty stdin.
    @Test func theExamplesChooseTheirInputs() throws {
        func load(_ name: String) throws -> ScorelineConfig {
            try ConfigLoader.load(Self.root.appendingPathComponent("deploy/examples/\(name).toml").path)
        }
        #expect(try Kiosk.inputChoice(nil, inputs: load("ground-scoreboard").inputs) == .config)
        #expect(try Kiosk.inputChoice(nil, inputs: nil) == .stdin)
        #expect(throws: CommandFailure.self) { try Kiosk.inputChoice("config", inputs: nil) }
    }

    /// ADR 030: the packaged first-boot config turns the web app on and names no buttons; the
    /// phone is then the only input, and an empty stdin (systemd's) does not stop the kiosk.
    @Test func theFirstBootConfigIsScoredFromAPhone() throws {
        let config = try ConfigLoader.load(Self.root.appendingPathComponent("deploy/examples/first-boot.toml").path)
        #expect(config.remote?.host == "0.0.0.0")
        #expect(config.remote?.port == 8080)
        #expect(config.preset == nil)
        #expect(try Kiosk.inputChoice(nil, inputs: config.inputs, remote: true) == .phone)
        #expect(try Kiosk.inputChoice("stdin", inputs: config.inputs, remote: true) == .stdin)
        #expect(try Kiosk.inputChoice(nil, inputs: nil, remote: false) == .stdin)
    }

    /// Without the web app the idle board names the config file, but only for a kiosk with
    /// buttons and nothing to start; a scripted run says nothing.
    @Test func theConfigHintIsForKiosksWithNothingToStart() {
        let web = RemoteConfig(host: "0.0.0.0", port: 8080)
        #expect(Kiosk.configHint(remote: nil, hasPreset: false, choice: .config, configPath: "/etc/s.toml") == .configFile("/etc/s.toml"))
        #expect(Kiosk.configHint(remote: nil, hasPreset: false, choice: .config, configPath: nil) == .configFile(ScorelineConfig.defaultPath))
        #expect(Kiosk.configHint(remote: nil, hasPreset: true, choice: .config, configPath: "/etc/s.toml") == nil)
        #expect(Kiosk.configHint(remote: web, hasPreset: false, choice: .phone, configPath: "/etc/s.toml") == nil)
        #expect(Kiosk.configHint(remote: nil, hasPreset: false, choice: .stdin, configPath: "/etc/s.toml") == nil)
    }
}
