import FoundationEssentials

/// The scorer's side of the one entry of names (ADR 046): what is entered now is refused with
/// a sentence when a name holds a control character, and written to the journal as the match
/// keeps it. A journal an older build wrote is not refused: `MatchHistory` cleans its names.
extension MatchAction {
    /// The action with its names as the match keeps them (`NameText.cleaned`).
    public var admitted: MatchAction {
        switch self {
        case .cricket(let action): .cricket(CricketRules.admitted(action))
        case .badminton(let kind): .badminton(kind.mappingNames(NameText.cleaned))
        case .undo: .undo
        }
    }

    /// The refusal of a name holding a control character (NUL, ESC, a line break), naming the
    /// action and the field; `nil` when every name may be entered.
    public var nameRefusal: LineRejection? {
        let (type, names): (String, [(field: String, name: String)]) =
            switch self {
            case .cricket(let action): (action.typeName, action.names)
            case .badminton(let kind): (kind.typeName, kind.names)
            case .undo: ("undo", [])
            }
        for (field, name) in names {
            if let control = NameText.controlCharacter(in: name) {
                return LineRejection(CommonMessages.controlInName(field, action: type, code: NameText.code(control)))
            }
        }
        return nil
    }
}

/// The same refusal for a `newMatch` record: every text in it (team and side names, short
/// codes, players, and the rest, none of which has a use for a control character).
enum NewMatchNames {
    static func refusal(_ line: Data) -> LineRejection? {
        guard let record = try? JSONDecoder().decode(JSONValue.self, from: line) else { return nil }
        guard let (path, control) = firstControl(in: record, at: "") else { return nil }
        return LineRejection(CommonMessages.controlInName(path, action: "newMatch", code: NameText.code(control)))
    }

    /// Depth first, keys in order, so the same record always names the same field.
    private static func firstControl(in value: JSONValue, at path: String) -> (String, Unicode.Scalar)? {
        switch value {
        case .string(let text): return NameText.controlCharacter(in: text).map { (path, $0) }
        case .array(let items):
            for (index, item) in items.enumerated() {
                if let found = firstControl(in: item, at: "\(path)[\(index)]") { return found }
            }
            return nil
        case .object(let fields):
            for key in fields.keys.sorted() {
                if let value = fields[key], let found = firstControl(in: value, at: path.isEmpty ? key : "\(path).\(key)") {
                    return found
                }
            }
            return nil
        case .null, .bool, .integer, .number: return nil
        }
    }
}
