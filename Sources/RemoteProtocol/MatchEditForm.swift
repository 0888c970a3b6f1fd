import FoundationEssentials
import MatchEngine

/// A phone's JSON body, read as an object whose keys are checked against the ones a form
/// accepts, with typed getters that name the field and what is accepted when it is wrong.
/// Shared by the match-edit and roster decoders.
public struct MatchEditForm: Sendable {
    let object: [String: JSONValue]

    /// - Parameter accepted: every key the form may carry; any other is refused by name. nil
    ///   leaves the check to `only` (a form whose keys depend on its `type`).
    public init(_ bytes: [UInt8], accepted: [String]?) throws(MatchEditRefusal) {
        guard bytes.count <= RemoteLimits.maxBody else { throw MatchEditRefusal(413, MatchEditMessages.tooBig(RemoteLimits.maxBody)) }
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        } catch {
            throw .bad(MatchEditMessages.notJSON)
        }
        guard case .object(let object) = value else { throw .bad(MatchEditMessages.notAnObject) }
        self.object = object
        if let accepted { try only(accepted) }
    }

    /// Refuses the first key (sorted, so the same body always names the same one) that is
    /// not in `accepted`.
    public func only(_ accepted: [String]) throws(MatchEditRefusal) {
        if let unknown = object.keys.sorted().first(where: { !accepted.contains($0) }) {
            throw .bad(MatchEditMessages.unknownField(unknown, accepted: accepted), field: unknown)
        }
    }

    /// A body that must say nothing (a delete, a restore): none, or `{}`.
    public static func empty(_ bytes: [UInt8]) throws(MatchEditRefusal) {
        guard !bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else { return }
        _ = try MatchEditForm(bytes, accepted: [])
    }

    public func has(_ key: String) -> Bool { object[key] != nil }

    /// A string of 1...`maxLength` characters with no control character (a name on a board,
    /// in a CSV, in a terminal), trimmed of spaces at the ends; nil when absent or null.
    public func text(_ key: String, maxLength: Int, allowEmpty: Bool = false, multiline: Bool = false) throws(MatchEditRefusal) -> String? {
        guard let value = object[key], value != .null else { return nil }
        guard case .string(let raw) = value else { throw .bad(MatchEditMessages.notText(key), field: key) }
        return try Self.checked(raw, field: key, maxLength: maxLength, allowEmpty: allowEmpty, multiline: multiline)
    }

    /// `text`, but absent, null or empty is refused.
    public func requiredText(_ key: String, maxLength: Int) throws(MatchEditRefusal) -> String {
        guard let text = try text(key, maxLength: maxLength) else { throw .bad(MatchEditMessages.missing(key), field: key) }
        return text
    }

    /// A whole number in `range`; nil when absent or null.
    public func integer(_ key: String, in range: ClosedRange<Int>) throws(MatchEditRefusal) -> Int? {
        guard let value = object[key], value != .null else { return nil }
        guard case .integer(let number) = value, range.contains(number) else {
            throw .bad(MatchEditMessages.notNumber(key, range), field: key)
        }
        return number
    }

    /// An array of strings (ids); nil when absent.
    public func strings(_ key: String, maxCount: Int, maxLength: Int) throws(MatchEditRefusal) -> [String]? {
        guard let value = object[key], value != .null else { return nil }
        guard case .array(let items) = value else { throw .bad(MatchEditMessages.notList(key), field: key) }
        guard items.count <= maxCount else { throw .bad(MatchEditMessages.tooMany(key, maxCount), field: key) }
        var out: [String] = []
        for (index, item) in items.enumerated() {
            let field = "\(key).\(index)"
            guard case .string(let raw) = item else { throw .bad(MatchEditMessages.notText(field), field: field) }
            out.append(try Self.checked(raw, field: field, maxLength: maxLength, allowEmpty: false, multiline: false))
        }
        return out
    }

    static func checked(_ raw: String, field: String, maxLength: Int, allowEmpty: Bool, multiline: Bool) throws(MatchEditRefusal) -> String {
        let trimmed = String(raw.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
        guard allowEmpty || !trimmed.isEmpty else { throw .bad(MatchEditMessages.missing(field), field: field) }
        guard trimmed.count <= maxLength else { throw .bad(MatchEditMessages.tooLong(field, maxLength), field: field) }
        let allowed: Set<Unicode.Scalar> = multiline ? ["\n"] : []
        guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && !allowed.contains($0) }) else {
            throw .bad(MatchEditMessages.control(field), field: field)
        }
        return trimmed
    }
}
