import FoundationEssentials
import MatchEngine
import Store

/// A newMatch record about to be stored: it gets a match id the store can use and names it,
/// so the journal, the engine and every export agree on the id.
public enum NewMatchRecord {
    public struct Prepared {
        public var matchId: String
        public var sport: String
        public var title: String
        public var record: Data
    }

    /// - Parameter isTaken: ids already stored; such an id is replaced by `fallbackId` (the
    ///   same preset started twice is two matches).
    public static func prepare(_ record: Data, fallbackId: String, isTaken: (String) -> Bool = { _ in false }) throws -> Prepared {
        guard case .object(var object) = try JSONDecoder().decode(JSONValue.self, from: record) else {
            throw LineRejection(CommonMessages.notAnObject)
        }
        let names = (object["teams"] ?? object["sides"])?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
        let sport = object["sport"]?.stringValue ?? ""
        var matchId = object["matchId"]?.stringValue ?? fallbackId
        if !MatchStore.isValidId(matchId) || isTaken(matchId) { matchId = fallbackId }
        object["matchId"] = .string(matchId)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(JSONValue.object(object))
        // The engine checks the set-up before anything is written.
        _ = try SportRegistry.start(newMatch: data)
        return Prepared(matchId: matchId, sport: sport, title: names.joined(separator: " v "), record: data)
    }

    /// An id from the time and the store's count: unique on this device, readable in a list.
    public static func freshId(_ store: MatchStore, clock: any WallClock) -> String {
        let stamp = clock.now().journalTime.filter { $0.isNumber }.prefix(14)
        let number = ((try? store.storedIds().count) ?? 0) + 1
        return "m\(stamp)-\(number)"
    }
}

