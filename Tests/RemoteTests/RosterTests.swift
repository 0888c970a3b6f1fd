import FoundationEssentials
import Store
import StoreTesting
import Testing
@testable import RemoteProtocol

/// The roster's forms and rules, and its file.
@Suite struct RosterTests {
    func roster(_ names: [String]) throws -> Roster {
        var roster = Roster()
        for name in names { roster = try RosterRules.addPlayer(name, to: roster).0 }
        return roster
    }

    @Test func aNewPlayerTakesTheIdAfterTheHighest() throws {
        var roster = try self.roster(["Asha", "Bilal", "Chen"])
        #expect(roster.players.map(\.id) == ["p1", "p2", "p3"])
        #expect(roster.players[1] == RosterPlayer(id: "p2", name: "Bilal"))
        roster = try RosterRules.deletePlayer("p2", from: roster)
        roster = try RosterRules.addPlayer("Dev", to: roster).0
        #expect(roster.players.map(\.id) == ["p1", "p3", "p4"])
    }

    @Test func namesAreUniqueWhateverTheirCase() throws {
        let roster = try self.roster(["Asha", "Bilal"])
        #expect(throws: MatchEditRefusal(409, "asha is already on the roster; give another name.", field: "name")) {
            _ = try RosterRules.addPlayer("asha", to: roster)
        }
        #expect(throws: MatchEditRefusal(409, "ASHA is already on the roster; give another name.", field: "name")) {
            _ = try RosterRules.renamePlayer("p2", to: "ASHA", in: roster)
        }
        // Renaming a player to their own name in another case is fine.
        #expect(try RosterRules.renamePlayer("p1", to: "ASHA", in: roster).players[0].name == "ASHA")
    }

    @Test func aTeamNeedsPlayersFromTheRoster() throws {
        let roster = try self.roster(["Asha", "Bilal"])
        #expect(throws: MatchEditRefusal(400, "A team needs at least one player: pick them from the roster.", field: "players")) {
            _ = try RosterEdit.team(Array(#"{"name":"Riverside","short":"RIV","players":[]}"#.utf8))
        }
        let ghost = try RosterEdit.team(Array(#"{"name":"Riverside","short":"riv","players":["p1","p9"]}"#.utf8))
        #expect(throws: MatchEditRefusal(400, #"There is no player "p9" on the roster."#, field: "players.1")) {
            _ = try RosterRules.addTeam(ghost, to: roster)
        }
        let edit = try RosterEdit.team(Array(#"{"name":"Riverside","short":"riv","players":["p2","p1"]}"#.utf8))
        let (next, team) = try RosterRules.addTeam(edit, to: roster)
        // The order given is kept (the batting order); the short code is upper case.
        #expect(team == RosterTeam(id: "t1", name: "Riverside", short: "RIV", players: ["p2", "p1"]))
        #expect(next.teams == [team])
        #expect(throws: MatchEditRefusal(400, "This player is already in the team.", field: "players.1")) {
            _ = try RosterEdit.team(Array(#"{"name":"R","short":"R","players":["p1","p1"]}"#.utf8))
        }
        #expect(throws: MatchEditRefusal(400, #"The short code "R-V" may hold only letters and digits, e.g. RIV."#, field: "short")) {
            _ = try RosterEdit.team(Array(#"{"name":"R","short":"R-V","players":["p1"]}"#.utf8))
        }
    }

    @Test func aPlayerInATeamIsNotDeletedAndTheTeamIsNamed() throws {
        let roster = try self.roster(["Asha", "Bilal"])
        let edit = try RosterEdit.team(Array(#"{"name":"Riverside","short":"RIV","players":["p1"]}"#.utf8))
        let withTeam = try RosterRules.addTeam(edit, to: roster).0
        #expect(throws: MatchEditRefusal(409, "Asha is in the team Riverside; take them out of that team first.")) {
            _ = try RosterRules.deletePlayer("p1", from: withTeam)
        }
        #expect(try RosterRules.deletePlayer("p2", from: withTeam).players.map(\.name) == ["Asha"])
        let noTeam = try RosterRules.deleteTeam("t1", from: withTeam)
        #expect(try RosterRules.deletePlayer("p1", from: noTeam).players.map(\.name) == ["Bilal"])
    }

    @Test func formsRefuseUnknownFieldsAndMissingOnes() {
        #expect(throws: MatchEditRefusal(400, #""nickname" is not a field of this form; the fields are name."#, field: "nickname")) {
            _ = try RosterEdit.player(Array(#"{"name":"A","nickname":"B"}"#.utf8))
        }
        #expect(throws: MatchEditRefusal(400, "name is needed and cannot be empty.", field: "name")) {
            _ = try RosterEdit.player(Array("{}".utf8))
        }
        #expect(throws: MatchEditRefusal(400, "players must be a list.", field: "players")) {
            _ = try RosterEdit.team(Array(#"{"name":"R","short":"R","players":"p1"}"#.utf8))
        }
        #expect(throws: MatchEditRefusal(400, #""x" is not a field of this form; the fields are ."#, field: "x")) {
            try RosterEdit.delete(Array(#"{"x":1}"#.utf8))
        }
        #expect(throws: Never.self) { try RosterEdit.delete([]) }
    }

    @Test func theFileIsWrittenWholeAndReadBack() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-roster-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let file = RosterFile(root: root)
        // No file yet: an empty roster.
        #expect(try file.read() == Roster())
        let roster = try self.roster(["Asha"])
        try file.write(roster)
        #expect(try file.read() == roster)
        let text = try String(contentsOfFile: root + "/roster.json", encoding: .utf8)
        #expect(text == """
            {
              "players" : [
                {
                  "id" : "p1",
                  "name" : "Asha"
                }
              ],
              "schemaVersion" : 1,
              "teams" : [

              ]
            }

            """)
        // No temporary is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["roster.json"])
        try Data("{\"players\":".utf8).write(to: URL(fileURLWithPath: root + "/roster.json"))
        #expect(throws: StoreError.unreadable(path: root + "/roster.json", why: "it is not a roster (a JSON object with schemaVersion, players and teams); fix or remove the file")) {
            _ = try file.read()
        }
    }
}
