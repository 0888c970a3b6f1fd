import Foundation
import Testing

/// `scoreline backup` and `scoreline restore`, run as the binary (issue 17): a backup restored
/// into an empty data directory gives back every match's export byte for byte.
@Suite struct BackupCommandTests {
    static func scoreline(_ arguments: [String]) throws -> ReplayCommandTests.Run {
        try ReplayCommandTests.scoreline(arguments)
    }

    /// Two cricket matches, a badminton match scored rally by rally and one logged by its
    /// game scores, stored with `scoreline add` as a club would.
    static func club(_ here: TransferFolder) throws {
        try here.add("opener", balls: 3, runs: 4)
        try here.add("derby", teams: ("Łódź", "Kraków"), balls: 5, runs: 1)
        let rallies = here.path("quick.jsonl")
        try [
            #"{"type":"newMatch","sport":"badminton","format":"custom","rules":{"pointsToWin":3,"games":1},"matchId":"quick","sides":[{"name":"Cy"},{"name":"Di"}]}"#,
            #"{"type":"point","side":"B"}"#, #"{"type":"point","side":"A"}"#, #"{"type":"point","side":"A"}"#, #"{"type":"point","side":"A"}"#,
        ].joined(separator: "\n").write(toFile: rallies, atomically: true, encoding: .utf8)
        let quick = try scoreline(["add", rallies, "--data-dir", here.data])
        guard quick.status == 0 else { throw TransferSetupFailure("add quick: \(quick.stderr)") }
        let logged = try scoreline([
            "add", try LoggedMatchCommandTests.setUpFile(here), "--badminton-games", "21-19,18-21,21-15", "--date", "2026-11-21", "--data-dir", here.data,
        ])
        guard logged.status == 0 else { throw TransferSetupFailure("add final: \(logged.stderr)") }
    }

    /// Every export `scoreline export` makes of the directory: JSON of all, CSV per sport.
    static func exports(_ here: TransferFolder, into folder: String) throws -> [String: Data] {
        var out: [String: Data] = [:]
        let runs = [
            ("all.json", ["--all", "--format", "json"]),
            ("cricket.csv", ["opener", "derby", "--format", "csv"]),
            ("badminton.csv", ["quick", "final", "--format", "csv"]),
        ]
        for (name, arguments) in runs {
            let file = folder + "/" + name
            let run = try scoreline(["export"] + arguments + ["--out", file, "--data-dir", here.data])
            #expect(run.status == 0, "export \(name): \(run.stderr)")
            out[name] = here.bytes(file)
            if name.hasSuffix(".csv") { out[name + "-summary"] = here.bytes(file.replacingOccurrences(of: ".csv", with: "-summary.csv")) }
        }
        return out
    }

    @Test func aBackupRestoredIntoAnEmptyDirectoryGivesBackEveryExportByteForByte() throws {
        let here = TransferFolder()
        let there = TransferFolder()
        defer {
            here.remove()
            there.remove()
        }
        try Self.club(here)
        let config = here.path("scoreline.toml")
        try "[display]\ntheme = \"indoor\"\n".write(toFile: config, atomically: true, encoding: .utf8)
        let backup = here.path("club.backup")
        let made = try Self.scoreline(["backup", "--data-dir", here.data, "--out", backup, "--config", config])
        #expect(made.status == 0, "said: \(made.stderr)")
        // Each cricket match: meta.json, snapshot (written when `add` archives it), journal; each
        // badminton match (always re-folded, no snapshot): meta.json, journal; and the config.
        #expect(made.lines == ["backed up 11 files (4 matches) to \(backup)"])

        let restoredConfig = there.path("etc/scoreline.toml")
        let restore = try Self.scoreline(["restore", backup, "--data-dir", there.data, "--config", restoredConfig])
        #expect(restore.status == 0, "said: \(restore.stderr)")
        #expect(restore.stderr == "")
        #expect(restore.lines.last == "restored 5, already here 0, not restored 0, lines skipped 0")
        #expect(Set(restore.lines.dropLast()) == [
            "restored: config \(restoredConfig)", "restored: match derby", "restored: match final", "restored: match opener", "restored: match quick",
        ])
        #expect(there.bytes(restoredConfig) == here.bytes(config))

        let before = try Self.exports(here, into: here.path(""))
        let after = try Self.exports(there, into: there.path(""))
        #expect(before.count == 5)
        for (name, bytes) in before {
            #expect(after[name] == bytes, "\(name) differs after the restore")
        }
        let list = try Self.scoreline(["matches", "list", "--data-dir", there.data])
        #expect(list.lines == (try Self.scoreline(["matches", "list", "--data-dir", here.data])).lines)
    }

    @Test func aDamagedLineIsNamedAndTheRestRestores() throws {
        let here = TransferFolder()
        let there = TransferFolder()
        defer {
            here.remove()
            there.remove()
        }
        try Self.club(here)
        let backup = here.path("club.backup")
        #expect(try Self.scoreline(["backup", "--data-dir", here.data, "--out", backup, "--config", here.path("none.toml")]).status == 2)
        var lines = try String(contentsOfFile: backup, encoding: .utf8).components(separatedBy: "\n")
        // The line of quick's journal: one character of its data changed.
        let number = try #require(lines.firstIndex { $0.hasPrefix(#"{"path":"matches/quick/journal.jsonl""#) })
        lines[number] = lines[number].replacingOccurrences(of: #""data":"ey"#, with: #""data":"fy"#)
        try lines.joined(separator: "\n").write(toFile: backup, atomically: true, encoding: .utf8)

        let restore = try Self.scoreline(["restore", backup, "--data-dir", there.data, "--config", there.path("scoreline.toml")])
        #expect(restore.status == 2)
        #expect(restore.stderr.contains("\(backup):\(number + 1): its data fails its check"))
        #expect(restore.stderr.contains("not restored: match quick: line \(number + 1) of it in the backup was skipped, and a match is restored whole or not at all."))
        #expect(restore.lines.last == "restored 3, already here 0, not restored 1, lines skipped 1")
        #expect(try FileManager.default.contentsOfDirectory(atPath: there.data + "/matches").sorted() == ["derby", "final", "opener"])

        // Restoring again over what is there: the three are already here, quick still skipped.
        let again = try Self.scoreline(["restore", backup, "--data-dir", there.data, "--config", there.path("scoreline.toml")])
        #expect(again.status == 2)
        #expect(again.lines.last == "restored 0, already here 3, not restored 1, lines skipped 1")
    }
}
