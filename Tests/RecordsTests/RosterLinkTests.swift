import Store
import Testing
@testable import Records
@testable import Session

/// A roster that cannot say who someone is (ADR 048): each fault gets a sentence naming the
/// field, and nobody is linked on a guess. Sentences and answers read off the roster below.
@Suite struct RosterLinkTests {
    /// p1 is given to both Asha and Bilal (a hand-edited file); Riverside lists p9, nobody's id;
    /// Kofi (p2) is fine and in both teams.
    static let roster = Roster(
        players: [RosterPlayer(id: "p1", name: "Asha"), RosterPlayer(id: "p1", name: "Bilal"), RosterPlayer(id: "p2", name: "Kofi")],
        teams: [RosterTeam(id: "t1", name: "Riverside", short: "RIV", players: ["p1", "p2", "p9"]),
                RosterTeam(id: "t2", name: "Hillcrest", short: "HIL", players: ["p2"])])

    @Test func aSharedIdLinksNobodyAndEachFaultIsSaid() {
        let links = RosterLinks.directory(Self.roster)
        #expect(links.problems == [
            #"players: the id "p1" is given to "Asha" and "Bilal"; each player needs an id of their own, so none of them is linked across teams until it is fixed"#,
            #"teams: "Riverside" lists "p9", which is no player's id; give a player's id ("p1") or remove it"#,
        ])
        // Asha and Bilal stay team and name: never made one person by a shared id.
        #expect(links.directory.id(of: "Asha", team: "Riverside") == nil)
        #expect(links.directory.id(of: "Bilal", team: "Riverside") == nil)
        // The rest of the roster still links: Kofi is p2 in either team.
        #expect(links.directory.id(of: "Kofi", team: "Hillcrest") == "p2")
        #expect(links.directory.id(of: "Kofi", team: "Riverside") == "p2")
    }

    @Test func aGoodRosterSaysNothing() {
        #expect(RosterLinks.directory(RosterIdentityTests.roster).problems.isEmpty)
    }
}
