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

    /// - Parameter isTaken: ids already in matches/ (readable or not); such an id is replaced
    ///   by `fallbackId` (the same preset started twice is two matches), and a taken fallback
    ///   by the first free `fallbackId-2`, `-3`…: the store never writes into a folder that is
    ///   there.
    public static func prepare(_ record: Data, fallbackId: String, isTaken: (String) -> Bool = { _ in false }) throws -> Prepared {
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: record), case .object(var object) = value else {
            // Not a JSON object: the engine's sentence for a line that starts no match, never
            // the decoder's own error (issue 39: `add` showed a raw DecodingError).
            _ = try SportRegistry.start(newMatch: record)
            throw LineRejection(CommonMessages.notAnObject)
        }
        // The title (meta.json, the idle board's "Next:") shows the names as the match keeps them.
        let names = (object["teams"] ?? object["sides"])?.arrayValue?.compactMap { $0["name"]?.stringValue }.map(NameText.cleaned) ?? []
        let sport = object["sport"]?.stringValue ?? ""
        // A set-up's own time is typed (a preset, a queued or keyed-in match): range-checked here.
        if let at = object["at"]?.stringValue, let problem = Timestamp.rangeProblem(at) { throw LineRejection(problem) }
        var matchId = object["matchId"]?.stringValue ?? fallbackId
        if !MatchStore.isValidId(matchId) || isTaken(matchId) { matchId = free(fallbackId, isTaken: isTaken) }
        object["matchId"] = .string(matchId)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(JSONValue.object(object))
        // The engine checks the set-up before anything is written.
        _ = try SportRegistry.start(newMatch: data)
        return Prepared(matchId: matchId, sport: sport, title: names.joined(separator: " v "), record: data)
    }

    /// An id from the time and the store's count, readable in a list. The count alone is not
    /// unique (a match deleted, another made in the same second), so a taken one is skipped.
    /// The time is one that can be trusted (`CreationStamp`, ADR 044).
    public static func freshId(_ store: MatchStore, clock: any WallClock) -> String {
        freshId(store, stamp: CreationStamp.now(store: store, clock: clock))
    }

    static func freshId(_ store: MatchStore, stamp: CreationStamp) -> String {
        let stored = Set((try? store.storedIds()) ?? [])
        guard let digits = stamp.idStamp else { return free("m-unsynced-\(stored.count + 1)", isTaken: stored.contains) }
        return free("m\(digits)-\(stored.count + 1)", isTaken: stored.contains)
    }

    /// `id`, or the first of `id-2`, `id-3`… that is not taken, shortened to stay an accepted
    /// id. Bounded: after that many tries the store's own refusal (`.alreadyExists`) says it.
    static func free(_ id: String, isTaken: (String) -> Bool) -> String {
        guard isTaken(id) else { return id }
        for n in 2...10_000 {
            let suffix = "-\(n)"
            var base = id
            while base.count + suffix.count > MatchID.maxCharacters || base.utf8.count + suffix.utf8.count > MatchID.maxBytes {
                base.removeLast()
            }
            let candidate = base + suffix
            if !isTaken(candidate) { return candidate }
        }
        return id
    }
}

