import InputKeys
import MatchEngine

/// Logical button → action lines, per sport: the only place that knows what a button means.
/// It produces the same JSON lines a scorer would type (docs/actions.md), so everything a box
/// records can be replayed, exported and corrected from the CLI like typed input.
///
/// A press gives one primary action; the state it leaves may then call for follow-ups the
/// box has no button for (the next placeholder bowler, the next batter, the openers), which
/// `perform` records straight after, so a whole match can be scored on a few buttons.
struct ButtonActions {
    /// Alternate ends: a new over brings back the bowler of two overs ago.
    var alternateEnds = false
    /// An extra armed by `wide`, `noBall`, `bye` or `legBye`, applied to the next run button.
    private(set) var modifier: CricketButtons.Modifier?

    init(alternateEnds: Bool = false) {
        self.alternateEnds = alternateEnds
    }

    enum Outcome: Equatable {
        /// These lines were recorded (primary first, then follow-ups).
        case recorded([String])
        /// The engine refused the primary line; nothing was recorded.
        case refused(line: String, why: String)
        /// A modifier is armed (or disarmed): feedback only, nothing recorded.
        case armed(String?)
        /// The button means nothing in this state (a short press of a hold-only button).
        case ignored(String)
        /// Start the next match: the kiosk's lifecycle, not an action (issue 8).
        case startNextMatch
    }

    /// What `event` means for `session`, before any follow-up.
    mutating func primary(for event: ButtonEvent, in session: any SportSession) -> Outcome? {
        if let cricket = session as? CricketSession {
            switch CricketButtons.primary(for: event, state: cricket.state, modifier: modifier) {
            case .line(let line):
                modifier = nil
                return .recorded([line])
            case .arm(let m):
                modifier = m
                return .armed(m?.rawValue)
            case .ignore(let why):
                return .ignored(why)
            case .startNext:
                return .startNextMatch
            }
        }
        if let badminton = session as? BadmintonSession {
            return BadmintonButtons.primary(for: event, state: badminton.state)
        }
        return .ignored("no buttons are defined for this sport")
    }

    /// Lines the box records by itself after an action, tried in order until one is taken.
    func followUp(after session: any SportSession) -> [String] {
        guard let cricket = session as? CricketSession else { return [] }
        return CricketButtons.followUp(after: cricket.state, alternateEnds: alternateEnds)
    }

    static let undoLine = #"{"type":"undo"}"#

    /// Handles one press: records its line with `record` (which returns the engine's refusal,
    /// or `nil` when recorded) and the follow-ups the state calls for, before and after.
    mutating func perform(_ event: ButtonEvent, session: () -> any SportSession, record: (String) -> String?) -> Outcome {
        guard let outcome = primary(for: event, in: session()) else { return .ignored("") }
        guard case .recorded(let lines) = outcome, let line = lines.first else { return outcome }
        var done: [String] = []
        if line == Self.undoLine {
            if let why = record(line) { return .refused(line: line, why: why) }
            done.append(line)
            // The box fills every gap at once, so a gap after an undo means the undo took back
            // a line the box added by itself (a bowler, a batter): take back the press too.
            for _ in 0..<4 {
                guard !followUp(after: session()).isEmpty, record(Self.undoLine) == nil else { break }
                done.append(Self.undoLine)
            }
            return .recorded(done)
        }
        fillGaps(session: session, record: record, into: &done)
        if let why = record(line) { return .refused(line: line, why: why) }
        done.append(line)
        fillGaps(session: session, record: record, into: &done)
        return .recorded(done)
    }

    /// Records follow-ups while the state calls for them. Each fills one gap (openers, a
    /// batter, a bowler); the bound keeps a refused follow-up from looping.
    private func fillGaps(session: () -> any SportSession, record: (String) -> String?, into done: inout [String]) {
        for _ in 0..<4 {
            let candidates = followUp(after: session())
            guard let taken = candidates.first(where: { record($0) == nil }) else { return }
            done.append(taken)
        }
    }
}
