import Foundation
import Testing

/// `matches list` and `add` run as the binary: every folder is listed (the unreadable ones
/// with why), nothing from meta.json reaches the terminal as a control sequence, no journal
/// line is stored that import would refuse, and `add` never writes into a folder that is there.
@Suite struct MatchesCommandTests {
    static func scoreline(_ arguments: [String]) throws -> ReplayCommandTests.Run {
        try ReplayCommandTests.scoreline(arguments)
    }

    /// A folder whose meta.json is lost used to be left out of the list without a word.
    @Test func listNamesAFolderItCannotRead() throws {
        let here = TransferFolder()
        defer { here.remove() }
        try here.add("m1")
        try here.add("m2")
        try FileManager.default.removeItem(atPath: here.meta("m1"))

        let run = try Self.scoreline(["matches", "list", "--data-dir", here.data])
        #expect(run.status == 0, "said: \(run.said)")
        #expect(run.lines.contains { $0.hasPrefix("  m2  cricket  finished  ") })
        let unreadable = run.lines.first { $0.contains("m1") }
        #expect(unreadable == "! m1  unreadable: \(here.meta("m1")) cannot be read: it is missing, so the match in this folder is incomplete.")
    }

    /// The title, sport and date came out byte for byte: an ESC sequence in meta.json could
    /// clear the screen or retitle the terminal.
    @Test func listEscapesControlCharactersFromMeta() throws {
        let here = TransferFolder()
        defer { here.remove() }
        try here.add("m1")
        var meta = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: here.meta("m1")))) as? [String: Any])
        meta["title"] = "A\u{1B}[2J\u{1B}]0;owned\u{07}B"
        meta["sport"] = "cricket\u{1B}[31m"
        meta["date"] = "2026\u{9B}1m"
        try JSONSerialization.data(withJSONObject: meta).write(to: URL(fileURLWithPath: here.meta("m1")))

        let run = try Self.scoreline(["matches", "list", "--data-dir", here.data])
        #expect(run.status == 0, "said: \(run.said)")
        let all = run.lines.joined(separator: "\n")
        #expect(!all.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "said: \(all.debugDescription)")
        // Two balls of 4 and no result: the line ends with the score, "in play".
        #expect(run.lines == [#"  m1  cricket\u{1B}[31m  finished  2026\u{009B}1m  A\u{1B}[2J\u{1B}]0;owned\u{07}B  in play: Riverside 8/0 (0.2)"#])
    }

    /// An action line over 64 KiB used to be stored; export wrote it and import then refused
    /// the whole file.
    @Test func addRefusesALineOverTheLimitAndTheRestTravels() throws {
        let here = TransferFolder()
        let there = TransferFolder()
        defer { here.remove(); there.remove() }
        let long = #"{"type":"renamePlayer","from":"Asha","to":""# + String(repeating: "x", count: 70_000) + #""}"#
        let file = here.path("long.jsonl")
        try [
            #"{"type":"newMatch","sport":"cricket","matchId":"m1","teams":[{"name":"Riverside"},{"name":"Hillcrest"}],"rules":{"oversPerInnings":2}}"#,
            #"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#, long, #"{"type":"bowler","name":"Kofi"}"#,
        ].joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)

        let add = try Self.scoreline(["add", file, "--data-dir", here.data])
        #expect(add.status == 2, "said: \(add.said)")
        #expect(add.stderr.contains("\(file):3: "), "said: \(add.said)")
        #expect(add.stderr.contains("65536 bytes"), "said: \(add.said)")
        #expect(add.lines == ["stored m1: 3 records, 1 lines refused"])

        let out = here.path("export.json")
        let export = try Self.scoreline(["export", "--all", "--out", out, "--data-dir", here.data])
        #expect(export.status == 0, "said: \(export.said)")
        let imported = try Self.scoreline(["import", out, "--data-dir", there.data])
        #expect(imported.status == 0, "said: \(imported.said)")
    }

    /// The record's id and `add`'s fallback (the file's name) were both "paper", whose folder
    /// was there without its meta.json: the match was written over it.
    @Test func addSkipsAFolderThatIsThere() throws {
        let here = TransferFolder()
        defer { here.remove() }
        try FileManager.default.createDirectory(atPath: here.data + "/matches/paper", withIntermediateDirectories: true)
        let broken = Data("{\"v\":1,\"seq\":1,damaged\n".utf8)
        try broken.write(to: URL(fileURLWithPath: here.journal("paper")))
        let file = here.path("paper.jsonl")
        try #"{"type":"newMatch","sport":"cricket","matchId":"paper","teams":[{"name":"Old Boys"},{"name":"Colts"}],"rules":{"oversPerInnings":2}}"#
            .write(toFile: file, atomically: true, encoding: .utf8)

        let add = try Self.scoreline(["add", file, "--data-dir", here.data])
        #expect(add.status == 0, "said: \(add.said)")
        #expect(add.lines == ["stored paper-2: 1 records, 0 lines refused"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: here.data + "/matches/paper") == ["journal.jsonl"])
        #expect(here.bytes(here.journal("paper")) == broken)
    }

    /// doctor names the current match with its title, which came out as it was in meta.json.
    @Test func doctorEscapesTheCurrentMatchTitle() throws {
        let here = TransferFolder()
        defer { here.remove() }
        let file = here.path("m1.jsonl")
        try #"{"type":"newMatch","sport":"cricket","matchId":"m1","teams":[{"name":"A"},{"name":"B"}],"rules":{"oversPerInnings":2}}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let add = try Self.scoreline(["add", file, "--current", "--data-dir", here.data])
        #expect(add.status == 0, "said: \(add.said)")
        let edit = try Self.scoreline(["matches", "edit", "m1", "--title", "A\u{1B}]0;owned\u{07}B", "--data-dir", here.data])
        #expect(edit.status == 0, "said: \(edit.said)")

        let run = try Self.scoreline(["doctor", "--data-dir", here.data, "--config", here.path("none.toml")])
        #expect(!run.said.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, "said: \(run.said.debugDescription)")
        #expect(run.said.contains(#"A\u{1B}]0;owned\u{07}B"#), "said: \(run.said)")
    }
}
