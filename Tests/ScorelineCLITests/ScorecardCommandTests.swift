import Foundation
import Testing

/// `scoreline scorecard` on the real binary: a match file, a stored match, JSON, and the
/// refusals for what it cannot print.
@Suite("scoreline scorecard")
struct ScorecardCommandTests {
    /// One over by hand: Asha 4, a wide, Asha 1, Bilal 1 leg-bye, Asha caught (c Lena b Kofi),
    /// Chen in: a no-ball hit for six, a dot, 2. Worked out: 16/1 in 1 over; Asha 5 (3),
    /// Chen 8* (3), Bilal 0* (1); Kofi 1-0-15-1 with a wide and a no-ball; extras lb 1, w 1,
    /// nb 1 = 3; FOW 1-7 (Asha, 0.4 ov); partnerships 7 (4) Asha & Bilal, 9* (3) Bilal & Chen.
    static let match = """
        {"type":"newMatch","sport":"cricket","teams":[{"name":"Riverside","players":["Asha","Bilal","Chen","Dev"]},{"name":"Hillcrest"}],"rules":{"oversPerInnings":2}}
        {"type":"openers","striker":"Asha","nonStriker":"Bilal"}
        {"type":"bowler","name":"Kofi"}
        {"type":"delivery","bat":4}
        {"type":"delivery","wides":1}
        {"type":"delivery","bat":1}
        {"type":"delivery","legByes":1}
        {"type":"delivery","wicket":{"kind":"caught","fielder":"Lena"}}
        {"type":"newBatter","name":"Chen"}
        {"type":"delivery","bat":6,"noBalls":1}
        {"type":"delivery"}
        {"type":"delivery","bat":2}
        """

    static func write(_ text: String, in folder: TransferFolder, name: String = "match.jsonl") throws -> String {
        let path = folder.path(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("A match file as text: 80 columns, every section")
    func text() throws {
        let folder = TransferFolder()
        defer { folder.remove() }
        let run = try ReplayCommandTests.scoreline(["scorecard", try Self.write(Self.match, in: folder)])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.allSatisfy { $0.count <= 80 })
        #expect(run.lines.first == "Riverside v Hillcrest")
        #expect(run.lines.contains("Riverside innings"))
        #expect(run.lines.contains("Asha                 c Lena b Kofi                       5    3   1   0  166.67"))
        #expect(run.lines.contains("Chen                 not out                             8    3   0   1  266.67"))
        #expect(run.lines.contains("Extras               (lb 1, w 1, nb 1)                   3"))
        #expect(run.lines.contains("Total                16/1 (1 ov)  RR 16.00"))
        #expect(run.lines.contains("Yet to bat: Dev"))
        #expect(run.lines.contains("Fall of wickets: 1-7 (Asha, 0.4 ov)"))
        #expect(run.lines.contains("  1st wkt: 7 (4) Asha & Bilal"))
        #expect(run.lines.contains("  2nd wkt: 9* (3) Bilal & Chen"))
        #expect(run.lines.contains("Kofi                   1.0   0   15   1  15.00   1   1"))
    }

    @Test("--json prints the model; a stored match by id gives the same card")
    func json() throws {
        let folder = TransferFolder()
        defer { folder.remove() }
        let file = try Self.write(Self.match.replacingOccurrences(of: #""sport":"cricket""#, with: #""sport":"cricket","matchId":"card-1""#), in: folder)
        let fromFile = try ReplayCommandTests.scoreline(["scorecard", file, "--json"])
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(fromFile.lines.joined().utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        let innings = try #require((object["innings"] as? [[String: Any]])?.first)
        let total = try #require(innings["total"] as? [String: Any])
        #expect(total["text"] as? String == "16/1 (1 ov)")
        let bowling = try #require(innings["bowling"] as? [[String: Any]])
        #expect(bowling.first?["runs"] as? Int == 15 && bowling.first?["wides"] as? Int == 1)

        let added = try ReplayCommandTests.scoreline(["add", file, "--data-dir", folder.data])
        #expect(added.status == 0, "\(added.stderr)")
        let stored = try ReplayCommandTests.scoreline(["scorecard", "card-1", "--json", "--data-dir", folder.data])
        #expect(stored.status == 0, "\(stored.stderr)")
        #expect(stored.lines == fromFile.lines)
    }

    @Test("Refusals name what is accepted: a missing file or unknown id, a badminton match, a bad first line")
    func refusals() throws {
        let folder = TransferFolder()
        defer { folder.remove() }
        let missing = try ReplayCommandTests.scoreline(["scorecard", "no-such-match", "--data-dir", folder.data])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("no-such-match is neither a readable file nor a match stored in \(folder.data)"))
        #expect(missing.stderr.contains("a cricket match file (JSON Lines"))
        #expect(missing.stderr.contains("the id of a cricket match stored in the data directory"))

        let odd = try ReplayCommandTests.scoreline(["scorecard", "../nope/x.jsonl", "--data-dir", folder.data])
        #expect(odd.status != 0)
        #expect(odd.stderr.contains("is neither a readable file nor a match stored in"))

        let badminton = try Self.write("""
            {"type":"newMatch","sport":"badminton","format":"bwf21","sides":[{"name":"Ana"},{"name":"Ben"}],"firstServer":{"side":"A"}}
            """, in: folder, name: "badminton.jsonl")
        let shuttle = try ReplayCommandTests.scoreline(["scorecard", badminton])
        #expect(shuttle.status != 0)
        #expect(shuttle.stderr.contains("is a badminton match; a scorecard is for cricket"))

        let notMatch = try Self.write("{\"type\":\"delivery\",\"bat\":1}\n", in: folder, name: "bad.jsonl")
        let bad = try ReplayCommandTests.scoreline(["scorecard", notMatch])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("line 1 does not start a match"))
    }

    @Test("A refused line is reported and changes nothing; the exit status is 2")
    func refusedLine() throws {
        let folder = TransferFolder()
        defer { folder.remove() }
        let file = try Self.write(Self.match + "\n{\"type\":\"delivery\",\"bat\":1,\"byes\":1}", in: folder)
        let run = try ReplayCommandTests.scoreline(["scorecard", file])
        #expect(run.status == 2)
        #expect(run.stderr.contains("line 13 was refused"))
        #expect(run.lines.contains("Total                16/1 (1 ov)  RR 16.00"))
    }
}
