import MatchEngine

/// The session's answer to one command, given only after what it recorded is durable.
public struct SessionReply: Sendable, Equatable {
    public var outcome: Outcome
    /// The last durable action after the command (nil on the idle board): what the next
    /// command's `basedOn` should name.
    public var seq: Int?
    /// True when this is the stored answer to a command already handled (a resend).
    public var repeated = false

    public init(outcome: Outcome, seq: Int?) {
        self.outcome = outcome
        self.seq = seq
    }

    public enum Outcome: Sendable, Equatable {
        /// Durable, in this order (a press may record follow-ups: openers, a bowler).
        case recorded([Recorded])
        /// The engine refused the action (nothing was written); `action` is nil for a line
        /// that did not decode.
        case refused(action: MatchAction?, why: String)
        /// The disk refused the write: nothing was applied or acknowledged. Earlier actions
        /// of the same press that were durable are listed.
        case notRecorded(why: String, recorded: [Recorded])
        /// The command was made against an older board; nothing was applied.
        case stale(current: Int?)
        /// A button armed (or disarmed, nil) an extra for the next run button.
        case armed(BoxExtra?)
        /// The press means nothing now, and why ("" says nothing).
        case ignored(String)
        /// A new match is in play (or the idle board, nil, when nothing was left to start).
        case started(matchId: String?)
        /// No match is in play, so there is nothing to score.
        case noMatch
    }

    /// An action the journal holds now, with its number and the line as written.
    public struct Recorded: Sendable, Equatable {
        public var seq: Int
        public var action: MatchAction
        public var line: String
    }

    /// True when everything the command asked for is durable.
    public var acknowledged: Bool {
        if case .recorded = outcome { return true }
        return false
    }
}
