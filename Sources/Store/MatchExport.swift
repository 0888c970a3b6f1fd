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
        /// The match's photos (ADR 056), byte for byte; left out when it has none, so an
        /// export of a match without photos is what it always was.
        var photos: [Photo]?
    }

    /// A photo as an export carries it: its stored name and its bytes in base64.
    struct Photo: Codable {
        var name: String
        var data: String
    }

    /// A match's photo read from its folder: its name and bytes.
    public struct PhotoFile: Sendable, Equatable {
        public let name: String
        public let bytes: [UInt8]

        public init(name: String, bytes: [UInt8]) {
            self.name = name
            self.bytes = bytes
        }
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
        /// Each match's photos, by id (none: no entry).
        public var photos: [String: [PhotoFile]] = [:]
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
                // Read before the match is counted in: a photo that cannot be read leaves the
                // match out whole (named), never out without its photos.
                var photos: [PhotoFile] = []
                for name in try store.photos(of: id) {
                    if let bytes = try store.readPhoto(name, of: id) { photos.append(PhotoFile(name: name, bytes: bytes)) }
                }
                collected.matches.append(match)
                if !photos.isEmpty { collected.photos[id] = photos }
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
    public static func json(_ matches: [StoredMatch], photos: [String: [PhotoFile]] = [:]) throws(StoreError) -> [UInt8] {
        let entries = matches.map { match in
            Match(
                matchId: match.id.rawValue, meta: match.meta,
                journal: match.records.map { String(decoding: JournalLine.encode($0).dropLast(), as: UTF8.self) },
                photos: photos[match.id.rawValue].map { $0.map { Photo(name: $0.name, data: Data($0.bytes).base64EncodedString()) } })
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
        case nil: return try json(collected.matches, photos: collected.photos)
        }
    }
}
