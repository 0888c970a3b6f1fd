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
public struct MatchHistory<Rules: MatchRules>: Sendable {
    public let setup: Rules.Setup
    public private(set) var state: Rules.State
    /// Actions folded into the first checkpoint without being kept (a resumed snapshot);
    /// undo cannot reach behind them, and the caller re-folds the journal when it must.
    public let baseCount: Int
    public private(set) var actions: [Rules.Action] = []
    /// `checkpoints[i]` is the state after `i * checkpointInterval` actions.
    private var checkpoints: [Rules.State]
    private let checkpointInterval: Int

    public init(setup: Rules.Setup, checkpointInterval: Int = 64) throws(Rules.Rejection) {
        let setup = Rules.admitted(setup)
        self.setup = setup
        let initial = try Rules.start(setup)
        self.state = initial
        self.checkpoints = [initial]
        self.checkpointInterval = max(1, checkpointInterval)
        self.baseCount = 0
    }

    /// Resumes from a saved state that already folds `baseCount` actions.
    public init(setup: Rules.Setup, resumingFrom base: Rules.State, baseCount: Int, checkpointInterval: Int = 64) {
        self.setup = Rules.admitted(setup)
        self.state = base
        self.checkpoints = [base]
        self.checkpointInterval = max(1, checkpointInterval)
        self.baseCount = baseCount
    }

    /// Whether `undo` can take back another action without the full journal.
    public var canUndo: Bool { !actions.isEmpty }

    public mutating func apply(_ action: Rules.Action) throws(Rules.Rejection) {
        // Kept admitted, so an undo's re-fold and an export replay the names the board showed.
        let action = Rules.admitted(action)
        let next = try Rules.apply(action, to: state)
        actions.append(action)
        state = next
        if actions.count % checkpointInterval == 0 {
            checkpoints.append(next)
        }
    }

    /// Takes back the latest action still in effect.
    public mutating func undo() throws(Rules.Rejection) {
        guard !actions.isEmpty else { throw Rules.Rejection.nothingToUndo }
        actions.removeLast()
        let keep = actions.count / checkpointInterval + 1
        if checkpoints.count > keep { checkpoints.removeLast(checkpoints.count - keep) }
        var rebuilt = checkpoints[keep - 1]
        for action in actions[((keep - 1) * checkpointInterval)...] {
            // These actions were accepted before from the same states, so they apply again.
            guard let next = try? Rules.apply(action, to: rebuilt) else { break }
            rebuilt = next
        }
        state = rebuilt
    }
}
