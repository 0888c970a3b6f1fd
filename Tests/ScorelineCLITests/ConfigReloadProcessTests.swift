import Foundation
import Testing

/// SIGHUP's reload in the real process (the policy itself is tested in KioskTests'
/// `ConfigReloadTests`): between actions it reloads the file and the run carries on.
@Suite struct ConfigReloadProcessTests {
    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func root() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-reload-\(UUID().uuidString)").path
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
