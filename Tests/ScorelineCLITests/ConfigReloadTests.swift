import Foundation
import InputKeys
import Logging
import Session
import Settings
import Testing
@testable import MatchEngine
@testable import ScorelineCLI
@testable import Store

/// SIGHUP's reload: a valid file is applied where it can be, a file with a mistake changes
/// nothing and the log names the key.
@Suite struct ConfigReloadTests {
    /// Keeps every log message, so a test can read what the operator would.
    final class Captured: LogHandler, @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(level: Logger.Level, message: Logger.Message, metadata: Logger.Metadata?, source: String, file: String, function: String, line: UInt) {
            lock.withLock { lines.append("\(level): \(message)") }
        }
        var messages: [String] { lock.withLock { lines } }
    }

    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// A kiosk (no match yet) started from a config file that names a venue, in a new directory.
    static func root() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-reload-\(UUID().uuidString)").path
    }

    static func venueKiosk() throws -> (root: String, file: String, config: ScorelineConfig, kiosk: ScoringSession) {
        let root = Self.root()
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let file = root + "/scoreline.toml"
        try write("[display]\nvenue = \"Riverside Oval\"\n", to: file)
        let config = try ConfigLoader.load(file)
        let kiosk = ScoringSession(store: MatchStore(root: root + "/data"))
        kiosk.venue = config.display.venue
        return (root, file, config, kiosk)
    }

    @Test func aValidChangeIsAppliedAndDisplayChangesWaitForARestart() throws {
        let (root, file, config, kiosk) = try Self.venueKiosk()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try kiosk.start() == .idle)
        var plans = 0
        let sources = InputHub(sport: nil) { _ in
            plans += 1
            return ([], .standard)
        }
        let log = Captured()
        let reload = ConfigReload(path: file, config: config, session: kiosk, inputs: sources, presetOverride: nil,
                                  logger: Logger(label: "test") { _ in log })

        try Self.write("""
            preset = "demo-badminton"
            [display]
            venue = "Hillcrest Park"
            theme = "indoor"
            [inputs.evdev]
            devices = ["Keypad"]
            """, to: file)
        #expect(reload.reload() == .applied(live: ["display.venue", "preset", "inputs"], atRestart: ["display"]))
        #expect(kiosk.board["venue"]?.text == "Hillcrest Park")
        #expect(kiosk.preset == DemoPresets.record("demo-badminton"))
        #expect(plans == 0)
        #expect(reload.config.inputs?.evdev?.devices == ["Keypad"])
        #expect(log.messages.contains { $0.contains("display changes apply at restart") })
    }

    @Test func anInvalidFileKeepsTheRunningConfigAndTheLogNamesTheKey() throws {
        let (root, file, config, kiosk) = try Self.venueKiosk()
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try kiosk.start()
        let log = Captured()
        let reload = ConfigReload(path: file, config: config, session: kiosk, inputs: nil, presetOverride: nil,
                                  logger: Logger(label: "test") { _ in log })

        try Self.write("[display]\nvenue = \"Hillcrest Park\"\n[inputs.gpio]\nlines = { GPIO17 = \"plusC\" }\n", to: file)
        #expect(reload.reload() == .rejected)
        #expect(kiosk.board["venue"]?.text == "Riverside Oval")
        #expect(reload.config == config)
        #expect(log.messages.contains { $0.hasPrefix("error: config reload: \(file): inputs.gpio.lines.GPIO17: must be one of") && $0.hasSuffix("Keeping the running config.") })
    }

    /// The real process: SIGHUP between actions reloads the file and the run carries on.
    @Test func sighupReloadsTheRunningProcess() throws {
        let root = Self.root()
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = root + "/scoreline.toml"
        try Self.write("preset = \"demo-cricket\"\n[display]\nvenue = \"Riverside Oval\"\n", to: file)
        let process = Process()
        process.executableURL = ReplayCommandTests.binary
        process.arguments = ["run", "--config", file, "--data-dir", root + "/data", "--output", "png:\(root)/frame.png", "--size", "320x180"]
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var seen = ""
        /// Reads the log until `text` appears (or the process ends): the process's own word, no sleeping.
        func wait(for text: String) -> Bool {
            while !seen.contains(text) {
                let chunk = errors.fileHandleForReading.availableData
                if chunk.isEmpty { return false }
                seen += String(decoding: chunk, as: UTF8.self)
            }
            return true
        }
        // An acknowledged action proves the reactor (and its signal watcher) is running.
        input.fileHandleForWriting.write(Data(#"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#.utf8 + [0x0A]))
        #expect(wait(for: "ack seq=2"))
        try Self.write("preset = \"demo-cricket\"\n[display]\nvenue = \"Hillcrest\"\n[inputs.gpio]\nlines = { GPIO17 = \"plusC\" }\n", to: file)
        kill(process.processIdentifier, SIGHUP)
        #expect(wait(for: "Keeping the running config."))
        #expect(seen.contains("inputs.gpio.lines.GPIO17: must be one of"))
        try Self.write("preset = \"demo-cricket\"\n[display]\nvenue = \"Hillcrest\"\n", to: file)
        kill(process.processIdentifier, SIGHUP)
        #expect(wait(for: "config reloaded from \(file): applied display.venue"))
        input.fileHandleForWriting.write(Data(#"{"type":"bowler","name":"Kofi"}"#.utf8 + [0x0A]))
        try input.fileHandleForWriting.close()
        #expect(wait(for: "ack seq=3"))
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}

