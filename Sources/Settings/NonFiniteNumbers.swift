import TOMLKit

/// The inf and nan floats of a TOML table, by key path. TOML has them and JSON, which the
/// config is read through, has not: without this the whole file was "not a TOML file".
enum NonFiniteNumbers {
    static func find(in table: TOMLTable, path: String = "") -> [(key: String, shown: String)] {
        table.keys.sorted().flatMap { key -> [(key: String, shown: String)] in
            guard let value = table[key] else { return [] }
            return find(in: value, path: path.isEmpty ? key : "\(path).\(key)")
        }
    }

    private static func find(in value: any TOMLValueConvertible, path: String) -> [(key: String, shown: String)] {
        switch value.type {
        case .double:
            guard let number = value.double, !number.isFinite else { return [] }
            return [(path, "\(number)")]
        case .table:
            return value.table.map { find(in: $0, path: path) } ?? []
        case .array:
            guard let array = value.array else { return [] }
            return array.enumerated().flatMap { find(in: $0.element, path: "\(path)[\($0.offset)]") }
        default:
            return []
        }
    }
}
