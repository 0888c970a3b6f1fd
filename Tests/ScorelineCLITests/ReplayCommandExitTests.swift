import ArgumentParser
import Foundation
import Testing
@testable import ScorelineCLI

/// `scoreline replay`'s exit status is part of the contract: 2 when any line was refused.
@Suite("scoreline replay exit status")
struct ReplayCommandExitTests {
    static func write(_ lines: [String]) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("replay-\(UUID().uuidString).jsonl").path
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let newMatch = #"{"type":"newMatch","sport":"cricket","teams":[{"name":"Alpha"},{"name":"Beta"}]}"#

    @Test("A file whose every line is accepted exits 0")
    func accepted() throws {
        let path = try Self.write([Self.newMatch, #"{"type":"openers","striker":"A","nonStriker":"B"}"#])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let command = try #require(try Scoreline.parseAsRoot(["replay", path]) as? ReplayCommand)
        try command.run()
    }

    @Test("A refused line makes the exit status 2")
    func refused() throws {
        // A delivery before any bowler is chosen is refused.
        let path = try Self.write([Self.newMatch, #"{"type":"openers","striker":"A","nonStriker":"B"}"#,
                                   #"{"type":"delivery","bat":1}"#])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let command = try #require(try Scoreline.parseAsRoot(["replay", path, "--each"]) as? ReplayCommand)
        #expect(command.each)
        #expect(throws: ExitCode(2)) { try command.run() }
    }
}
