import FoundationEssentials

/// Decodes one action and turns Foundation's decoding errors into sentences that name the
/// field and what it accepts, so a script author can fix the line without reading code.
public enum ActionDecoding {
    public static func decode<T: Decodable>(_ type: T.Type, from data: Data, action: String)
        throws(LineRejection) -> T
    {
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as LineRejection {
            throw error
        } catch let DecodingError.typeMismatch(expected, context) {
            throw LineRejection(CommonMessages.badField(
                fieldName(context.codingPath), action: action, expected: describe(expected)))
        } catch let DecodingError.valueNotFound(expected, context) {
            throw LineRejection(CommonMessages.badField(
                fieldName(context.codingPath), action: action, expected: describe(expected)))
        } catch let DecodingError.keyNotFound(key, _) {
            throw LineRejection(CommonMessages.missingField(key.stringValue, action: action))
        } catch let DecodingError.dataCorrupted(context) {
            if context.codingPath.isEmpty { throw unnamedFailure(data, action: action) }
            throw LineRejection(context.debugDescription)
        } catch {
            throw unnamedFailure(data, action: action)
        }
    }

    /// Foundation reports a fraction where a whole number belongs (2.5 for a count) without the
    /// field's path, which read as "not a JSON object" (issue 39): the field is found in the
    /// JSON itself. Anything else is not an object.
    static func unnamedFailure(_ data: Data, action: String) -> LineRejection {
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: data), case .object = value,
            let found = firstFraction(in: value, path: "")
        else { return LineRejection(CommonMessages.notAnObject) }
        return LineRejection(CommonMessages.badField(found.path, action: action, expected: "a whole number (found \(found.value))"))
    }

    /// The first number with a fraction, and where: `rules.oversPerInnings`, `teams[0].x`.
    static func firstFraction(in value: JSONValue, path: String) -> (path: String, value: Double)? {
        switch value {
        case .number(let number) where number != number.rounded():
            return (path, number)
        case .object(let fields):
            for (key, field) in fields.sorted(by: { $0.key < $1.key }) {
                if let found = firstFraction(in: field, path: path.isEmpty ? key : "\(path).\(key)") { return found }
            }
            return nil
        case .array(let items):
            for (index, item) in items.enumerated() {
                if let found = firstFraction(in: item, path: "\(path)[\(index)]") { return found }
            }
            return nil
        default:
            return nil
        }
    }

    /// The `type` of an action line, before its own fields are decoded.
    public static func actionType(of data: Data) throws(LineRejection) -> String {
        struct Envelope: Decodable { let type: String? }
        guard let envelope = try? JSONDecoder().decode(Envelope.self, from: data) else {
            throw LineRejection(CommonMessages.notAnObject)
        }
        guard let type = envelope.type else { throw LineRejection(CommonMessages.missingType) }
        return type
    }

    /// An action's `at`, refused with a sentence naming the field when it is not a time, with
    /// the steady time and sync flag the kiosk stamped beside it (ADR 044). A steady time
    /// without `at` means nothing to the rules and is ignored.
    public static func time(_ raw: String?, steady: Int? = nil, synced: Bool? = nil) throws(LineRejection) -> Timestamp? {
        guard let raw else { return nil }
        guard let time = Timestamp(raw) else { throw LineRejection(CommonMessages.badTime(raw)) }
        guard let steady else { return time }
        guard Timestamp.steadyRange.contains(steady) else {
            throw LineRejection(CommonMessages.steadyOutOfRange(steady, accepted: Timestamp.steadyRange))
        }
        return Timestamp(time, steady: steady, synced: synced ?? true)
    }

    private static func fieldName(_ path: [any CodingKey]) -> String {
        path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            .joined(separator: ".").replacing(".[", with: "[")
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type, is Int?.Type: CommonMessages.expectedWholeNumber
        case is Bool.Type, is Bool?.Type: CommonMessages.expectedTrueOrFalse
        case is String.Type, is String?.Type: CommonMessages.expectedText
        case is Double.Type: CommonMessages.expectedNumber
        default: CommonMessages.expectedOther
        }
    }
}
