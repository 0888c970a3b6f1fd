import FoundationEssentials

/// The court's half of the desk's messages (docs/desk.md): a call read off the court's command
/// topic and checked before the box queues anything, the newMatch record the box queues for it,
/// and what the box sends back (the match started, the match over). Bytes only, no connection.
extension CourtWire {
    /// What a court sends when it starts a called match: the desk shows it "on court N".
    public struct CourtStarted: Codable, Equatable, Sendable {
        public var schemaVersion: Int
        public var match: String
        public var key: String
        public var started: Bool
    }

    /// A call taken back at the desk: the court drops it from its queue if it has not started it.
    public struct CourtWithdrawal: Codable, Equatable, Sendable {
        public var schemaVersion: Int
        public var match: String
        public var key: String
        public var court: Int
        public var withdrawn: Bool
    }

    /// What the desk puts on a court's command topic.
    public enum CourtCommand: Equatable, Sendable {
        case call(CourtCall)
        case withdraw(CourtWithdrawal)
    }

    public static func withdrawal(match: String, key: String, court: Int) -> [UInt8] {
        encoded(CourtWithdrawal(schemaVersion: schemaVersion, match: match, key: key, court: court, withdrawn: true))
    }

    /// A command as court `court`'s box reads it: a withdrawal (`"withdrawn": true`, checked
    /// as a call's key and court are), else a call (`call(_:court:)`).
    public static func command(_ bytes: [UInt8], court: Int) throws(Problem) -> CourtCommand {
        guard bytes.count <= maxBytes else { throw Problem(sentence: DeskMessages.callTooLarge(court, bytes: bytes.count, limit: maxBytes)) }
        if let taken = try? JSONDecoder().decode(CourtWithdrawal.self, from: Data(bytes)), taken.withdrawn {
            guard taken.schemaVersion == schemaVersion else { throw Problem(sentence: DeskMessages.callVersion(court, version: taken.schemaVersion)) }
            guard taken.court == court else { throw Problem(sentence: DeskMessages.callOtherCourt(court, named: taken.court)) }
            guard DeskCSV.isMatchNumber(taken.match), taken.key.hasPrefix("\(taken.match)@\(court)#") else {
                throw Problem(sentence: DeskMessages.callBadKey(court))
            }
            return .withdraw(taken)
        }
        return .call(try call(bytes, court: court))
    }

    /// The id a withdrawn call's match has on the court (as `matchId(for:)`).
    public static func matchId(for withdrawal: CourtWithdrawal) -> String {
        "desk-\(withdrawal.match)-c" + (withdrawal.key.split(separator: "#").last.map(String.init) ?? "0")
    }

    /// The longest side's names a call may carry: a pair of two 80-character names and " / ".
    static let maxSideCharacters = 2 * DeskCSV.maxFieldCharacters + 3

    /// A call as court `court`'s box reads it. Refused with a sentence when it is too large,
    /// not a call, of another schema, for another court, or names a match or key no desk makes.
    public static func call(_ bytes: [UInt8], court: Int) throws(Problem) -> CourtCall {
        guard bytes.count <= maxBytes else { throw Problem(sentence: DeskMessages.callTooLarge(court, bytes: bytes.count, limit: maxBytes)) }
        let call: CourtCall
        do {
            call = try JSONDecoder().decode(CourtCall.self, from: Data(bytes))
        } catch {
            throw Problem(sentence: DeskMessages.callUnreadable(court, field: Self.fieldName(of: error)))
        }
        guard call.schemaVersion == schemaVersion else { throw Problem(sentence: DeskMessages.callVersion(court, version: call.schemaVersion)) }
        guard call.court == court else { throw Problem(sentence: DeskMessages.callOtherCourt(court, named: call.court)) }
        guard DeskCSV.isMatchNumber(call.match), call.key.hasPrefix("\(call.match)@\(court)#"),
              let count = Int(call.key.dropFirst("\(call.match)@\(court)#".count)), count > 0
        else { throw Problem(sentence: DeskMessages.callBadKey(court)) }
        for side in [call.side1, call.side2] {
            guard !side.isEmpty, side.count <= maxSideCharacters, !side.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw Problem(sentence: DeskMessages.callBadNames(court))
            }
        }
        return call
    }

    /// The call's count, from its key ("7@3#12" → 12): with the match number it names the
    /// match the box stores, so a match called twice (taken back, called again) is two ids.
    public static func matchId(for call: CourtCall) -> String {
        "desk-\(call.match)-c" + (call.key.split(separator: "#").last.map(String.init) ?? "0")
    }

    /// The newMatch record the court's box queues for a call: badminton to 21 (the results the
    /// desk accepts), the sides as the desk names them.
    public static func newMatch(for call: CourtCall) -> [UInt8] {
        struct Side: Encodable { var name: String }
        struct Record: Encodable {
            var type = "newMatch"
            var sport = "badminton"
            var format = "bwf21"
            var matchId: String
            var sides: [Side]
        }
        let record = Record(matchId: matchId(for: call), sides: [Side(name: call.side1), Side(name: call.side2)])
        return encoded(record)
    }

    /// What a court sends when a called match ends: the games as its box recorded them.
    public static func resultMessage(match: String, key: String, games: [GameScore], retiredWinner: Int?) -> [UInt8] {
        encoded(CourtResult(schemaVersion: schemaVersion, match: match, key: key, games: games.map { [$0.side1, $0.side2] },
                            retiredWinner: retiredWinner))
    }

    public static func startedMessage(match: String, key: String) -> [UInt8] {
        encoded(CourtStarted(schemaVersion: schemaVersion, match: match, key: key, started: true))
    }

    /// A court's message (its match started, or over) as the desk action it asks for. A
    /// message with `"started": true` is a start; anything else is read as a result.
    public static func message(_ bytes: [UInt8], court: Int) throws(Problem) -> DeskAction {
        guard bytes.count <= maxBytes else { throw Problem(sentence: DeskMessages.wireTooLarge(court, bytes: bytes.count, limit: maxBytes)) }
        if let started = try? JSONDecoder().decode(CourtStarted.self, from: Data(bytes)), started.started {
            guard started.schemaVersion == schemaVersion else { throw Problem(sentence: DeskMessages.wireVersion(court, version: started.schemaVersion)) }
            return .start(match: started.match, court: court, key: started.key)
        }
        return try result(bytes, court: court)
    }

    private static func encoded(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Plain strings and integers: encoding cannot fail; an empty message would be refused.
        return (try? encoder.encode(value)).map { Array($0) } ?? []
    }

    private static func fieldName(of error: any Error) -> String {
        guard let error = error as? DecodingError else { return "the JSON" }
        switch error {
        case .keyNotFound(let key, _): return key.stringValue
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return context.codingPath.last?.stringValue ?? "the JSON"
        @unknown default: return "the JSON"
        }
    }
}
