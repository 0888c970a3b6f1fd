import FoundationEssentials

/// A badminton match driven by typed actions or JSON lines: the replay driver's, the store's
/// and the kiosk's view of it.
public struct BadmintonSession: SportSession {
    public static var sport: String { "badminton" }
    public static var newMatchShape: (any Decodable.Type)? { BadmintonDecoding.newMatchShape }

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

    public static func decode(line: Data) throws(LineRejection) -> (action: MatchAction, at: Timestamp?) {
        let decoded = try BadmintonDecoding.action(from: line)
        return (decoded.action.map(MatchAction.badminton) ?? .undo, decoded.at)
    }

    public mutating func apply(_ action: MatchAction, at: Timestamp?) throws(LineRejection) {
        let kind: BadmintonAction.Kind?
        switch action {
        case .badminton(let k): kind = k
        case .undo: kind = nil
        case .cricket: throw Self.wrongSport(action)
        }
        do throws(BadmintonRejection) {
            try apply(kind.map { BadmintonAction($0, at: at) })
        } catch {
            throw LineRejection(error.message)
        }
    }

    /// Applies an action already decoded, or undoes the latest one for `nil`.
    public mutating func apply(_ action: BadmintonAction?) throws(BadmintonRejection) {
        if let action { try history.apply(action) } else { try history.undo() }
    }

    /// Against the state alone (`MatchHistory.check`): the same refusals as `apply` with no
    /// time (as the check always made it), no copy of the history.
    public func checkAdmitted(_ action: MatchAction) throws(LineRejection) {
        if case .cricket = action { throw Self.wrongSport(action) }
        do throws(BadmintonRejection) {
            if case .badminton(let kind) = action {
                _ = try history.check(BadmintonAction(kind, at: nil))
            } else {
                try history.checkUndo()
            }
        } catch {
            throw LineRejection(error.message)
        }
    }

    public var boardLayout: BoardLayout { BadmintonBoard.layout(state) }

    public func encodedState(using encoder: JSONEncoder) throws -> Data {
        try encoder.encode(BadmintonOutput(state, board: scoreboard))
    }

    public func scoreboard(at now: Timestamp?) -> Scoreboard { BadmintonBoard.build(state, now: now) }

    public func page(_ page: BoardPage, at now: Timestamp?) -> Scoreboard? {
        page == .main ? scoreboard(at: now) : BadmintonPages.build(page, state, starts: gameStarts)
    }

    public var pagePhase: PagePhase { BadmintonPages.phase(state) }

    public func eventSlides(at now: Timestamp?) -> [EventSlide] {
        guard let last = history.actions.last else { return [] }
        return BadmintonPages.slides(after: last.kind, state, starts: gameStarts)
    }

    /// When each game after the first began: the time of the `advanceGame` that started it.
    var gameStarts: [Int: Timestamp] {
        var starts: [Int: Timestamp] = [:]
        var number = 1
        for action in history.actions {
            guard case .advanceGame = action.kind else { continue }
            number += 1
            if let at = action.at { starts[number] = at }
        }
        return starts
    }

    public func boxPlan(for press: BoxPress, armed: BoxExtra?) -> BoxPlan {
        BadmintonBox.plan(for: press, state: state)
    }

    public func exportTables() -> ExportTables? { BadmintonExport.tables(history) }

    public var record: MatchRecord? {
        var record = state.record
        record.result = resultLine
        return record
    }

    public var resultLine: String? {
        guard let result = state.result else { return nil }
        let line = BadmintonBoard.resultText(state, result)
        return state.logged ? BadmintonMessages.loggedResultLine(line) : line
    }
}
