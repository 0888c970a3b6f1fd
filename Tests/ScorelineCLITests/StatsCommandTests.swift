import Foundation
import Testing

/// `scoreline stats` and `scoreline portal` run as the binary on matches stored with `add`;
/// every figure below worked out by hand from the balls each match was given.
@Suite struct StatsCommandTests {
    static func scoreline(_ arguments: [String]) throws -> ReplayCommandTests.Run {
        try ReplayCommandTests.scoreline(arguments)
    }

    /// Two matches: Asha hits 3 fours off Kofi, then 2 sixes; Bilal never faces.
    static func club(_ here: TransferFolder) throws {
        try here.add("m1", balls: 3, runs: 4)
        try here.add("m2", balls: 2, runs: 6)
    }

    @Test func battingAndBowlingAsText() throws {
        let here = TransferFolder()
        defer { here.remove() }
        try Self.club(here)
        let batting = try Self.scoreline(["stats", "batting", "--data-dir", here.data])
        #expect(batting.status == 0, "said: \(batting.stderr)")
        // Asha: 12* and 12*, 24 runs off 5 balls (480.00), no dismissal so no average.
        #expect(batting.lines == [
            "Batting",
            "Player  Team       M  Inn  NO  Runs   HS  Avg  Balls      SR  50  100  4s  6s",
            "Asha    Riverside  2    2   2    24  12*    -      5  480.00   0    0   3   2",
            "Bilal   Riverside  2    2   2     0   0*    -      0       -   0    0   0   0",
        ])
        let bowling = try Self.scoreline(["stats", "bowling", "--data-dir", here.data])
        // Kofi: 5 balls for 24 runs, 28.80 an over; the best of two 0/12s is 0/12.
        #expect(bowling.lines == [
            "Bowling",
            "Player  Team       M  Inn  Overs  Mdns  Runs  Wkts  Best  Avg   Econ  SR",
            "Kofi    Hillcrest  2    2    0.5     0    24     0  0/12    -  28.80   -",
        ])
    }

    @Test func jsonAndCSVCarryTheSameFigures() throws {
        let here = TransferFolder()
        defer { here.remove() }
        try Self.club(here)
        let json = try Self.scoreline(["stats", "batting", "--as", "json", "--data-dir", here.data])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.lines.joined(separator: "\n").utf8)) as? [String: [[String: Any]]])
        let asha = try #require(object["Batting"]?.first)
        #expect(asha["player"] as? String == "Asha")
        #expect(asha["runs"] as? Int == 24)
        #expect(asha["strikeRate"] as? String == "480.00")
        let csv = try Self.scoreline(["stats", "bowling", "--as", "csv", "--data-dir", here.data])
        // A leading "-" is quoted as text, so a spreadsheet never reads it as a formula.
        #expect(csv.lines.joined(separator: "\n").components(separatedBy: "\r\n").filter { !$0.isEmpty } == [
            "player,team,matches,innings,overs,maidens,runs,wickets,best,average,economy,strikeRate",
            "Kofi,Hillcrest,2,2,0.5,0,24,0,0/12,\"'-\",28.80,\"'-\"",
        ])
    }

    @Test func aFilterThatNamesNothingSaysWhatIsThere() throws {
        let here = TransferFolder()
        defer { here.remove() }
        try Self.club(here)
        let season = try Self.scoreline(["stats", "table", "--season", "1999", "--data-dir", here.data])
        #expect(season.status != 0)
        let year = String(Calendar(identifier: .gregorian).component(.year, from: Date()))
        #expect(season.stderr.contains("--season: no match is in season \"1999\"; the seasons with matches are \"\(year)\"."), "said: \(season.stderr)")
        let format = try Self.scoreline(["stats", "table", "--format", "hundred", "--data-dir", here.data])
        #expect(format.stderr.contains("--format: no match is of format \"hundred\"; the formats played are 2-over."), "said: \(format.stderr)")
        let player = try Self.scoreline(["stats", "player", "Nobody", "--data-dir", here.data])
        #expect(player.stderr.contains("nobody called \"Nobody\""), "said: \(player.stderr)")
    }

    @Test func portalWritesAFolderAndRefusesSomeoneElses() throws {
        let here = TransferFolder()
        defer { here.remove() }
        try Self.club(here)
        let site = here.path("site")
        let made = try Self.scoreline(["portal", "--out", site, "--data-dir", here.data])
        #expect(made.status == 0, "said: \(made.stderr)")
        for page in ["index.html", "portal.css", "match-m1.html", "match-m2.html", "player-asha-riverside.html", "player-kofi-hillcrest.html"] {
            #expect(FileManager.default.fileExists(atPath: site + "/" + page), "\(page) missing")
        }
        // Built again over itself: fine. Into a folder of other files: refused, nothing written.
        #expect(try Self.scoreline(["portal", "--out", site, "--data-dir", here.data]).status == 0)
        let other = here.path("documents")
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
        try "notes".write(toFile: other + "/notes.txt", atomically: true, encoding: .utf8)
        let refused = try Self.scoreline(["portal", "--out", other, "--data-dir", here.data])
        #expect(refused.status != 0)
        #expect(refused.stderr.contains("already holds files that are not a portal's"), "said: \(refused.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: other) == ["notes.txt"])
    }
}

/// A player's name from a match file is never obeyed on the terminal: one holding an escape
/// sequence is refused where it enters (ADR 046).
@Suite struct StatsEscapingTests {
    @Test func aNameWithAnEscapeSequenceIsShownAsText() throws {
        let here = TransferFolder()
        defer { here.remove() }
        let file = here.path("evil.jsonl")
        try [
            #"{"type":"newMatch","sport":"cricket","matchId":"evil","teams":[{"name":"Riverside"},{"name":"Hillcrest"}],"rules":{"oversPerInnings":2}}"#,
            #"{"type":"openers","striker":"A\u001b[2Jsha","nonStriker":"Bilal"}"#,
            #"{"type":"bowler","name":"Kofi"}"#, #"{"type":"delivery","bat":1}"#,
        ].joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        // Refused at entry since ADR 046, with the sentence naming the field: the name never
        // reaches the archive, so no terminal is ever sent it.
        let added = try StatsCommandTests.scoreline(["add", file, "--data-dir", here.data])
        #expect(added.status != 0)
        #expect(added.stderr.contains(#"evil.jsonl:2: In "openers", "striker" holds a control character (U+001B)"#), "said: \(added.stderr)")
        let run = try StatsCommandTests.scoreline(["stats", "batting", "--data-dir", here.data])
        #expect(run.status == 0, "said: \(run.stderr)")
        let all = run.lines.joined(separator: "\n")
        #expect(!all.unicodeScalars.contains { $0.value == 0x1B }, "said: \(all.debugDescription)")
    }
}
