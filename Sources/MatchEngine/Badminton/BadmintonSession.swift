import FoundationEssentials

/// A badminton match driven by JSON lines: the replay driver's and the store's view of it.
public struct BadmintonSession: SportSession {
    public private(set) var history: MatchHistory<BadmintonRules>

    public var state: BadmintonState { history.state }

    public init(newMatch: Data) throws(LineRejection) {
        let setup = try BadmintonDecoding.setup(from: newMatch)
        do {
            history = try MatchHistory(setup: setup)
        } catch {
            throw LineRejection(error.message)
        }
    }

    public init(setup: BadmintonSetup) throws(BadmintonRejection) {
        history = try MatchHistory(setup: setup)
    }

    public mutating func apply(line: Data) throws(LineRejection) {
        let action = try BadmintonDecoding.action(from: line)
        do {
            if let action { try history.apply(action) } else { try history.undo() }
        } catch {
            throw LineRejection(error.message)
        }
    }

    /// Applies an action already decoded, or undoes the latest one for `nil`.
    public mutating func apply(_ action: BadmintonAction?) throws(BadmintonRejection) {
        if let action { try history.apply(action) } else { try history.undo() }
    }

    public func encodedState(using encoder: JSONEncoder) throws -> Data {
        try encoder.encode(BadmintonOutput(state, board: scoreboard))
    }

    public var scoreboard: Scoreboard { BadmintonBoard.build(state) }

    public func exportTables() -> ExportTables? { BadmintonExport.tables(history) }
}
