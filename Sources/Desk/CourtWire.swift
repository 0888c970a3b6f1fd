import FoundationEssentials

/// The desk's messages over MQTT, as bytes and back, with no connection in sight: what the
/// desk puts on a court's command topic (`CourtCall`) and what a court sends back when its
/// match ends (`CourtResult`). Everything from the network is checked here before it reaches
/// `DeskDay`, with a sentence naming the court and the field (docs/desk.md).
public enum CourtWire {
    /// Both messages are a few hundred bytes; a larger one is refused before it is decoded.
    public static let maxBytes = 4096
    public static let schemaVersion = 1

    /// A match sent onto a court: what its box queues and its board shows as "next: …".
    public struct CourtCall: Codable, Equatable, Sendable {
        public var schemaVersion: Int
        public var match: String
        /// The call's idempotency key: the box sends it back with its start and its result.
        public var key: String
        public var court: Int
        public var event: String
        public var round: String
        public var side1: String
        public var side2: String
    }

    /// What a court sends when its match ends.
    public struct CourtResult: Codable, Equatable, Sendable {
        public var schemaVersion: Int
        public var match: String
        public var key: String
        /// Each game as [side 1's points, side 2's points].
        public var games: [[Int]]
        /// The side that went through when the other retired; absent for a match played out.
        public var retiredWinner: Int?
    }

    public struct Problem: Error, Equatable, Sendable {
        public let sentence: String
    }

    /// The command for a called match, or nil when the match is not called.
    public static func call(_ match: DeskMatch) -> [UInt8]? {
        guard case .called(let court, let key) = match.state else { return nil }
        let call = CourtCall(
            schemaVersion: schemaVersion, match: match.number, key: key, court: court, event: match.event,
            round: match.round, side1: match.side1.names, side2: match.side2.names)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(call)).map { Array($0) }
    }

    /// The court a topic's court segment names, if the hall has it: "3" of 1 to 6.
    public static func court(_ segment: String, courts: Int) throws(Problem) -> Int {
        guard segment.utf8.count <= 3, segment.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
            let court = Int(segment), (1...courts).contains(court)
        else { throw Problem(sentence: DeskMessages.noCourt(String(segment.unicodeScalars.prefix(64)), courts: courts)) }
        return court
    }

    /// A court's result message as the desk action it asks for. The action is then checked by
    /// the day's rules (the key, the court, the games), like any other.
    public static func result(_ bytes: [UInt8], court: Int) throws(Problem) -> DeskAction {
        guard bytes.count <= maxBytes else { throw Problem(sentence: DeskMessages.wireTooLarge(court, bytes: bytes.count, limit: maxBytes)) }
        let message: CourtResult
        do {
            message = try JSONDecoder().decode(CourtResult.self, from: Data(bytes))
        } catch {
            throw Problem(sentence: DeskMessages.wireUnreadable(court, field: Self.field(of: error)))
        }
        guard message.schemaVersion == schemaVersion else {
            throw Problem(sentence: DeskMessages.wireVersion(court, version: message.schemaVersion))
        }
        var games: [GameScore] = []
        for (index, game) in message.games.enumerated() {
            guard game.count == 2 else { throw Problem(sentence: DeskMessages.wireGame(court, game: index + 1)) }
            games.append(GameScore(game[0], game[1]))
        }
        return .result(match: message.match, court: court, key: message.key, games: games, retiredWinner: message.retiredWinner)
    }

    /// The field a decoding error is about, for the sentence ("games", "key"), or "the JSON".
    private static func field(of error: any Error) -> String {
        guard let error = error as? DecodingError else { return "the JSON" }
        let path: [any CodingKey]
        switch error {
        case .keyNotFound(let key, let context): path = context.codingPath + [key]
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context): path = context.codingPath
        @unknown default: path = []
        }
        let names = path.map { $0.intValue.map { "\($0 + 1)" } ?? $0.stringValue }
        return names.isEmpty ? "the JSON" : names.joined(separator: ".")
    }
}
