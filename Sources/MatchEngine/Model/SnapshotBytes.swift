/// The primitives of a state snapshot's compact bytes (issue 42, ADR 059): `RecordBytes`'
/// varints, flags and strings, with every name and word written once in a table at the front
/// and referred to by its index after it. A five-day match names the same bowlers in thousands
/// of overs: read once, each name is one `String` the whole state shares.
///
/// Layout: a magic and a version the sport chooses, the table (a count, then each string),
/// then the body the sport writes. Read back with every count and index checked against what
/// is there, so damaged bytes end the read with nil, never a trap or a huge allocation.
struct SnapshotWriter {
    private var body = RecordBytes.Writer()
    private var table: [String] = []
    private var index: [String: Int] = [:]

    mutating func int(_ value: Int) { body.int(value) }
    mutating func bool(_ value: Bool) { body.bool(value) }

    /// A string from the table: its index, the string itself the first time it is seen.
    mutating func text(_ value: String) {
        if let known = index[value] {
            body.int(known)
        } else {
            index[value] = table.count
            body.int(table.count)
            table.append(value)
        }
    }

    mutating func optionalInt(_ value: Int?) { optional(value) { $0.int($1) } }
    mutating func optionalText(_ value: String?) { optional(value) { $0.text($1) } }

    /// A flag, then the value when there is one: the writer's side of `SnapshotReader.optional`.
    private mutating func optional<T>(_ value: T?, _ write: (inout SnapshotWriter, T) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }

    /// Three states in one byte: absent, false, true.
    mutating func optionalBool(_ value: Bool?) {
        switch value {
        case nil: int(0)
        case false?: int(1)
        case true?: int(2)
        }
    }

    /// An enum by its raw name, so a case added or reordered later never reads as another.
    mutating func name<E: RawRepresentable>(_ value: E) where E.RawValue == String { text(value.rawValue) }

    mutating func optionalName<E: RawRepresentable>(_ value: E?) where E.RawValue == String {
        optional(value) { $0.name($1) }
    }

    mutating func list<C: Collection>(_ items: C, _ each: (inout SnapshotWriter, C.Element) -> Void) {
        int(items.count)
        for item in items { each(&self, item) }
    }

    /// The whole: `magic`, `version`, the table, the body.
    func bytes(magic: [UInt8], version: Int) -> [UInt8] {
        var head = RecordBytes.Writer()
        head.int(version)
        head.int(table.count)
        for string in table { head.string(string) }
        return magic + head.bytes + body.bytes
    }
}

struct SnapshotReader {
    private var raw: RecordBytes.Reader
    private var table: [String] = []
    /// The version the bytes say they are in.
    let version: Int

    /// Reads the magic, the version and the table; nil when `bytes` do not start with `magic`
    /// or the table does not read.
    init?(_ bytes: [UInt8], magic: [UInt8]) {
        guard bytes.starts(with: magic) else { return nil }
        raw = RecordBytes.Reader(Array(bytes.dropFirst(magic.count)))
        guard let version = raw.int(), let strings = raw.array({ $0.string() }) else { return nil }
        self.version = version
        table = strings
    }

    /// The version alone, for a refusal that names it; nil when the bytes are not these.
    static func version(_ bytes: [UInt8], magic: [UInt8]) -> Int? {
        guard bytes.starts(with: magic) else { return nil }
        var reader = RecordBytes.Reader(Array(bytes.dropFirst(magic.count).prefix(10)))
        return reader.int()
    }

    var isAtEnd: Bool { raw.isAtEnd }

    mutating func int() -> Int? { raw.int() }

    /// A count, a tally or an index: never below zero.
    mutating func natural() -> Int? {
        guard let value = raw.int(), value >= 0 else { return nil }
        return value
    }

    mutating func bool() -> Bool? { raw.bool() }

    mutating func text() -> String? {
        guard let at = raw.int(), table.indices.contains(at) else { return nil }
        return table[at]
    }

    mutating func optionalInt() -> Int?? { optional { $0.int() } }
    mutating func optionalNatural() -> Int?? { optional { $0.natural() } }
    mutating func optionalText() -> String?? { optional { $0.text() } }

    mutating func optionalBool() -> Bool?? {
        switch raw.int() {
        case 0?: .some(nil)
        case 1?: .some(false)
        case 2?: .some(true)
        default: nil
        }
    }

    mutating func name<E: RawRepresentable>(_ type: E.Type = E.self) -> E? where E.RawValue == String {
        text().flatMap(E.init(rawValue:))
    }

    mutating func optionalName<E: RawRepresentable>(_ type: E.Type = E.self) -> E?? where E.RawValue == String {
        optional { $0.name(E.self) }
    }

    /// A flag, then the value when the flag says there is one. `.some(nil)` is "absent";
    /// nil is "does not read".
    mutating func optional<T>(_ value: (inout SnapshotReader) -> T?) -> T?? {
        guard let present = raw.bool() else { return nil }
        guard present else { return .some(nil) }
        guard let read = value(&self) else { return nil }
        return .some(read)
    }

    /// A count, then that many elements; nil as soon as one does not read. Each element takes
    /// at least one byte, so a count beyond the bytes left is damage (`RecordBytes.count`).
    mutating func list<T>(_ element: (inout SnapshotReader) -> T?) -> [T]? {
        guard let count = raw.count() else { return nil }
        var out: [T] = []
        out.reserveCapacity(count)
        for _ in 0..<count {
            guard let value = element(&self) else { return nil }
            out.append(value)
        }
        return out
    }
}
