import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Records
import Testing
@testable import Remote

/// Issue 37: `scoreline stats player NAME` (the real binary) and the phone's player page agree on
/// one archive about who a player is. Two matches stored with `scoreline add`:
/// - m1, Riverside v Hillcrest: Riverside's A. Khan hits 4, 4 off Kofi (8* off 2 balls);
/// - m2, Hillcrest v Oakfield: Hillcrest's A. Khan hits 6, 6, 6 off Sam (18* off 3 balls).
/// With no roster they are two people of one name: both surfaces show both, apart, each with
/// their team (never merged, never one chosen). With a roster that lists one A. Khan in both
/// teams, they are one person with one career (26 off 5) on both surfaces.
@Suite(.serialized, .timeLimit(.minutes(2))) struct PlayerAgreementTests {
    static let repo: URL = {
        var dir = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { dir.deleteLastPathComponent() }
        return dir
    }()

    struct Archive {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("players-\(UUID().uuidString)")
        var data: String { base.appendingPathComponent("data").path }

        init() throws {
            try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
            try add("m1", teams: ("Riverside", "Hillcrest"), openers: ("A. Khan", "Bilal"), bowler: "Kofi", bat: [4, 4])
            try add("m2", teams: ("Hillcrest", "Oakfield"), openers: ("A. Khan", "Dev"), bowler: "Sam", bat: [6, 6, 6])
        }

        func add(_ id: String, teams: (String, String), openers: (String, String), bowler: String, bat: [Int]) throws {
            let lines = [
                #"{"type":"newMatch","sport":"cricket","matchId":"\#(id)","teams":[{"name":"\#(teams.0)"},{"name":"\#(teams.1)"}],"rules":{"oversPerInnings":2}}"#,
                #"{"type":"openers","striker":"\#(openers.0)","nonStriker":"\#(openers.1)"}"#,
                #"{"type":"bowler","name":"\#(bowler)"}"#,
            ] + bat.map { #"{"type":"delivery","bat":\#($0)}"# }
            let file = base.appendingPathComponent("\(id).jsonl").path
            try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
            let run = try PlayerAgreementTests.scoreline(["add", file, "--data-dir", data])
            try #require(run.status == 0, "add \(id): \(run.stderr)")
        }

        func remove() { try? FileManager.default.removeItem(at: base) }
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func scoreline(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = repo.appendingPathComponent(".build/debug/scoreline")
        process.arguments = arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
                   stderr: String(decoding: errors, as: UTF8.self))
    }

    /// A person as the CLI's `--as json` gives them: heading and their batting row.
    struct Person: Equatable {
        var heading: String
        var batting: [String]
    }

    /// `scoreline stats player NAME --as json`: each person's name, teams and batting row, in
    /// the table's column order.
    static func cli(_ name: String, team: String? = nil, data: String) throws -> [Person] {
        let run = try scoreline(["stats", "player", name, "--as", "json", "--data-dir", data] + (team.map { ["--team", $0] } ?? []))
        try #require(run.status == 0, "said: \(run.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let players = try #require(object?["players"] as? [[String: Any]], "no players in \(run.stdout)")
        let keys = ["player", "team", "matches", "innings", "notOuts", "runs", "highest", "average", "balls", "strikeRate",
                    "fifties", "hundreds", "fours", "sixes"]
        return players.map { p in
            let teams = p["teams"] as? [String] ?? []
            let row = (p["Batting"] as? [[String: Any]])?.first ?? [:]
            return Person(heading: "\(p["name"] as? String ?? "") (\(teams.joined(separator: ", ")))",
                          batting: keys.map { row[$0].map { "\($0)" } ?? "?" })
        }
    }

    /// The phone's `/stats/player` page: each section's heading and the cells of its batting row.
    static func phone(_ query: String, data: String) async throws -> (status: HTTPResponse.Status, people: [Person], page: String) {
        guard let gate = SessionGate() else { throw RemoteError("no eventfd") }
        let web = try WebAssets(directory: repo.appendingPathComponent("web").path)
        // The kiosk's way: the archive read off the session's thread by an `ArchiveShelf`.
        let app = RemoteApp(gate: gate, viewers: ViewerHub(capacity: ViewerHub.defaultViewers), web: web, logger: Logger(label: "test"),
                            archives: ArchiveShelf(root: data, calendar: SeasonCalendar()))
        let router = Router(context: RemoteContext.self)
        StatsRoutes.register(on: router, app: app)
        let result = try await Application(router: router).test(.router) { client in
            let response = try await client.execute(uri: "/stats/player?" + query, method: .get)
            return (response.status, String(buffer: response.body))
        }
        gate.close()
        let page = result.1
        let people = page.components(separatedBy: "<section>").dropFirst().map { section in
            let heading = text(between: "<h2>", "</h2>", in: section)
            let batting = section.components(separatedBy: "<h3>Batting</h3>").dropFirst().first ?? ""
            let row = raw(between: "<tbody>", "</tbody>", in: batting)
            return Person(heading: heading, batting: cells(row))
        }
        return (result.0, people, page)
    }

    static func text(between start: String, _ end: String, in html: String) -> String {
        stripped(raw(between: start, end, in: html))
    }

    static func raw(between start: String, _ end: String, in html: String) -> String {
        guard let a = html.range(of: start), let b = html.range(of: end, range: a.upperBound..<html.endIndex) else { return "" }
        return String(html[a.upperBound..<b.lowerBound])
    }

    static func cells(_ row: String) -> [String] {
        row.components(separatedBy: "</td>").dropLast().map { cell in stripped(cell) }
    }

    /// Tags out, the few entities Mustache writes turned back, spaces trimmed.
    static func stripped(_ html: String) -> String {
        var out = ""
        var inTag = false
        for c in html {
            if c == "<" { inTag = true } else if c == ">" { inTag = false } else if !inTag { out.append(c) }
        }
        return out.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&#39;", with: "'")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    // Worked by hand from the balls: Riverside's A. Khan 8* off 2 (two 4s), SR 8/2×100 = 400.00;
    // Hillcrest's 18* off 3 (three 6s), SR 600.00. Not out, so no average ("-").
    static let riverside = Person(heading: "A. Khan (Riverside)",
                                  batting: ["A. Khan", "Riverside", "1", "1", "1", "8", "8*", "-", "2", "400.00", "0", "0", "2", "0"])
    static let hillcrest = Person(heading: "A. Khan (Hillcrest)",
                                  batting: ["A. Khan", "Hillcrest", "1", "1", "1", "18", "18*", "-", "3", "600.00", "0", "0", "0", "3"])

    @Test func twoPlayersOfOneNameAreTwoOnBothSurfaces() async throws {
        let archive = try Archive()
        defer { archive.remove() }
        // Name order, then team: Hillcrest before Riverside. Typed in any case on the terminal.
        let cli = try Self.cli("a. khan", data: archive.data)
        #expect(cli == [Self.hillcrest, Self.riverside])
        let phone = try await Self.phone("name=A.%20Khan", data: archive.data)
        #expect(phone.status == .ok)
        #expect(phone.people == cli)
        #expect(phone.page.contains("2 players are called A. Khan; each is shown apart with their team."))
        let text = try Self.scoreline(["stats", "player", "A. Khan", "--data-dir", archive.data])
        #expect(text.stdout.hasPrefix("2 players are called A. Khan; each is shown apart with their team. Give the team to see one.\nA. Khan (Hillcrest)\n"),
                "said: \(text.stdout)")

        // The team says which one, the same on both: the phone's link carries it, the CLI's `--team`.
        let riversideOnly = try Self.cli("A. Khan", team: "riverside", data: archive.data)
        #expect(riversideOnly == [Self.riverside])
        #expect(try await Self.phone("name=A.%20Khan&team=Riverside", data: archive.data).people == riversideOnly)
        // A team neither played for is nobody, on both.
        #expect(try Self.scoreline(["stats", "player", "A. Khan", "--team", "Oakfield", "--data-dir", archive.data]).stderr
                .contains(#"nobody called "A. Khan" of "Oakfield""#))
        #expect(try await Self.phone("name=A.%20Khan&team=Oakfield", data: archive.data).status == .notFound)
    }

    @Test func aPlayerTheRosterLinksIsOneCareerOnBothSurfaces() async throws {
        let archive = try Archive()
        defer { archive.remove() }
        // One A. Khan (p1) in both teams: the person moved from Riverside to Hillcrest.
        try #"{"schemaVersion":1,"players":[{"id":"p1","name":"A. Khan"}],"teams":[{"id":"t1","name":"Riverside","short":"RIV","players":["p1"]},{"id":"t2","name":"Hillcrest","short":"HIL","players":["p1"]}]}"#
            .write(toFile: archive.data + "/roster.json", atomically: true, encoding: .utf8)
        // 8 + 18 = 26 off 2 + 3 = 5 balls, SR 520.00, two matches, two innings, both not out;
        // shown with the newest match's team (m2, Hillcrest), both teams newest first.
        let one = Person(heading: "A. Khan (Hillcrest, Riverside)",
                         batting: ["A. Khan", "Hillcrest", "2", "2", "2", "26", "18*", "-", "5", "520.00", "0", "0", "2", "3"])
        let cli = try Self.cli("A. Khan", data: archive.data)
        #expect(cli == [one])
        #expect(try await Self.phone("name=A.%20Khan", data: archive.data).people == [one])
        // A link from his Riverside days finds the same one person, with every match.
        #expect(try await Self.phone("name=A.%20Khan&team=Riverside", data: archive.data).people == [one])
        #expect(try Self.cli("A. Khan", team: "Riverside", data: archive.data) == [one])
        // Kofi and Sam are not on the roster and stay as they were: one bowler each.
        let bowling = try Self.scoreline(["stats", "bowling", "--data-dir", archive.data])
        #expect(bowling.stdout.split(separator: "\n").filter { $0.hasPrefix("Kofi") || $0.hasPrefix("Sam") }.count == 2)
    }
}
