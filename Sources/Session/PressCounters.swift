/// What the session did while handling events, counted so a test can hold a press to doing
/// each thing once (issue 37): one engine check per action, one board build and one publish
/// per press. Plain integers, kept always: counting costs less than a branch on a flag.
public struct PressCounters: Equatable, Sendable {
    /// Actions the engine was asked to check before the journal: a press's actions staged on
    /// its trial copy (the staged apply is the check; the history's chunks stay shared, so no
    /// history is copied), a typed action checked on the state alone (`SportSession.check`).
    public var engineChecks = 0
    /// Boards and pages the engine was asked to build (`scoreboard(at:)`, `page(_:at:)`, the
    /// idle board).
    public var boardBuilds = 0
    /// Passes that offered a board to the subscribers: each builds the board and compares it
    /// with the last one sent.
    public var publishes = 0
    /// Boards actually sent to the subscribers (a pass whose board is unchanged sends none).
    public var boardsSent = 0
    /// Reads of the match queue from the disk (the idle board's "Next:" line).
    public var queueReads = 0

    public init() {}
}
