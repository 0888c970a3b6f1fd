import Foundation
import Testing

/// `scoreline add --badminton-games`, run as the binary: a match played without the box is
/// stored finished by its game scores, listed with its result, exported with its games and no
/// rally rows, and refused (storing nothing) when the scores are not a match under its format.
@Suite struct LoggedMatchCommandTests {
    static func scoreline(_ arguments: [String]) throws -> ReplayCommandTests.Run {
        try ReplayCommandTests.scoreline(arguments)
    }

    static let setUp = #"{"type":"newMatch","sport":"badminton","format":"bwf21","matchId":"final","sides":[{"name":"Ana Lim"},{"name":"Bea Cruz"}]}"#

    static func setUpFile(_ here: TransferFolder, _ lines: [String] = [setUp]) throws -> String {
        let file = here.path("final.json")
        try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func aLoggedMatchIsListedWithItsResult() throws {
        let here = TransferFolder()
        defer { here.remove() }
        let add = try Self.scoreline(["add", try Self.setUpFile(here), "--badminton-games", "21-19,18-21,21-15", "--date", "2026-11-21", "--data-dir", here.data])
        #expect(add.status == 0, "said: \(add.stderr)")
        #expect(add.lines == ["stored final: 2 records, 0 lines refused", "result: Ana Lim won 21-19, 18-21, 21-15 (logged)"])

        // Beside it, a match scored rally by rally (first to 3, one game): its result has no mark.
        let rallies = here.path("rallies.jsonl")
        try [
            #"{"type":"newMatch","sport":"badminton","format":"custom","rules":{"pointsToWin":3,"games":1},"matchId":"quick","sides":[{"name":"Cy"},{"name":"Di"}]}"#,
            #"{"type":"point","side":"B"}"#, #"{"type":"point","side":"A"}"#, #"{"type":"point","side":"A"}"#, #"{"type":"point","side":"A"}"#,
        ].joined(separator: "\n").write(toFile: rallies, atomically: true, encoding: .utf8)
        #expect(try Self.scoreline(["add", rallies, "--data-dir", here.data]).status == 0)

        let list = try Self.scoreline(["matches", "list", "--data-dir", here.data])
        #expect(list.status == 0, "said: \(list.stderr)")
        #expect(list.lines.count == 2)
        #expect(list.lines.first?.hasPrefix("  quick  badminton  finished  ") == true)
        #expect(list.lines.first?.hasSuffix("  Cy v Di  Cy won 3-1") == true)
        #expect(list.lines.last == "  final  badminton  finished  2026-11-21  Ana Lim v Bea Cruz  Ana Lim won 21-19, 18-21, 21-15 (logged)")
    }

    @Test func theExportsCarryTheGamesAndNoRallies() throws {
        let here = TransferFolder()
        let there = TransferFolder()
        defer { here.remove(); there.remove() }
        #expect(try Self.scoreline(["add", try Self.setUpFile(here), "--badminton-games", "19-21,21-12,27-29", "--data-dir", here.data]).status == 0)

        let csv = here.path("out.csv")
        let exported = try Self.scoreline(["export", "--all", "--format", "csv", "--out", csv, "--data-dir", here.data])
        #expect(exported.status == 0, "said: \(exported.stderr)")
        #expect(try String(contentsOfFile: csv, encoding: .utf8)
            == "matchId,game,rally,server,serverPlayer,serviceCourt,winner,byFault,scoreA,scoreB,at\r\n")
        #expect(try String(contentsOfFile: here.path("out-summary.csv"), encoding: .utf8) == """
            matchId,sides,format,games,result,winner,logged\r
            final,Ana Lim v Bea Cruz,bwf21,"19-21, 21-12, 27-29","Bea Cruz won 21-19, 12-21, 29-27",Bea Cruz,yes\r

            """)

        // The JSON export carries the journal, the logged line as stored; it imports elsewhere
        // and lists the same result there.
        let json = here.path("out.json")
        #expect(try Self.scoreline(["export", "--all", "--out", json, "--data-dir", here.data]).status == 0)
        let journal = try #require((try here.exportObject(json)["matches"] as? [[String: Any]])?.first?["journal"] as? [String])
        #expect(journal.count == 2)
        #expect(journal.last?.contains(#""a":{"type":"loggedResult","games":[{"a":19,"b":21},{"a":21,"b":12},{"a":27,"b":29}]}"#) == true)
        #expect(try Self.scoreline(["import", json, "--data-dir", there.data]).status == 0)
        let list = try Self.scoreline(["matches", "list", "--data-dir", there.data])
        #expect(list.lines.first?.hasSuffix("  Ana Lim v Bea Cruz  Bea Cruz won 21-19, 12-21, 29-27 (logged)") == true, "said: \(list.lines)")
    }

    @Test func scoresThatAreNoMatchStoreNothing() throws {
        let here = TransferFolder()
        defer { here.remove() }
        let file = try Self.setUpFile(here)
        let notOver = try Self.scoreline(["add", file, "--badminton-games", "21-19,21-20", "--data-dir", here.data])
        #expect(notOver.status == 1)
        #expect(notOver.stderr.contains(
            "--badminton-games: Logged game 2 (21-20) is not a score a game ends at under bwf21: a game is won by the first side to reach 21 with a 2-point lead, or to reach 30."),
            "said: \(notOver.stderr)")
        let tooMany = try Self.scoreline(["add", file, "--badminton-games", "21-19,21-17,21-5", "--data-dir", here.data])
        #expect(tooMany.stderr.contains("Logged game 3 could not be played: Ana Lim had already won the match 2-0."), "said: \(tooMany.stderr)")
        #expect(!here.exists(here.data + "/matches/final"))

        let typo = try Self.scoreline(["add", file, "--badminton-games", "21-19, 21:17", "--data-dir", here.data])
        #expect(typo.status == 64)
        #expect(typo.stderr.contains(#"--badminton-games: game 2, "21:17", is not a game score"#), "said: \(typo.stderr)")
        let date = try Self.scoreline(["add", file, "--badminton-games", "21-19,21-17", "--date", "21/11/2026", "--data-dir", here.data])
        #expect(date.status == 64)
        #expect(date.stderr.contains(#"--date: "21/11/2026" is not a date: give it as YYYY-MM-DD"#), "said: \(date.stderr)")

        // A file that already scores rallies cannot also be logged by its games.
        let rallied = try Self.setUpFile(here, [Self.setUp, #"{"type":"point","side":"A"}"#])
        let mixed = try Self.scoreline(["add", rallied, "--badminton-games", "21-19,21-17", "--data-dir", here.data])
        #expect(mixed.status == 1)
        #expect(mixed.stderr.contains("--badminton-games: Rallies are already scored (game 1 at 1-0)"), "said: \(mixed.stderr)")
        #expect(!here.exists(here.data + "/matches/final"))
    }

    /// A logged match takes no rallies afterwards; undo through `matches edit` reopens it.
    @Test func editRefusesARallyAfterTheLoggedResult() throws {
        let here = TransferFolder()
        defer { here.remove() }
        #expect(try Self.scoreline(["add", try Self.setUpFile(here), "--badminton-games", "21-19,21-17", "--data-dir", here.data]).status == 0)
        let point = try Self.scoreline(["matches", "edit", "final", "--action", #"{"type":"point","side":"A"}"#, "--data-dir", here.data])
        #expect(point.status != 0)
        #expect(point.stderr.contains("Not recorded: This match was logged by its game scores, with no rallies: undo the logged result to change it."),
                "said: \(point.stderr)")
        let undo = try Self.scoreline(["matches", "edit", "final", "--action", #"{"type":"undo"}"#, "--data-dir", here.data])
        #expect(undo.status == 0, "said: \(undo.stderr)")
        let list = try Self.scoreline(["matches", "list", "--data-dir", here.data])
        // No result now: the line shows the board's score, game 1 at love-all, Ana serving.
        #expect(list.lines.first?.hasSuffix("  Ana Lim v Bea Cruz  in play: Ana Lim* 0-0 Bea Cruz (0-0)") == true, "said: \(list.lines)")
    }
}
