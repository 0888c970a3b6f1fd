import FoundationEssentials

/// A board as it arrives from a broker: untrusted bytes. `decode` caps the size before any
/// parsing, then wants JSON that decodes as a `Scoreboard` of a schema this build reads.
/// A refusal says why in words the operator's log can carry (docs/mqtt.md, Bad input).
public enum BoardMessage {
    /// Twice the live board's budget (under 4 KB): room for long names, none for abuse.
    public static let maxBytes = 8 * 1024

    public struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        public let description: String
        /// What kind of refusal, for a log that says each kind once in a while, not once per
        /// message of a flood.
        public let kind: Kind
        init(_ description: String, _ kind: Kind) {
            self.description = description
            self.kind = kind
        }

        public enum Kind: String, Sendable {
            case tooLarge, empty, notJSON, notABoard, newerSchema
        }
    }

    public static func decode(_ payload: [UInt8]) throws(Refusal) -> Scoreboard {
        guard payload.count <= maxBytes else { throw Refusal(BoardMessageMessages.tooLarge(payload.count, limit: maxBytes), .tooLarge) }
        guard !payload.isEmpty else { throw Refusal(BoardMessageMessages.empty, .empty) }
        let data = Data(payload)
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw Refusal(BoardMessageMessages.notJSON, .notJSON)
        }
        // The version first: a newer board may have changed any field's meaning.
        guard case .object(let object) = value else { throw Refusal(BoardMessageMessages.notAnObject, .notABoard) }
        switch object["schemaVersion"] {
        case .integer(let version)? where version > Scoreboard.currentSchemaVersion:
            throw Refusal(BoardMessageMessages.newerSchema(String(version), supported: Scoreboard.currentSchemaVersion), .newerSchema)
        case .number(let version)? where version > Double(Scoreboard.currentSchemaVersion):
            throw Refusal(BoardMessageMessages.newerSchema(String(version), supported: Scoreboard.currentSchemaVersion), .newerSchema)
        default:
            break
        }
        do {
            let board = try JSONDecoder().decode(Scoreboard.self, from: data)
            guard board.schemaVersion >= 1 else { throw Refusal(BoardMessageMessages.badSchema(board.schemaVersion), .notABoard) }
            return board
        } catch let refusal as Refusal {
            throw refusal
        } catch {
            throw Refusal(BoardMessageMessages.notABoard, .notABoard)
        }
    }
}
