/// A terminal key: written `"undo"` or `"undo:long"` in the config. A terminal reports no
/// release, so a long press gets its own key.
public struct TerminalBinding: Codable, Sendable, Hashable, ExpressibleByStringLiteral {
    public var button: Button
    public var kind: PressKind

    public init(_ button: Button, _ kind: PressKind = .press) {
        self.button = button
        self.kind = kind
    }

    public init(stringLiteral value: String) {
        let parts = value.split(separator: ":", maxSplits: 1).map(String.init)
        button = Button(parts.first ?? value)
        kind = parts.count > 1 ? PressKind(rawValue: parts[1]) ?? .press : .press
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard let name = parts.first, !name.isEmpty else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "empty button name"))
        }
        button = Button(name)
        if parts.count > 1 {
            guard let k = PressKind(rawValue: parts[1]) else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath,
                    debugDescription: "\"\(text)\": the part after ':' must be press, long or repeat"))
            }
            kind = k
        } else {
            kind = .press
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(kind == .press ? button.rawValue : "\(button.rawValue):\(kind.rawValue)")
    }
}
