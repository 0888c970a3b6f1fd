import FoundationEssentials
import MatchEngine
import Store

/// `scoreline add`: a match written as JSON Lines (a paper scoresheet keyed in later, a
/// scripted match) stored through the same path as live scoring: each line checked, then
/// durable. With logged games, the file is the set-up and a `loggedResult` action follows its
/// lines: a badminton match played without the box, no rallies.
public struct MatchAdder {
    public let store: MatchStore

    public init(store: MatchStore) { self.store = store }

    public struct Added: Sendable {
        public var matchId: String
        /// The journal's records once stored.
        public var records: Int
        public var refused: Int
        /// The engine's result of the logged games; nil without them.
        public var result: String?
    }

    /// Stores `bytes` (read from `file`, which names the places refusals point at) as a new
    /// match. Each refused line is handed to `refused` as it happens ("FILE:N: why") and
    /// changes nothing; a line the disk does not take stops the add, with what was stored
    /// kept (its status current) for `matches edit` to continue.
    /// - Parameters:
    ///   - makeCurrent: keep it as the current match rather than archiving it as finished.
    ///   - date: the day it was played, YYYY-MM-DD (checked by the caller).
    public func add(_ bytes: [UInt8], file: String, makeCurrent: Bool, date: String?, loggedGames: [PerSide<Int>]?,
                    refused report: (String) -> Void) throws -> Added {
        let lines = bytes.split(separator: UInt8(ascii: "\n")).filter { !$0.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }
        guard let first = lines.first else { throw CommandRefusal(AddMessages.empty(file)) }
        let logged = loggedGames.map { MatchAction.badminton(.loggedResult($0)).line(at: nil) }
        if let logged { try Self.checkLogged(logged, after: lines.map { Data($0) }) }
        let session = ScoringSession(store: store)
        defer { session.close() }
        // `current` stays with the match being scored unless makeCurrent asks for it (and no
        // other process owns the data directory: the store refuses then, ADR 043).
        let matchId = try session.create(
            newMatch: Data(first), fallbackId: URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent, makeCurrent: makeCurrent)
        if let date {
            // This process holds the match's lock (the session has its journal open).
            var meta = try store.meta(of: matchId)
            meta.date = date
            try store.writeMeta(meta)
        }
        var refused = 0
        let numbered = lines.dropFirst().enumerated().map { ("\(file):\($0.offset + 2)", Data($0.element)) }
        for (place, line) in numbered + (logged.map { [(AddMessages.loggedPlace, $0)] } ?? []) {
            var command = SessionCommand(.line(line))
            command.stamp = false
            guard let reply = session.handle(.command(command)) else { continue }
            switch reply.outcome {
            case .refused(_, let why):
                refused += 1
                report(AddMessages.refused(place, why))
            case .notRecorded(let why, _):
                // Nothing is reported stored that is not on the disk; what was stored stays.
                throw CommandRefusal(AddMessages.notStored(place, why))
            default:
                continue
            }
        }
        let records = session.current?.seq ?? 0
        let result = logged == nil ? nil : session.current?.session.resultLine
        if makeCurrent { session.saveSnapshot() } else { try session.finish() }
        return Added(matchId: matchId, records: records, refused: refused, result: result)
    }

    /// Folds the file and the logged result in memory first: scores the engine refuses store
    /// nothing, rather than an empty match beside the refusal.
    static func checkLogged(_ logged: Data, after lines: [Data]) throws(CommandRefusal) {
        var fold = MatchFold()
        for line in lines { try? fold.feed(line) }
        guard let session = fold.session else { return }  // the newMatch line's own refusal comes from storing it
        let sport = type(of: session).sport
        guard sport == BadmintonSession.sport else { throw CommandRefusal(AddMessages.loggedNotBadminton(sport)) }
        do {
            try fold.feed(logged)
        } catch {
            throw CommandRefusal("\(AddMessages.loggedPlace): \(error.message)")
        }
    }
}
