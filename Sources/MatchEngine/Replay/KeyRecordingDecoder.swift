import FoundationEssentials

/// The keys each object of a JSON document was asked for while a type decoded it, by path
/// (`""` for the top, `rules`, `teams[0]`). The engine's own types are the list of what a
/// `newMatch` record may hold, so no second list can drift from them (issue 39).
final class KeyLog {
    /// The keys asked for at each path whose object was opened as a keyed container.
    private(set) var asked: [String: Set<String>] = [:]

    func opened(_ path: String) { asked[path, default: []].formUnion([]) }
    func ask(_ key: String, at path: String) { asked[path, default: []].insert(key) }

    /// Every key of `value` that no type asked for, outermost first. An object whose container
    /// was never opened is not looked into: what reads it is unknown, so nothing is claimed.
    func unread(in value: JSONValue, path: String = "") -> [UnreadKey] {
        switch value {
        case .object(let fields):
            guard let known = asked[path] else { return [] }
            var found: [UnreadKey] = []
            for key in fields.keys.sorted() {
                guard known.contains(key), let field = fields[key] else {
                    found.append(UnreadKey(path: path, key: key, known: known.sorted()))
                    continue
                }
                found += unread(in: field, path: path.isEmpty ? key : "\(path).\(key)")
            }
            return found
        case .array(let items):
            return items.enumerated().flatMap { unread(in: $1, path: "\(path)[\($0)]") }
        default:
            return []
        }
    }
}

/// A key of a `newMatch` record that nothing in the engine reads: a typo, or a field of
/// another sport. `known` is what the same object's type asked for, for a suggestion.
public struct UnreadKey: Sendable, Equatable {
    /// Where the key's object is: `""` for the record itself, `rules`, `teams[0]`.
    public let path: String
    public let key: String
    public let known: [String]

    /// The key's full path: `rules.oversPerInnigs`, `teams[0].nmae`.
    public var fullPath: String { path.isEmpty ? key : "\(path).\(key)" }
}

/// A `Decoder` over a parsed JSON value that logs every key a type asks for (`contains`,
/// `decode`, `decodeIfPresent`, `decodeNil`, nested containers, `allKeys`). It works with
/// hand-written `init(from:)` too, and a key read only in one branch (a format's fields) is
/// logged whenever the input holds it, since that is when the branch asks.
struct KeyRecordingDecoder: Decoder {
    let value: JSONValue
    let path: String
    let codingPath: [any CodingKey]
    let log: KeyLog
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ value: JSONValue, log: KeyLog, path: String = "", codingPath: [any CodingKey] = []) {
        self.value = value
        self.log = log
        self.path = path
        self.codingPath = codingPath
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let fields) = value else { throw mismatch([String: JSONValue].self) }
        log.opened(path)
        return KeyedDecodingContainer(Keyed<Key>(fields: fields, decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value else { throw mismatch([JSONValue].self) }
        return Unkeyed(items: items, decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(decoder: self) }

    func mismatch(_ type: Any.Type) -> DecodingError {
        .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "not a \(type)"))
    }

    func child(_ value: JSONValue, key: any CodingKey) -> KeyRecordingDecoder {
        let step = key.intValue.map { "\(path)[\($0)]" } ?? (path.isEmpty ? key.stringValue : "\(path).\(key.stringValue)")
        return KeyRecordingDecoder(value, log: log, path: step, codingPath: codingPath + [key])
    }

    /// A plain `Int`-or-`String` key for array positions and `super`.
    struct Index: CodingKey {
        let stringValue: String
        let intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue; intValue = nil }
        init(intValue: Int) { stringValue = "\(intValue)"; self.intValue = intValue }
    }
}

