import FoundationEssentials
import MatchEngine

/// A config value as the file has it, before it is checked against the schema. TOML is
/// turned into this (through its JSON form) so every check can name the key it is about.
enum ConfigValue: Decodable, Equatable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([ConfigValue])
    case table([String: ConfigValue])

    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        // Bool first: JSON `true` decodes as nothing else, and 1 never decodes as Bool.
        if let value = try? c.decode(Bool.self) { self = .bool(value) }
        else if let value = try? c.decode(Int.self) { self = .int(value) }
        else if let value = try? c.decode(Double.self) { self = .double(value) }
        else if let value = try? c.decode(String.self) { self = .string(value) }
        else if let value = try? c.decode([ConfigValue].self) { self = .array(value) }
        else { self = .table(try c.decode([String: ConfigValue].self)) }
    }

    /// How the value reads in a message: `"fast"`, `45`, `a table`.
    var shown: String {
        switch self {
        case .bool(let value): "\(value)"
        case .int(let value): "\(value)"
        case .double(let value): "\(value)"
        case .string(let value): "\"\(value)\""
        case .array: "a list"
        case .table: "a table"
        }
    }

    /// The value as JSON (presets become newMatch records).
    var json: JSONValue {
        switch self {
        case .bool(let value): .bool(value)
        case .int(let value): .integer(value)
        case .double(let value): .number(value)
        case .string(let value): .string(value)
        case .array(let values): .array(values.map(\.json))
        case .table(let table): .object(table.mapValues(\.json))
        }
    }
}
