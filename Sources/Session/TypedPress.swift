import MatchEngine

/// `--input stdin` lines that name a button (`run1`, `wicket:long`) instead of holding an
/// action: each is one recognised press, so the presses a box sent can be replayed on another
/// machine with the same binary and give the same journal.
public enum TypedPress {
    /// The press `line` names, or nil when it names no key a sport knows (it is then an action
    /// line). Read by the engine's one reader of presses as text, so a known key with an unknown
    /// kind (`run1:twice`) is not a press either: it goes on as a line and is refused there.
    public static func parse(_ line: String) -> BoxPress? {
        guard let press = try? BoxPress(text: line), BoxKey.known.contains(press.key) else { return nil }
        return press
    }
}
