import Foundation
import InputKeys
import Logging
import Session
import Settings
import Testing
@testable import MatchEngine
@testable import Kiosk
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

    /// The hotspot is set up at start: a change to `[network]`, or to the venue it is named
    /// after while it is on, is said to wait for a restart; with it off, a venue change is not.
    @Test func hotspotChangesWaitForARestart() throws {
        let (root, file, config, kiosk) = try Self.venueKiosk()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try kiosk.start() == .idle)
        let reload = ConfigReload(path: file, config: config, session: kiosk, inputs: nil, presetOverride: nil,
                                  logger: Logger(label: "test") { _ in Captured() })
        try Self.write("[display]\nvenue = \"Riverside Oval\"\n[network]\nhotspot = \"on\"\n", to: file)
        #expect(reload.reload() == .applied(live: [], atRestart: ["network"]))
        try Self.write("[display]\nvenue = \"Hillcrest Park\"\n[network]\nhotspot = \"on\"\n", to: file)
        #expect(reload.reload() == .applied(live: ["display.venue"], atRestart: ["network"]))
        try Self.write("[display]\nvenue = \"Hillcrest Park\"\n", to: file)
        #expect(reload.reload() == .applied(live: [], atRestart: ["network"]))
        try Self.write("[display]\nvenue = \"Riverside Oval\"\n", to: file)
        #expect(reload.reload() == .applied(live: ["display.venue"], atRestart: []))
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
}
