import Foundation
import MatchEngine
import Store

/// A newMatch record about to be stored: it gets a match id the store can use and names it,
/// so the journal, the engine and every export agree on the id.
enum NewMatchRecord {
    struct Prepared {
        var matchId: String
        var sport: String
        var title: String
        var record: Data
    }

    static func prepare(_ record: Data, fallbackId: String) throws -> Prepared {
        guard var object = try JSONSerialization.jsonObject(with: record) as? [String: Any] else {
            throw CommandFailure(CommonMessages.notAnObject)
        }
        let names = ((object["teams"] ?? object["sides"]) as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
        let sport = object["sport"] as? String ?? ""
        var matchId = object["matchId"] as? String ?? fallbackId
        if !MatchStore.isValidId(matchId) { matchId = fallbackId }
        object["matchId"] = matchId
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        // The engine checks the set-up before anything is written.
        _ = try SportRegistry.start(newMatch: data)
        return Prepared(matchId: matchId, sport: sport, title: names.joined(separator: " v "), record: data)
    }

    /// An id from the time and the store's count: unique on this device, readable in a list.
    static func freshId(_ store: MatchStore, clock: any WallClock) -> String {
        let stamp = clock.now().journalTime.filter { $0.isNumber }.prefix(14)
        let number = ((try? store.list().count) ?? 0) + 1
        return "m\(stamp)-\(number)"
    }
}