extension KeyRecordingDecoder {
    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let fields: [String: JSONValue]
        let decoder: KeyRecordingDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }

        /// Keys the type can name: a dictionary's keys are all of them, so all count as read.
        var allKeys: [Key] {
            let keys = fields.keys.compactMap(Key.init(stringValue:))
            for key in keys { decoder.log.ask(key.stringValue, at: decoder.path) }
            return keys
        }

        func contains(_ key: Key) -> Bool {
            decoder.log.ask(key.stringValue, at: decoder.path)
            return fields[key.stringValue] != nil
        }

        private func field(_ key: Key) throws -> KeyRecordingDecoder {
            decoder.log.ask(key.stringValue, at: decoder.path)
            guard let value = fields[key.stringValue] else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing"))
            }
            return decoder.child(value, key: key)
        }

        func decodeNil(forKey key: Key) throws -> Bool { try field(key).value == .null }

        /// Every typed `decode` comes here; the value's own `init(from:)` reads it through
        /// the single-value container, so scalars are converted in one place.
        private func read<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T { try T(from: try field(key)) }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try read(type, key) }
        func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try read(type, key) }
        func decode(_ type: String.Type, forKey key: Key) throws -> String { try read(type, key) }
        func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try read(type, key) }
        func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try read(type, key) }
        func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try read(type, key) }
        func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try read(type, key) }
        func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try read(type, key) }
        func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try read(type, key) }
        func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try read(type, key) }
        func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try read(type, key) }
        func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try read(type, key) }
        func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try read(type, key) }
        func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try read(type, key) }
        func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try read(type, key) }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try field(key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try field(key).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder {
            decoder.log.ask("super", at: decoder.path)
            return decoder.child(fields["super"] ?? .null, key: Index(stringValue: "super"))
        }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            decoder.log.ask(key.stringValue, at: decoder.path)
            return decoder.child(fields[key.stringValue] ?? .null, key: key)
        }
    }
}

extension KeyRecordingDecoder {
    struct Unkeyed: UnkeyedDecodingContainer {
        let items: [JSONValue]
        let decoder: KeyRecordingDecoder
        private(set) var currentIndex = 0
        var codingPath: [any CodingKey] { decoder.codingPath }
        var count: Int? { items.count }
        var isAtEnd: Bool { currentIndex >= items.count }

        init(items: [JSONValue], decoder: KeyRecordingDecoder) {
            self.items = items
            self.decoder = decoder
        }

        private mutating func next() throws -> KeyRecordingDecoder {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(JSONValue.self, .init(codingPath: codingPath, debugDescription: "end of list"))
            }
            defer { currentIndex += 1 }
            return decoder.child(items[currentIndex], key: Index(intValue: currentIndex))
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, items[currentIndex] == .null else { return false }
            currentIndex += 1
            return true
        }

        private mutating func read<T: Decodable>(_ type: T.Type) throws -> T { try T(from: try next()) }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try read(type) }
        mutating func decode(_ type: Bool.Type) throws -> Bool { try read(type) }
        mutating func decode(_ type: String.Type) throws -> String { try read(type) }
        mutating func decode(_ type: Double.Type) throws -> Double { try read(type) }
        mutating func decode(_ type: Float.Type) throws -> Float { try read(type) }
        mutating func decode(_ type: Int.Type) throws -> Int { try read(type) }
        mutating func decode(_ type: Int8.Type) throws -> Int8 { try read(type) }
        mutating func decode(_ type: Int16.Type) throws -> Int16 { try read(type) }
        mutating func decode(_ type: Int32.Type) throws -> Int32 { try read(type) }
        mutating func decode(_ type: Int64.Type) throws -> Int64 { try read(type) }
        mutating func decode(_ type: UInt.Type) throws -> UInt { try read(type) }
        mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try read(type) }
        mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try read(type) }
        mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try read(type) }
        mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try read(type) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try next().container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
        mutating func superDecoder() throws -> any Decoder { try next() }
    }

    struct Single: SingleValueDecodingContainer {
        let decoder: KeyRecordingDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }

        func decodeNil() -> Bool { decoder.value == .null }

        private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
            switch decoder.value {
            case .integer(let number): if let value = T(exactly: number) { return value }
            case .number(let number): if let value = T(exactly: number) { return value }
            default: break
            }
            throw decoder.mismatch(type)
        }

        private func floating<T: BinaryFloatingPoint>(_ type: T.Type) throws -> T {
            switch decoder.value {
            case .integer(let number): return T(number)
            case .number(let number): return T(number)
            default: throw decoder.mismatch(type)
            }
        }

        func decode(_ type: Bool.Type) throws -> Bool {
            guard case .bool(let flag) = decoder.value else { throw decoder.mismatch(type) }
            return flag
        }

        func decode(_ type: String.Type) throws -> String {
            guard case .string(let text) = decoder.value else { throw decoder.mismatch(type) }
            return text
        }

        func decode(_ type: Double.Type) throws -> Double { try floating(type) }
        func decode(_ type: Float.Type) throws -> Float { try floating(type) }
        func decode(_ type: Int.Type) throws -> Int { try integer(type) }
        func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
        func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
        func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
        func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
        func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: decoder) }
    }
}
