import FoundationEssentials
import MatchEngine

/// One JSON object from a phone, read field by field: an unknown field, a missing one or one
/// of the wrong type is refused with its dotted name and what is accepted, so every decoder
/// here says the same thing the same way.
struct FormFields {
    let object: [String: JSONValue]
    /// The dotted path of this object ("" at the top, "teams.0." below).
    let path: String

    /// The body as a JSON object, or why not.
    static func parse(_ bytes: some Collection<UInt8>) throws(FormRefusal) -> FormFields {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        } catch {
            throw FormRefusal(SetupFormMessages.notJSON)
        }
        guard case .object(let object) = value else { throw FormRefusal(SetupFormMessages.notAnObject) }
        return FormFields(object: object, path: "")
    }

    init(object: [String: JSONValue], path: String) {
        self.object = object
        self.path = path
    }

    func name(_ key: String) -> String { path + key }

    /// Refuses any field not in `accepted`, naming the first (in sorted order, so the answer
    /// does not change between runs) and the accepted ones.
    func only(_ accepted: [String]) throws(FormRefusal) {
        if let unknown = object.keys.sorted().first(where: { !accepted.contains($0) }) {
            throw FormRefusal(SetupFormMessages.unknownField(name(unknown), accepted: accepted), field: name(unknown))
        }
    }

    func has(_ key: String) -> Bool {
        if case .null? = object[key] { return false }
        return object[key] != nil
    }

    func string(_ key: String) throws(FormRefusal) -> String? {
        switch object[key] {
        case nil, .null?: return nil
        case .string(let s)?: return s
        default: throw FormRefusal(SetupFormMessages.notText(name(key)), field: name(key))
        }
    }

    func requiredString(_ key: String) throws(FormRefusal) -> String {
        guard let s = try string(key) else { throw FormRefusal(SetupFormMessages.missing(name(key)), field: name(key)) }
        return s
    }

    /// A whole number in `range` (a JSON number with no fraction).
    func int(_ key: String, in range: ClosedRange<Int>) throws(FormRefusal) -> Int? {
        switch object[key] {
        case nil, .null?: return nil
        case .integer(let n)? where range.contains(n): return n
        default: throw FormRefusal(SetupFormMessages.notNumber(name(key), range), field: name(key))
        }
    }

    func bool(_ key: String) throws(FormRefusal) -> Bool? {
        switch object[key] {
        case nil, .null?: return nil
        case .bool(let b)?: return b
        default: throw FormRefusal(SetupFormMessages.notBool(name(key)), field: name(key))
        }
    }

    /// One of `choices`, exactly as written.
    func choice(_ key: String, _ choices: [String]) throws(FormRefusal) -> String? {
        guard let s = try string(key) else { return nil }
        guard choices.contains(s) else { throw FormRefusal(SetupFormMessages.notOneOf(name(key), s, choices), field: name(key)) }
        return s
    }

    func object(_ key: String) throws(FormRefusal) -> FormFields? {
        switch object[key] {
        case nil, .null?: return nil
        case .object(let o)?: return FormFields(object: o, path: name(key) + ".")
        default: throw FormRefusal(SetupFormMessages.notObject(name(key)), field: name(key))
        }
    }

    func array(_ key: String) throws(FormRefusal) -> [JSONValue]? {
        switch object[key] {
        case nil, .null?: return nil
        case .array(let a)?: return a
        default: throw FormRefusal(SetupFormMessages.notList(name(key)), field: name(key))
        }
    }

    /// A list of objects, each read with its index in the path.
    func objects(_ key: String) throws(FormRefusal) -> [FormFields]? {
        guard let items = try array(key) else { return nil }
        var out: [FormFields] = []
        for (i, item) in items.enumerated() {
            guard case .object(let o) = item else {
                throw FormRefusal(SetupFormMessages.notObject("\(name(key)).\(i)"), field: "\(name(key)).\(i)")
            }
            out.append(FormFields(object: o, path: "\(name(key)).\(i)."))
        }
        return out
    }

    /// A list of names: each trimmed, blanks dropped, each at most `maxLength` characters and
    /// no name twice.
    func names(_ key: String, max count: Int, maxLength: Int) throws(FormRefusal) -> [String] {
        guard let items = try array(key) else { return [] }
        var out: [String] = []
        for (i, item) in items.enumerated() {
            let field = "\(name(key)).\(i)"
            guard case .string(let raw) = item else { throw FormRefusal(SetupFormMessages.notText(field), field: field) }
            let trimmed = SetupForm.trim(raw)
            if trimmed.isEmpty { continue }
            guard trimmed.count <= maxLength else { throw FormRefusal(SetupFormMessages.tooLong(field, maxLength), field: field) }
            guard !out.contains(trimmed) else { throw FormRefusal(SetupFormMessages.twice(trimmed), field: field) }
            out.append(trimmed)
        }
        guard out.count <= count else { throw FormRefusal(SetupFormMessages.tooMany(name(key), count: out.count, count), field: name(key)) }
        return out
    }
}
