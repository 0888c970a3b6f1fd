import MatchEngine

/// `--input stdin` lines that name a button (`run1`, `wicket:long`) instead of holding an
/// action: each is one recognised press, so the presses a box sent can be replayed on another
/// machine with the same binary and give the same journal.
public enum TypedPress {
    /// The press `line` names, or nil when it names none (it is then an action line).
    public static func parse(_ line: String) -> BoxPress? {
        let parts = line.split(separator: ":", maxSplits: 1).map(String.init)
        guard let name = parts.first, let key = BoxKey.known.first(where: { $0.rawValue == name }) else { return nil }
        guard let kind = parts.count > 1 ? BoxPressKind(rawValue: parts[1]) : .press else { return nil }
        return BoxPress(key, kind)
    }
}
