import Foundation
import Testing
@testable import Store

/// Issue 20, "one number takes the kiosk down for good": every door a number comes in by
/// (stdin, `add`, `import`, `queue add`, a preset, `--size`, a journal an older build wrote)
/// refuses it with a sentence, and nothing that reads it traps (ADR 008).
@Suite struct NumberBoundsCommandTests {
    static let hugeBall = #"{"type":"delivery","bat":10000000000000000}"#
    static let hugeBallRefusal = #"In "delivery", "bat" must be a whole number from 0 to 99, not 10000000000000000."#
    static let demoCricket = #"{"type":"newMatch","sport":"cricket","teams":[{"name":"Riverside","short":"RIV"},{"name":"Hillcrest","short":"HIL"}],"rules":{"oversPerInnings":20}}"#

    static func temporaryDirectory() -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-bounds-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    static func run(_ arguments: [String], stdin: String = "") throws -> ReplayCommandTests.Run {
        try ReplayCommandTests.scoreline(arguments, stdin: stdin)
    }

    /// The issue's reproducer: the ball was acknowledged, then the board trapped, and every
    /// restart resumed the same ball and trapped again.
    @Test func theKioskRefusesAHugeBallAndComesBackAfterARestart() throws {
        let dir = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let kiosk = ["run", "--input", "stdin", "--output", "png:\(dir)/frame.png", "--size", "320x180", "--data-dir", dir + "/data"]
        let first = try Self.run(kiosk + ["--preset", "demo-cricket"], stdin: "run1\n\(Self.hugeBall)\n")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("refused: \(Self.hugeBallRefusal)"))
        let again = try Self.run(kiosk, stdin: "run1\n")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.contains("resumed"))
    }

    /// A journal an older build wrote, holding the huge ball it acknowledged: every reader
    /// refuses that one line, as it does any record the rules refuse, and carries on.
    @Test func aJournalHoldingAHugeBallIsReadWithThatLineRefused() throws {
        let dir = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let data = dir + "/data"
        let store = MatchStore(root: data)
        let journal = try store.create(matchId: "old-build", sport: "cricket", title: "Riverside v Hillcrest", newMatch: Array(Self.demoCricket.utf8))
        for line in [#"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#, #"{"type":"bowler","name":"Kofi"}"#,
                     Self.hugeBall, #"{"type":"delivery","bat":1}"#] {
            _ = try journal.append(Array(line.utf8), at: nil)
        }
        journal.close()

        let kiosk = try Self.run(["run", "--input", "stdin", "--output", "png:\(dir)/frame.png", "--size", "320x180", "--data-dir", data])
        #expect(kiosk.status == 0, "\(kiosk.stderr)")
        #expect(kiosk.stderr.contains("seq=4") && kiosk.stderr.contains(Self.hugeBallRefusal), "\(kiosk.stderr)")

        let state = try Self.run(["debug", "state", "--data-dir", data, "--match-id", "old-build"])
        #expect(state.status == 0, "\(state.stderr)")
        let decoded = try JSONSerialization.jsonObject(with: Data((state.lines.first ?? "").utf8)) as? [String: Any]
        let innings = try #require(decoded?["innings"] as? [[String: Any]])
        #expect(innings.first?["runs"] as? Int == 1)

        let edit = try Self.run(["matches", "edit", "old-build", "--data-dir", data, "--action", #"{"type":"undo"}"#])
        #expect(edit.status == 0, "\(edit.stderr)")
        #expect(edit.lines == ["recorded as 6"])

        // JSON carries the journal as it is; CSV rebuilds the match, so the refused ball makes
        // it partial: named, exit 2, and 0 only when partial is allowed (ADR 010).
        let json = try Self.run(["export", "old-build", "--data-dir", data, "--format", "json", "--out", "\(dir)/out.json"])
        #expect(json.status == 0, "\(json.stderr)")
        let csv = try Self.run(["export", "old-build", "--data-dir", data, "--format", "csv", "--out", "\(dir)/out.csv"])
        #expect(csv.status == 2, "\(csv.stderr)")
        #expect(csv.stderr.contains("old-build"), "\(csv.stderr)")
        let partial = try Self.run(["export", "old-build", "--data-dir", data, "--format", "csv", "--allow-partial", "--out", "\(dir)/out.csv"])
        #expect(partial.status == 0, "\(partial.stderr)")
        // Doctor replays the current match as the kiosk will, and names the record it skips.
        try store.setCurrent("old-build")
        let doctor = try Self.run(["doctor", "--data-dir", data])
        #expect(doctor.status == 0 || doctor.status == 1, "\(doctor.stderr)")
        let warning = "  WARNING: Current match old-build (Riverside v Hillcrest): the rules refuse record 4, which the scoreboard skips when it loads the match: \(Self.hugeBallRefusal) Undo or correct it with scoreline matches edit."
        #expect(doctor.lines.contains(warning), "doctor said:\n\(doctor.lines.joined(separator: "\n"))")
    }

    @Test func replayAndRenderRefuseTheLineAndGoOn() throws {
        let dir = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/match.jsonl"
        try [Self.demoCricket, #"{"type":"openers"}"#, #"{"type":"bowler"}"#, Self.hugeBall, #"{"type":"delivery","bat":4}"#]
            .joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let replay = try Self.run(["replay", file])
        #expect(replay.status == 2)
        #expect(replay.stderr.contains(Self.hugeBallRefusal) || replay.lines.joined().contains("not 10000000000000000"))
        let render = try Self.run(["render", file, "--size", "320x180", "--out", dir + "/frame.png"])
        #expect(render.status == 2)
        #expect(render.stderr.contains("line 4 was refused: \(Self.hugeBallRefusal)"))
    }

    @Test func addRefusesTheLineNamingItsNumber() throws {
        let dir = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/paper.jsonl"
        try [Self.demoCricket, #"{"type":"openers"}"#, #"{"type":"bowler"}"#, Self.hugeBall, #"{"type":"delivery","bat":4}"#]
            .joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let add = try Self.run(["add", file, "--data-dir", dir + "/data"])
        #expect(add.status == 2, "\(add.stderr)")
        #expect(add.stderr.contains("\(file):4: \(Self.hugeBallRefusal)"))
        #expect(add.lines == ["stored paper: 4 records, 1 lines refused"])
    }

    /// An export carries journal lines verbatim, and import is a range-checked door: a match
    /// holding the huge ball is refused whole, naming the record (issue 39; before, it was
    /// stored and the ball refused only when the match was read).
    @Test func anImportedHugeBallIsRefusedAtTheDoor() throws {
        let dir = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let source = MatchStore(root: dir + "/elsewhere")
        let journal = try source.create(matchId: "imported", sport: "cricket", title: "Riverside v Hillcrest", newMatch: Array(Self.demoCricket.utf8))
        for line in [#"{"type":"openers"}"#, #"{"type":"bowler"}"#, Self.hugeBall] { _ = try journal.append(Array(line.utf8), at: nil) }
        journal.close()
        let export = dir + "/export.json"
        try PosixFileLayer().replaceAtomically(export, with: try MatchExport.json(source, matchIds: ["imported"]))

        let data = dir + "/data"
        let imported = try Self.run(["import", export, "--data-dir", data])
        #expect(imported.status == 2, "\(imported.stderr)")
        // Record 4: newMatch, openers, bowler, then the ball.
        #expect(imported.stderr.contains("imported: record 4 of its journal is refused by the rules (\(Self.hugeBallRefusal))"), "\(imported.stderr)")
        #expect(!FileManager.default.fileExists(atPath: data + "/matches/imported"))
    }

    @Test func queueAddRefusesOversOutOfRange() throws {
        let dir = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/next.json"
        try #"{"type":"newMatch","sport":"cricket","teams":[{"name":"A"},{"name":"B"}],"rules":{"oversPerInnings":10000000000000000}}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let queued = try Self.run(["queue", "add", file, "--data-dir", dir + "/data"])
        #expect(queued.status != 0)
        #expect(queued.stderr.contains("rules.oversPerInnings must be from 1 to 999, or null for unlimited overs, not 10000000000000000."), "\(queued.stderr)")
        #expect(try MatchStore(root: dir + "/data").queue().isEmpty)
    }

    /// `config check` passed 1e16 overs, and the preset's first ball trapped.
    @Test(arguments: ["10000000000000000", "1e16"])
    func configCheckRefusesAPresetsOversOutOfRange(overs: String) throws {
        let dir = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/scoreline.toml"
        try """
            [presets.club]
            sport = "cricket"
            teams = [{ name = "Riverside" }, { name = "Hillcrest" }]
            rules = { oversPerInnings = \(overs) }
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let check = try Self.run(["config", "check", "--config", file])
        #expect(check.status == 2)
        #expect(check.stderr.contains("\(file): presets.club: The match set-up is not valid: rules.oversPerInnings must be"), "\(check.stderr)")
        #expect(check.stderr.contains("from 1 to 999"), "\(check.stderr)")
    }

    /// `--size 100000x100000` asked for a 40 GB canvas and aborted on allocation.
    @Test(arguments: [["render", "docs/examples/demo-cricket.jsonl", "--out"], ["run", "--input", "stdin", "--preset", "demo-cricket", "--output"]])
    func anImageSizePastTheLimitIsRefusedWithTheLimit(command: [String]) throws {
        let dir = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let root = ConfigCommandTests.root.path
        let target = command[0] == "render" ? dir + "/frame.png" : "png:\(dir)/frame.png"
        var arguments = command.map { $0.hasPrefix("docs/") ? root + "/" + $0 : $0 } + [target, "--size", "100000x100000"]
        if command[0] == "run" { arguments += ["--data-dir", dir + "/data"] }
        let result = try Self.run(arguments)
        #expect(result.status != 0 && result.status < 128)
        #expect(result.stderr.contains("--size must be WIDTHxHEIGHT with each side from 16 to 7680 pixels and no more pixels than 7680x4320, not 100000x100000."), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/frame.png"))
    }
}
