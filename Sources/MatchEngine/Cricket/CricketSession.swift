import FoundationEssentials

/// A cricket match driven by JSON lines: the replay driver's and the store's view of it.
public struct CricketSession: SportSession {
    public private(set) var history: MatchHistory<CricketRules>

    public var state: CricketState { history.state }

    public init(newMatch: Data) throws(LineRejection) {
        let setup = try CricketDecoding.setup(from: newMatch)
        do {
            history = try MatchHistory(setup: setup)
        } catch {
            throw LineRejection(error.message)
        }
    }

    public init(setup: CricketSetup) throws(CricketRejection) {
        history = try MatchHistory(setup: setup)
    }

    public mutating func apply(line: Data) throws(LineRejection) {
        let action = try CricketDecoding.action(from: line)
        if action == nil, !history.canUndo, history.baseCount > 0 {
            throw LineRejection(CommonMessages.undoNeedsFullHistory)
        }
        do throws(CricketRejection) {
            if let action { try history.apply(action) } else { try history.undo() }
        } catch {
            throw LineRejection(error.message)
        }
    }

    public func encodedState(using encoder: JSONEncoder) throws -> Data {
        try encoder.encode(CricketOutput(state, board: scoreboard))
    }

    public var scoreboard: Scoreboard { CricketBoard.build(state) }

    public func exportTables() -> ExportTables? { CricketExport.tables(history) }

    /// Bumped whenever `CricketState` or the fold changes shape: a snapshot from another
    /// version is ignored and the journal re-folded, so a rules fix reaches resumed matches.
    static let snapshotVersion = 3

    private struct SavedState: Codable {
        var v: Int
        var state: CricketState
    }

    public func snapshotState() -> Data? {
        try? JSONEncoder().encode(SavedState(v: Self.snapshotVersion, state: state))
    }

    public init?(newMatch: Data, snapshotState: Data, actionCount: Int) {
        guard let setup = try? CricketDecoding.setup(from: newMatch),
            let saved = try? JSONDecoder().decode(SavedState.self, from: snapshotState),
            saved.v == Self.snapshotVersion, saved.state.setup == setup
        else { return nil }
        history = MatchHistory(setup: setup, resumingFrom: saved.state, baseCount: actionCount)
    }
}
