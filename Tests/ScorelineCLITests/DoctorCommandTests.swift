import Foundation
import Glibc
import Testing

/// `scoreline doctor` run as the binary: its exit status, `--json`, and what a user without
/// write access sees. DoctorTests checks the report itself through the Doctor module.
@Suite struct DoctorCommandTests {
    /// A throwaway directory standing in for `/`, with nothing in it unless a test puts it there.
    struct Scratch {
        let root: String

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-doctor-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        }

        func remove() {
            // A test may have taken write permission away; give it back so the tree can go.
            _ = chmod(root + "/data", 0o755)
            try? FileManager.default.removeItem(atPath: root)
        }
    }

    /// Root may write anywhere, so the check runs the real binary as `nobody` when the tests
    /// run as root (as they do in CI).
    @Test func anUnwritableDataDirectoryIsAProblem() throws {
        let tree = try Scratch()
        defer { tree.remove() }
        try FileManager.default.createDirectory(atPath: tree.root + "/data", withIntermediateDirectories: false)
        #expect(chmod(tree.root + "/data", 0o555) == 0)
        // The fonts from a copy `nobody` can read, wherever the checkout is (a CI clone may sit
        // in a directory only root can enter).
        try FileManager.default.copyItem(atPath: ConfigCommandTests.root.appendingPathComponent("fonts").path, toPath: tree.root + "/fonts")
        let args = ["doctor", "--data-dir", tree.root + "/data", "--config", tree.root + "/none.toml"]
        let run = try Self.runAsUnprivileged(args, environment: ["SCORELINE_FONTS": tree.root + "/fonts"])
        #expect(run.status == 1)
        #expect(run.lines.contains("  PROBLEM: \(tree.root)/data is not writable (Permission denied). Give the scoreboard's user write access (sudo chown -R scoreline:scoreline \(tree.root)/data), or check the card is not mounted read-only."))
        #expect(run.lines.last == "NOT READY: the config file is not valid; the data directory \(tree.root)/data is not writable.")
    }

    @Test func jsonCarriesTheSameReport() throws {
        let tree = try Scratch()
        defer { tree.remove() }
        let run = try ReplayCommandTests.scoreline(["doctor", "--json", "--data-dir", tree.root + "/data"])
        #expect(run.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.lines.joined(separator: "\n").utf8)) as? [String: Any])
        #expect(json["ready"] as? Bool == false)
        #expect(json["verdict"] as? String == "NOT READY: the data directory \(tree.root)/data does not exist.")
        let sections = try #require(json["sections"] as? [[String: Any]])
        #expect(sections.map { $0["title"] as? String } == ["Scoreline", "Displays", "Buttons", "Fonts", "Data directory", "systemd"])
    }

    static func runAsUnprivileged(_ arguments: [String], environment: [String: String] = [:]) throws -> ReplayCommandTests.Run {
        let process = Process()
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        guard getuid() == 0 else {
            process.executableURL = ReplayCommandTests.binary
            process.arguments = arguments
            return try Self.collect(process)
        }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", ReplayCommandTests.binary.path] + arguments
        return try collect(process)
    }

    private static func collect(_ process: Process) throws -> ReplayCommandTests.Run {
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ReplayCommandTests.Run(
            status: process.terminationStatus, lines: String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init), stderr: "")
    }
}
