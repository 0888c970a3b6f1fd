import Foundation
import Testing
import MatchEngine
import Records

/// Issue 37, "careers follow the person, not the shirt", on real data: CH Gayle played for four
/// IPL franchises in the 40 public Cricsheet files. Linked as one person (each file's
/// `info.registry.people` id, read into the roster the records use), he has one career; with
/// no link, the names stay apart as before, one row per team.
///
/// Every expected figure comes from `integration/records/cricsheet_career.py`, which reads the
/// Cricsheet JSON by itself and never sees Scoreline:
///
///     $ python3 integration/records/cricsheet_career.py ../shared/data/cricsheet/ipl "CH Gayle"
///     CH Gayle registry db584dad: {'runs': 378, 'balls': 248, 'innings': 10, 'not_outs': 2, 'matches': 10}
///       Punjab Kings: 13 runs, last 2021-05-02
///       Kings XI Punjab: 86 runs, last 2020-10-18
///       Royal Challengers Bangalore: 106 runs, last 2017-04-23
///       Kolkata Knight Riders: 173 runs, last 2010-04-04
@Suite("A career follows the person")
struct CricsheetPersonCareerTests {
    /// The replayed files, newest first by their date as the archive lists matches, each with
    /// the roster ids `directory` gives its names.
    static func archive(linkedBy directory: PlayerDirectory) throws -> [ArchivedMatch] {
        var matches: [ArchivedMatch] = []
        for (i, file) in CricsheetData.files().enumerated() {
            let report = try CricsheetReplayer.replay(file)
            let state = try #require(report.finalState, "\(file) does not replay: \(report.failures.prefix(3))")
            let date = try Self.info(file)["dates"].flatMap { ($0 as? [String])?.first } ?? ""
            var match = ArchivedMatch(matchId: file, number: i + 1, title: file, date: date, season: String(date.prefix(4)),
                                      score: "", record: state.record, scorecard: nil)
            match.playerIds = directory.ids(for: match.record)
            matches.append(match)
        }
        return matches.sorted { ($0.date, $0.number) > ($1.date, $1.number) }
    }

    static func info(_ file: String) throws -> [String: Any] {
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: CricsheetData.folder.appendingPathComponent(file)))
        return (root as? [String: Any])?["info"] as? [String: Any] ?? [:]
    }

    /// The roster a club would keep for these files: one entry per Cricsheet person (the
    /// registry id), in every franchise they were named for.
    static func registryDirectory() throws -> PlayerDirectory {
        var names: [String: String] = [:]
        var teams: [String: [String]] = [:]
        for file in CricsheetData.files() {
            let info = try Self.info(file)
            let people = (info["registry"] as? [String: Any])?["people"] as? [String: String] ?? [:]
            for (team, players) in info["players"] as? [String: [String]] ?? [:] {
                for name in players {
                    guard let id = people[name] else { continue }
                    names[id] = name
                    if !(teams[id] ?? []).contains(team) { teams[id, default: []].append(team) }
                }
            }
        }
        return PlayerDirectory(names.map { PlayerDirectory.Entry(id: $0.key, name: $0.value, teams: teams[$0.key] ?? []) })
    }

    @Test("Linked by the registry, CH Gayle is one career of 378 runs over four franchises")
    func oneCareer() throws {
        try #require(CricsheetData.files().count >= 40, "the 40 public IPL files are not in \(CricsheetData.folder.path)")
        let matches = try Self.archive(linkedBy: try Self.registryDirectory())
        let gayle = CricketCareers(matches).batting.filter { $0.player.name == "CH Gayle" }
        #expect(gayle.count == 1)
        let career = try #require(gayle.first)
        let got: [Int] = [career.runs, career.balls, career.innings, career.notOuts, career.matches]
        let want: [Int] = [378, 248, 10, 2, 10]
        #expect(got == want)
        #expect(career.player.id == "db584dad")
        #expect(career.player.team == "Punjab Kings")  // his newest match's team

        // The look-up the CLI, the phone and the portal share: one person, every team, newest first.
        let found = PlayerLookup(matches).cricketers(named: "ch gayle")
        #expect(found.map(\.teams) == [["Punjab Kings", "Kings XI Punjab", "Royal Challengers Bangalore", "Kolkata Knight Riders"]])
        // An old link (his Kolkata days) still finds the one person.
        #expect(PlayerLookup(matches).cricketers(named: "CH Gayle", team: "Kolkata Knight Riders").map(\.player.id) == ["db584dad"])
        let report = PlayerReport(name: "CH Gayle", in: matches)
        #expect(report.sections.count == 1)
        #expect(report.note == nil)
        #expect(report.sections.first?.tables.first?.rows.map { $0[5].text } == ["378"])
        #expect(report.sections.first?.heading == "CH Gayle (Punjab Kings, Kings XI Punjab, Royal Challengers Bangalore, Kolkata Knight Riders)")
        // Ten matches on his page, one row each.
        #expect(report.sections.first?.tables.last?.rows.count == 10)
    }

    @Test("Not linked, the same name stays one row per team, as before")
    func apartWithoutALink() throws {
        try #require(CricsheetData.files().count >= 40, "the 40 public IPL files are not in \(CricsheetData.folder.path)")
        let matches = try Self.archive(linkedBy: PlayerDirectory())
        let rows = CricketCareers(matches).batting.filter { $0.player.name == "CH Gayle" }
        let byTeam: [String: Int] = Dictionary(uniqueKeysWithValues: rows.map { ($0.player.team, $0.runs) })
        let want: [String: Int] = ["Punjab Kings": 13, "Kings XI Punjab": 86, "Royal Challengers Bangalore": 106, "Kolkata Knight Riders": 173]
        #expect(byTeam == want)
        // Every surface shows the four apart, each with its team, and says why.
        let report = PlayerReport(name: "CH Gayle", in: matches)
        #expect(report.sections.map(\.teams) == [["Kings XI Punjab"], ["Kolkata Knight Riders"], ["Punjab Kings"], ["Royal Challengers Bangalore"]])
        #expect(report.note == "4 players are called CH Gayle; each is shown apart with their team. Give the team to see one.")
    }
}
