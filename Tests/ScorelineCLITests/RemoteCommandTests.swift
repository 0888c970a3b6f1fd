import Foundation
import Testing

/// `scoreline remote list|revoke` on a data directory, and `config check` saying where the web
/// app listens (docs/remote.md, ADR 027). The token file is written the way pairing writes it.
@Suite struct RemoteCommandTests {
    static func dataDirectory() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-remote-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir + "/remote", withIntermediateDirectories: true)
        return dir
    }

    /// Two phones, as a kiosk's pairings leave them (hashes made up: only their shape matters).
    static let tokens = """
        {"version":1,"tokens":[
        {"id":"3f2a9c1b","hash":"3f2a9c1b\(String(repeating: "0", count: 56))","label":"Umpire's phone","created":"2026-05-01T10:02:03Z","lastUsed":"2026-05-01T12:40:00Z"},
        {"id":"a0b1c2d3","hash":"a0b1c2d3\(String(repeating: "1", count: 56))","label":"Scorer's tablet","created":"2026-05-02T09:00:00Z"}
        ]}
        """

    @Test func listShowsEachPhoneAndRevokeForgetsOne() throws {
        let data = try Self.dataDirectory()
        defer { try? FileManager.default.removeItem(atPath: data) }
        try Data(Self.tokens.utf8).write(to: URL(fileURLWithPath: data + "/remote/tokens.json"))
        let list = try ReplayCommandTests.scoreline(["remote", "list", "--data-dir", data])
        #expect(list.status == 0)
        #expect(list.lines.filter { !$0.isEmpty }.count == 2)
        #expect(list.lines.first?.hasPrefix("3f2a9c1b  Umpire's phone  paired 2026-05-01T10:02:03Z  last used 2026-05-01T12:40:00Z") == true)
        #expect(list.lines.contains { $0.hasPrefix("a0b1c2d3  Scorer's tablet  paired 2026-05-02T09:00:00Z  last used never") })

        let revoke = try ReplayCommandTests.scoreline(["remote", "revoke", "a0b1", "--data-dir", data])
        #expect(revoke.status == 0)
        #expect(revoke.lines.first == "Revoked a0b1c2d3 (Scorer's tablet): it can no longer score; the kiosk refuses it from its next request.")
        let after = try ReplayCommandTests.scoreline(["remote", "list", "--data-dir", data])
        #expect(after.lines.filter { !$0.isEmpty }.count == 1)
        #expect(!after.lines.joined(separator: "\n").contains("a0b1c2d3"))

        let unknown = try ReplayCommandTests.scoreline(["remote", "revoke", "ffffffff", "--data-dir", data])
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("No paired phone has the id ffffffff; the ids are 3f2a9c1b (scoreline remote list)."))
    }

    @Test func aDamagedFileIsNamedAndKept() throws {
        let data = try Self.dataDirectory()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let path = data + "/remote/tokens.json"
        try Data("{\"version\":1,\"tokens\":[".utf8).write(to: URL(fileURLWithPath: path))
        let list = try ReplayCommandTests.scoreline(["remote", "list", "--data-dir", data])
        #expect(list.status != 0)
        #expect(list.stderr.contains("\(path) cannot be used: it is not a token list"))
        #expect(try ReplayCommandTests.scoreline(["remote", "revoke", "3f2a", "--data-dir", data]).status != 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\"version\":1,\"tokens\":[")
    }

    @Test func noFileMeansNoPhone() throws {
        let data = try Self.dataDirectory()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let list = try ReplayCommandTests.scoreline(["remote", "list", "--data-dir", data])
        #expect(list.status == 0)
        #expect(list.lines.joined(separator: "\n").hasPrefix("No phone is paired with the scoreboard in \(data)."))
    }

    @Test func configCheckSaysWhereTheWebAppListens() throws {
        let data = try Self.dataDirectory()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let file = data + "/s.toml"
        try Data("[remote]\nlisten = \"0.0.0.0:8080\"\n".utf8).write(to: URL(fileURLWithPath: file))
        let on = try ReplayCommandTests.scoreline(["config", "check", "--config", file])
        #expect(on.status == 0)
        #expect(on.lines.joined(separator: "\n").contains("; remote: web app on http://0.0.0.0:8080/ (every network this machine is on))"))
        try Data("".utf8).write(to: URL(fileURLWithPath: file))
        #expect(try ReplayCommandTests.scoreline(["config", "check", "--config", file]).lines.joined(separator: "\n").contains("; remote: off, no web app)"))
        try Data("[remote]\nlisten = \"8080\"\n".utf8).write(to: URL(fileURLWithPath: file))
        let wrong = try ReplayCommandTests.scoreline(["config", "check", "--config", file])
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("remote.listen: must be HOST:PORT"))
        #expect(wrong.stderr.contains("(found \"8080\")"))
    }
}
