import FoundationEssentials

/// Moving matches between machines as one JSON file. Lossless: each match carries its
/// journal lines verbatim (checksums included), so an import rebuilds the same journal byte
/// for byte and can prove nothing changed on the way.
///
///     {"scoreline":"export","version":1,"matches":[{"matchId":…,"meta":{…},"journal":["<line>",…]}]}
///
/// Writing is in this file; reading and merging an export is in `MatchExport+Import.swift`.
public enum MatchExport {
    public static let version = 1

    struct File: Codable {
        var scoreline = "export"
        var version: Int
        var matches: [Match]
    }

    struct Match: Codable {
        var matchId: String
        var meta: MatchMeta
        var journal: [String]
    }

    /// Why a match did not go out whole.
    public enum Problem: Sendable, Equatable {
        /// Nothing of the match was exported.
        case unreadable(matchId: String, StoreError)
        /// Only the intact prefix of its journal was exported.
        case partial(matchId: String, JournalDamage)

        public var matchId: String {
            switch self {
            case .unreadable(let id, _), .partial(let id, _): id
            }
        }

        public var sentence: String { StoreMessages.exportProblem(self) }
    }

    /// What an export could read: every readable match, oldest first, and each problem.
    public struct Collected: Sendable {
        public var matches: [StoredMatch] = []
        public var problems: [Problem] = []
    }

    /// Reads the named matches, or (`nil`) every folder in `matches/`, readable or not. One
    /// match that cannot be read never stops the others (the backup path must not fail whole).
    public static func collect(_ store: MatchStore, matchIds: [String]?) -> Collected {
        var collected = Collected()
        let ids: [String]
        if let matchIds {
            ids = matchIds
        } else {
            do {
                ids = try store.matchFolders()
            } catch {
                collected.problems.append(.unreadable(matchId: "*", error))
                return collected
            }
        }
        for id in ids {
            do {
                let match = try store.readStored(id)
                collected.matches.append(match)
                if let damage = match.damage { collected.problems.append(.partial(matchId: id, damage)) }
            } catch {
                collected.problems.append(.unreadable(matchId: id, error))
            }
        }
        // Named matches go out in the order asked; all of them oldest first, as listed.
        if matchIds == nil { collected.matches.sort { $0.meta.number < $1.meta.number } }
        return collected
    }

    /// The export file for matches already read.
    public static func json(_ matches: [StoredMatch]) throws(StoreError) -> [UInt8] {
        let entries = matches.map { match in
            Match(
                matchId: match.id.rawValue, meta: match.meta,
                journal: match.records.map { String(decoding: JournalLine.encode($0).dropLast(), as: UTF8.self) })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(File(version: version, matches: entries)) else {
            throw .unreadable(path: "export", why: StoreMessages.exportFailed)
        }
        return Array(data)
    }

    /// All or nothing: the named matches whole, or the first problem thrown.
    public static func json(_ store: MatchStore, matchIds: [String]) throws(StoreError) -> [UInt8] {
        let collected = collect(store, matchIds: matchIds)
        switch collected.problems.first {
        case .unreadable(_, let error): throw error
        case .partial(_, let damage): throw .unreadable(path: damage.path, why: damage.reason)
        case nil: return try json(collected.matches)
        }
    }
}
