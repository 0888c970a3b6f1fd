import FoundationEssentials
import InputKeys

/// `--input stdin` lines that name a button (`run1`, `wicket:long`) instead of holding an
/// action: each is one recognised press through `ButtonActions`, with the follow-ups a box
/// records (openers, the next bowler), so the presses a box sent can be replayed on another
/// machine with the same binary and give the same journal.
final class TypedButtons {
    private let target: InputSources
    private var actions = ButtonActions()

    init(kiosk: Kiosk, preset: Data?) {
        target = InputSources(kiosk: kiosk, openers: [], recognizer: .standard, preset: preset)
    }

    /// Performs `line` when it names a button; false when it does not (it is then an action line).
    func press(_ line: String) -> Bool {
        let parts = line.trimmingSpaces().split(separator: ":", maxSplits: 1).map(String.init)
        let button = Button(parts.first ?? "")
        guard Button.known.contains(button) else { return false }
        guard let kind = parts.count > 1 ? PressKind(rawValue: parts[1]) : .press else { return false }
        let event = ButtonEvent(button, kind, at: MonotonicClock.now())
        guard let current = target.session else { return true }
        let outcome = actions.perform(event, session: { [target] in target.session ?? current }, record: target.record)
        target.performed(event, outcome)
        return true
    }
}
