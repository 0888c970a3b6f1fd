import MatchEngine

/// The fields in which two boards differ, for a finding's message: what to look at first.
public func boardDifference(_ expected: Scoreboard, _ found: Scoreboard) -> String {
    var lines: [String] = []
    if expected.layout != found.layout { lines.append("layout \(expected.layout) → \(found.layout)") }
    let keys = (expected.fields + found.fields).map(\.key.rawValue)
    var seen: Set<String> = []
    for key in keys where seen.insert(key).inserted {
        let a = expected[BoardKey(rawValue: key)]
        let b = found[BoardKey(rawValue: key)]
        if a != b { lines.append("\(key): \(describe(a)) → \(describe(b))") }
    }
    return lines.joined(separator: "; ")
}

private func describe(_ field: BoardField?) -> String {
    guard let field else { return "(none)" }
    let items = field.items.map { " [" + $0.map(\.text).joined(separator: " ") + "]" } ?? ""
    return "\"\(field.text)\"\(field.flag.map { " flag \($0)" } ?? "")\(items)"
}
