import MatchEngine

/// How a command's result becomes its reply: pure translations, kept beside the reply so the
/// session holds only the path from a command to the journal.
extension SessionReply.Outcome {
    /// A press's outcome; nil when the press starts the next match, which only the session can.
    init?(press result: BoxRun.Result, recorded: [SessionReply.Recorded]) {
        switch result {
        case .recorded: self = .recorded(recorded)
        case .refused(let action, let why, _): self = .refused(action: action, why: why)
        case .armed(let extra): self = .armed(extra)
        case .ignored(let why): self = .ignored(why)
        case .startNext: return nil
        }
    }

    /// What the bottom line says after the command, when nothing is wrong.
    var notice: String? {
        switch self {
        case .armed(let extra): extra.map(BoxMessages.armed)
        case .ignored(let why): why.isEmpty ? nil : BoxMessages.ignored(why)
        case .refused(_, let why): BoxMessages.ignored(why)
        case .recorded, .notRecorded, .stale, .started, .noMatch: nil
        }
    }
}
