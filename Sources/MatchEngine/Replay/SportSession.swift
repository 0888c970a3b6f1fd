import FoundationEssentials

/// One sport's match as the replay driver and the store see it: JSON action lines in,
/// an encodable state out. Each sport decodes its own actions so a new sport needs no
/// change outside its folder and one line in `SportRegistry`.
public protocol SportSession: Sendable {
    /// Starts a match from the `newMatch` line (already parsed as JSON).
    init(newMatch: Data) throws(LineRejection)
    /// Validates and applies one action line; a rejected line changes nothing.
    mutating func apply(line: Data) throws(LineRejection)
    /// The state in the replay output format of this sport (see docs/actions.md).
    func encodedState(using encoder: JSONEncoder) throws -> Data
    /// The display model for the state.
    var scoreboard: Scoreboard { get }

    /// The state to save in a snapshot, or `nil` when this sport does not snapshot.
    func snapshotState() -> Data?
    /// A session resumed from `snapshotState()` bytes; `nil` when they do not decode.
    /// Undo then reaches back only to the snapshot (see `MatchHistory.baseCount`).
    init?(newMatch: Data, snapshotState: Data, actionCount: Int)
    /// Spreadsheet rows for the match so far, or `nil` when the history is not all in memory
    /// (resumed from a snapshot) or the sport has no export.
    func exportTables() -> ExportTables?
}

extension SportSession {
    public func snapshotState() -> Data? { nil }
    public func exportTables() -> ExportTables? { nil }
    public init?(newMatch: Data, snapshotState: Data, actionCount: Int) { return nil }
}

/// A refused input line, with a message a scorer can act on.
public struct LineRejection: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// The sports the driver can start, by the `sport` value of `newMatch`.
public enum SportRegistry {
    public static let sessions: [String: any SportSession.Type] = [
        "cricket": CricketSession.self,
        "badminton": BadmintonSession.self,
    ]

    static var acceptedNames: String {
        sessions.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
    }

    /// Starts the session named by the `newMatch` line.
    public static func start(newMatch line: Data) throws(LineRejection) -> any SportSession {
        let header: NewMatchHeader
        do {
            header = try JSONDecoder().decode(NewMatchHeader.self, from: line)
        } catch {
            throw LineRejection(CommonMessages.firstLineNotNewMatch)
        }
        guard header.type == "newMatch" else {
            throw LineRejection(CommonMessages.firstLineNotNewMatch)
        }
        guard let sport = header.sport, let session = sessions[sport] else {
            throw LineRejection(CommonMessages.unknownSport(header.sport, accepted: acceptedNames))
        }
        return try session.init(newMatch: line)
    }
}

extension SportRegistry {
    /// The sport named by a `newMatch` line, if it is one this build knows.
    public static func sport(ofNewMatch line: Data) -> String? {
        guard let header = try? JSONDecoder().decode(NewMatchHeader.self, from: line),
            let sport = header.sport, sessions[sport] != nil
        else { return nil }
        return sport
    }

    /// A session resumed from a snapshot, or `nil` when the sport or the bytes do not allow it.
    public static func resume(newMatch line: Data, snapshotState: Data, actionCount: Int) -> (any SportSession)? {
        guard let sport = sport(ofNewMatch: line), let session = sessions[sport] else { return nil }
        return session.init(newMatch: line, snapshotState: snapshotState, actionCount: actionCount)
    }
}

private struct NewMatchHeader: Decodable {
    let type: String
    let sport: String?
}
