import Store
import Testing
@testable import RemoteProtocol

/// The phone's roster forms carry no pictures (ADR 053): an edit from them keeps the photo and
/// the logo the shell set.
@Suite struct RosterPictureKeptTests {
    static let photo = String(repeating: "a", count: 64) + ".jpg"
    static let logo = String(repeating: "b", count: 64) + ".png"

    @Test func editingATeamOrRenamingAPlayerKeepsThePictures() throws {
        let roster = Roster(players: [RosterPlayer(id: "p1", name: "Asha", photo: Self.photo), RosterPlayer(id: "p2", name: "Bilal")],
                            teams: [RosterTeam(id: "t1", name: "Riverside", short: "RIV", players: ["p1"], logo: Self.logo)])
        let edit = try RosterEdit.team(Array(#"{"name":"Riverside CC","short":"RCC","players":["p1","p2"]}"#.utf8))
        let edited = try RosterRules.editTeam("t1", edit, in: roster)
        #expect(edited.teams[0] == RosterTeam(id: "t1", name: "Riverside CC", short: "RCC", players: ["p1", "p2"], logo: Self.logo))
        let renamed = try RosterRules.renamePlayer("p1", to: "Asha K", in: roster)
        #expect(renamed.players[0] == RosterPlayer(id: "p1", name: "Asha K", photo: Self.photo))
    }
}
