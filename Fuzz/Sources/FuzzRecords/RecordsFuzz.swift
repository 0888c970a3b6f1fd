import FoundationEssentials
import FuzzSupport
import MatchEngine
import RemoteProtocol
import Store

/// Arbitrary bytes as each records body (`MatchEdit`, `RosterEdit`'s player, team and delete
/// forms), then the roster rules on a roster with a team. Whatever the body: a refusal is a
/// 4xx with a sentence, an accepted edit's action line is one the engine reads back as the
/// same action, and a changed roster keeps its promises (unique names, unique ids, teams of
/// players that are on it, at least one each).
enum RecordsFuzz {
    static func run(_ bytes: [UInt8]) {
        do {
            let edit = try MatchEdit.decode(bytes)
            if case .action(let action, _) = edit {
                let line = action.line(at: nil)
                let decoded: MatchAction?
                switch action.sport {
                case BadmintonSession.sport: decoded = try? BadmintonSession.decode(line: line).action
                default: decoded = try? CricketSession.decode(line: line).action
                }
                guard decoded == action else { finding("an accepted edit's line does not read back: \(String(decoding: line, as: UTF8.self))") }
            }
        } catch {
            check(error)
        }
        var roster = base
        do {
            if case .player(let name) = try RosterEdit.player(bytes) {
                roster = try RosterRules.addPlayer(name, to: roster).0
                roster = try RosterRules.renamePlayer("p1", to: name + "x", in: roster)
            }
        } catch {
            check(error)
        }
        do {
            let team = try RosterEdit.team(bytes)
            roster = try RosterRules.addTeam(team, to: roster).0
            roster = try RosterRules.editTeam("t1", team, in: roster)
        } catch {
            check(error)
        }
        do {
            try RosterEdit.delete(bytes)
        } catch {
            check(error)
        }
        keepsPromises(roster)
    }

    static let base = Roster(
        players: [RosterPlayer(id: "p1", name: "Asha"), RosterPlayer(id: "p2", name: "Bilal")],
        teams: [RosterTeam(id: "t1", name: "Riverside", short: "RIV", players: ["p1"])])

    static func check(_ refusal: MatchEditRefusal) {
        guard (400..<500).contains(refusal.status), !refusal.message.isEmpty else { finding("a refusal that is no 4xx sentence: \(refusal)") }
    }

    static func keepsPromises(_ roster: Roster) {
        let names = roster.players.map { $0.name.lowercased() }
        guard Set(names).count == names.count else { finding("two players share a name: \(names)") }
        guard Set(roster.players.map(\.id)).count == roster.players.count else { finding("two players share an id") }
        for team in roster.teams {
            guard !team.players.isEmpty, team.players.allSatisfy({ roster.player($0) != nil }) else {
                finding("team \(team.id) lists no player or one not on the roster: \(team.players)")
            }
        }
    }
}
