/// The rules of one sport as a pure fold: `state = actions.reduce(start(setup), apply)`.
public protocol MatchRules {
    associatedtype Setup: Sendable
    associatedtype Action: Sendable
    associatedtype State: Sendable & Equatable
    associatedtype Rejection: MatchRejection

    /// The set-up and the action as a match keeps them: names through `NameText.cleaned`
    /// (ADR 046). `MatchHistory` calls these before anything else sees the value, so every
    /// door (a press, a phone, a typed line, a journal, an import) gets the same names.
    static func admitted(_ setup: Setup) -> Setup
    static func admitted(_ action: Action) -> Action

    static func start(_ setup: Setup) throws(Rejection) -> State
    /// Validates and applies one action. A rejected action must leave no trace.
    static func apply(_ action: Action, to state: State) throws(Rejection) -> State
}

/// A reason an action was refused, in words a scorer understands.
public protocol MatchRejection: Error, Equatable, Sendable {
    var message: String { get }
    static var nothingToUndo: Self { get }
}

/// A match as its setup and the actions still in effect, with undo to any depth.
///
/// Undo re-folds from a checkpoint instead of keeping every past state: a five-day match
/// has ~15,000 actions and a state per action would cost tens of megabytes on a Pi.
/// Re-folding is deterministic, so the restored state is exactly the earlier one.
///
/// A checkpoint is a whole state, and a state's arrays (an innings' overs, its batters) are
/// copied the first time a later action changes them, so each checkpoint holds its own copy
/// of what the history has built so far. Their number is therefore capped (`maxCheckpoints`):
/// past it, every other one of the older half is dropped, so checkpoints stay one interval
/// apart near the end (where undo goes) and grow sparser further back. A match of any length
/// keeps at most that many states (issue 39: a 117,000-record match took 2.68 GB), and a live
/// match also `forget`s what is far behind it.
public struct MatchHistory<Rules: MatchRules>: Sendable {
    public let setup: Rules.Setup
    public private(set) var state: Rules.State
    /// Actions folded into the first checkpoint without being kept (a resumed snapshot, or
    /// history forgotten); undo cannot reach behind them, and the caller re-folds the journal
    /// when it must.
    public private(set) var baseCount: Int
    public private(set) var actions = ChunkedList<Rules.Action>()
    /// States after the first `at` of `actions`, in order; the first is at 0.
    private var checkpoints: [(at: Int, state: Rules.State)]
    private let checkpointInterval: Int
    private let maxCheckpoints: Int

    public init(setup: Rules.Setup, checkpointInterval: Int = 64, maxCheckpoints: Int = 32) throws(Rules.Rejection) {
        let setup = Rules.admitted(setup)
        self.setup = setup
        let initial = try Rules.start(setup)
        self.state = initial
        self.checkpoints = [(0, initial)]
        self.checkpointInterval = max(1, checkpointInterval)
        self.maxCheckpoints = max(4, maxCheckpoints)
        self.baseCount = 0
    }

    /// Resumes from a saved state that already folds `baseCount` actions.
    public init(setup: Rules.Setup, resumingFrom base: Rules.State, baseCount: Int, checkpointInterval: Int = 64, maxCheckpoints: Int = 32) {
        self.setup = Rules.admitted(setup)
        self.state = base
        self.checkpoints = [(0, base)]
        self.checkpointInterval = max(1, checkpointInterval)
        self.maxCheckpoints = max(4, maxCheckpoints)
        self.baseCount = baseCount
    }

    /// States kept for undo (the first one included): at most `maxCheckpoints`.
    public var checkpointCount: Int { checkpoints.count }

    /// Whether `undo` can take back another action without the full journal.
    public var canUndo: Bool { !actions.isEmpty }

    public mutating func apply(_ action: Rules.Action) throws(Rules.Rejection) {
        // Kept admitted, so an undo's re-fold and an export replay the names the board showed.
        let action = Rules.admitted(action)
        let next = try Rules.apply(action, to: state)
        actions.append(action)
        state = next
        if actions.count - (checkpoints.last?.at ?? 0) >= checkpointInterval {
            checkpoints.append((actions.count, next))
            if checkpoints.count > maxCheckpoints { thinCheckpoints() }
        }
    }

    /// Whether `action` would be accepted now, without changing anything, and the action as
    /// the match would keep it. The rules run on the current state alone: the history's
    /// actions and checkpoints are not touched, so nothing of them is copied (issue 37: the
    /// check used to append to a copy of the whole history, which copied its action list).
    public func check(_ action: Rules.Action) throws(Rules.Rejection) -> Rules.Action {
        let action = Rules.admitted(action)
        _ = try Rules.apply(action, to: state)
        return action
    }

    /// Whether `undo` would be accepted now: it throws what `undo` would, and runs no rules.
    public func checkUndo() throws(Rules.Rejection) {
        guard !actions.isEmpty else { throw Rules.Rejection.nothingToUndo }
    }

    /// Drops every other checkpoint of the older half (never the first): the latest half stay
    /// one interval apart, so an undo near the end re-folds at most one interval.
    private mutating func thinCheckpoints() {
        let older = checkpoints.count - maxCheckpoints / 2
        var kept = [checkpoints[0]]
        for index in stride(from: 2, to: older, by: 2) { kept.append(checkpoints[index]) }
        kept += checkpoints[older...]
        checkpoints = kept
    }

    /// Drops the actions (and the checkpoints before them) that undo would reach only after
    /// taking back more than the latest `depth`: a kiosk keeps what its board needs, not the
    /// whole match. The state is unchanged; undo still reaches at least `depth` actions back,
    /// and beyond that the caller re-folds the journal (as after a resume from a snapshot).
    public mutating func forget(keepingLast depth: Int) {
        // The last checkpoint at or before the first action that must stay undoable.
        let target = actions.count - max(0, depth)
        guard let index = checkpoints.lastIndex(where: { $0.at <= target }), index > 0 else { return }
        let dropped = checkpoints[index].at
        actions.removeFirst(dropped)
        checkpoints = checkpoints[index...].map { ($0.at - dropped, $0.state) }
        baseCount += dropped
    }

    /// Takes back the latest action still in effect.
    public mutating func undo() throws(Rules.Rejection) {
        guard !actions.isEmpty else { throw Rules.Rejection.nothingToUndo }
        actions.removeLast()
        while checkpoints.count > 1, let last = checkpoints.last, last.at > actions.count { checkpoints.removeLast() }
        guard let base = checkpoints.last else { return }
        var rebuilt = base.state
        for action in actions[base.at...] {
            // These actions were accepted before from the same states, so they apply again.
            guard let next = try? Rules.apply(action, to: rebuilt) else { break }
            rebuilt = next
        }
        state = rebuilt
    }
}
