/// Writes an `Encodable` as one compact JSON line with object keys in the order they were
/// encoded. Foundation's `JSONEncoder` writes them in hash order (different on every run)
/// unless sorted, and a journal line should read `type` first, as a scorer types it.
///
/// Only what action lines need: no dates, no key strategies; numbers as Swift prints them.
enum LineEncoder {
    static func encode(_ value: some Encodable) -> String {
        let root = Node()
        // The engine's own action types encode only strings, numbers and booleans, which
        // cannot fail; an encoder that threw anyway leaves what it wrote so far.
        try? value.encode(to: NodeEncoder(node: root, codingPath: []))
        var out = ""
        root.write(to: &out)
        return out
    }

    /// One JSON value being built. A class, so a container handed out earlier keeps writing
    /// into the same place however many containers the value asks for.
    final class Node {
        enum Content {
            case empty
            case scalar(String)
            case array([Node])
            case object([(key: String, node: Node)])
        }

        var content: Content = .empty

        func set(_ json: String) { content = .scalar(json) }

        /// The child under `key`, replacing one already written (as a dictionary would).
        func child(forKey key: String) -> Node {
            let node = Node()
            var entries: [(key: String, node: Node)] = []
            if case .object(let existing) = content { entries = existing }
            if let index = entries.firstIndex(where: { $0.key == key }) {
                entries[index].node = node
            } else {
                entries.append((key, node))
            }
            content = .object(entries)
            return node
        }

        func makeObject() {
            if case .object = content { return }
            content = .object([])
        }

        func makeArray() {
            if case .array = content { return }
            content = .array([])
        }

        func appendChild() -> Node {
            let node = Node()
            var items: [Node] = []
            if case .array(let existing) = content { items = existing }
            items.append(node)
            content = .array(items)
            return node
        }

        var count: Int {
            switch content {
            case .array(let items): items.count
            case .object(let entries): entries.count
            case .empty, .scalar: 0
            }
        }

        func write(to out: inout String) {
            switch content {
            case .empty: out += "{}"
            case .scalar(let json): out += json
            case .array(let items):
                out += "["
                for (index, item) in items.enumerated() {
                    if index > 0 { out += "," }
                    item.write(to: &out)
                }
                out += "]"
            case .object(let entries):
                out += "{"
                for (index, entry) in entries.enumerated() {
                    if index > 0 { out += "," }
                    out += LineEncoder.quoted(entry.key)
                    out += ":"
                    entry.node.write(to: &out)
                }
                out += "}"
            }
        }
    }

    /// A JSON string literal. `/` and non-ASCII stay as they are, as `JSONEncoder` writes them
    /// with `.withoutEscapingSlashes`.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    struct NodeEncoder: Encoder {
        let node: Node
        var codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            node.makeObject()
            return KeyedEncodingContainer(Keyed<Key>(node: node, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            node.makeArray()
            return Unkeyed(node: node, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            Single(node: node, codingPath: codingPath)
        }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        var codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws { node.child(forKey: key.stringValue).set("null") }
        mutating func encode(_ value: Bool, forKey key: Key) throws { node.child(forKey: key.stringValue).set(value ? "true" : "false") }
        mutating func encode(_ value: String, forKey key: Key) throws { node.child(forKey: key.stringValue).set(LineEncoder.quoted(value)) }
        mutating func encode(_ value: Double, forKey key: Key) throws { node.child(forKey: key.stringValue).set(LineEncoder.number(value)) }
        mutating func encode(_ value: Float, forKey key: Key) throws { node.child(forKey: key.stringValue).set(LineEncoder.number(Double(value))) }
        mutating func encode(_ value: Int, forKey key: Key) throws { node.child(forKey: key.stringValue).set("\(value)") }
        mutating func encode(_ value: Int8, forKey key: Key) throws { node.child(forKey: key.stringValue).set("\(value)") }
        mutating func encode(_ value: Int16, forKey key: Key) throws { node.child(forKey: key.stringValue).set("\(value)") }
        mutating func encode(_ value: Int32, forKey key: Key) throws { node.child(forKey: key.stringValue).set("\(value)") }
        mutating func encode(_ value: Int64, forKey key: Key) throws { node.child(forKey: key.stringValue).set("\(value)") }
        mutating func encode(_ value: UInt, forKey key: Key) throws { node.child(forKey: key.stringValue).set("\(value)") }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { node.child(forKey: key.stringValue).set("\(value)") }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { node.child(forKey: key.stringValue).set("\(value)") }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { node.child(forKey: key.stringValue).set("\(value)") }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { node.child(forKey: key.stringValue).set("\(value)") }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try value.encode(to: NodeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key]))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            NodeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            NodeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            NodeEncoder(node: node.child(forKey: "super"), codingPath: codingPath)
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            NodeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let node: Node
        var codingPath: [any CodingKey]
        var count: Int { node.count }

        mutating func encodeNil() throws { node.appendChild().set("null") }
        mutating func encode(_ value: Bool) throws { node.appendChild().set(value ? "true" : "false") }
        mutating func encode(_ value: String) throws { node.appendChild().set(LineEncoder.quoted(value)) }
        mutating func encode(_ value: Double) throws { node.appendChild().set(LineEncoder.number(value)) }
        mutating func encode(_ value: Int) throws { node.appendChild().set("\(value)") }

        mutating func encode<T: Encodable>(_ value: T) throws {
            try value.encode(to: NodeEncoder(node: node.appendChild(), codingPath: codingPath))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            NodeEncoder(node: node.appendChild(), codingPath: codingPath).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            NodeEncoder(node: node.appendChild(), codingPath: codingPath).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            NodeEncoder(node: node.appendChild(), codingPath: codingPath)
        }
    }

    struct Single: SingleValueEncodingContainer {
        let node: Node
        var codingPath: [any CodingKey]

        mutating func encodeNil() throws { node.set("null") }
        mutating func encode(_ value: Bool) throws { node.set(value ? "true" : "false") }
        mutating func encode(_ value: String) throws { node.set(LineEncoder.quoted(value)) }
        mutating func encode(_ value: Double) throws { node.set(LineEncoder.number(value)) }
        mutating func encode(_ value: Int) throws { node.set("\(value)") }

        mutating func encode<T: Encodable>(_ value: T) throws {
            try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
        }
    }

    /// JSON has no NaN or infinity; action lines never hold either, so `null` is enough.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return "\(Int(value))" }
        return "\(value)"
    }
}
