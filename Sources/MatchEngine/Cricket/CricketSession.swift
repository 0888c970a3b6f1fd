import FoundationEssentials

/// A cricket match driven by typed actions or JSON lines: the replay driver's, the store's
/// and the kiosk's view of it.
public struct CricketSession: SportSession {
    public static var sport: String { "cricket" }
    public static var newMatchShape: (any Decodable.Type)? { CricketDecoding.newMatchShape }

    public private(set) var history: MatchHistory<CricketRules>
    /// The time of the latest action still in effect, when it carried one: how long the board
    /// has shown its FOUR/SIX/WICKET flash. Kept here, not in the rules state, so replay output
    /// does not depend on times; `nil` after an undo (the time it restores is gone). A snapshot
    /// saves it beside the state: the kiosk resumes from one after a restart, and a flash still
    /// due must show.
    public private(set) var lastActionAt: Timestamp?
    /// The state before the latest action, for the event slides it earned (a fifty is a batter
    /// crossing 50 on this ball); `nil` after an undo or a resume, when there is none to ask.
    /// Copy-on-write shares almost all of it with `state`.
    private var previous: CricketState?

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

    public static func decode(line: Data) throws(LineRejection) -> (action: MatchAction, at: Timestamp?) {
        let decoded = try CricketDecoding.action(from: line)
        return (decoded.action.map(MatchAction.cricket) ?? .undo, decoded.at)
    }

    public mutating func apply(_ action: MatchAction, at: Timestamp?) throws(LineRejection) {
        switch action {
        case .cricket(let action):
            let before = history.state
            do throws(CricketRejection) {
                try history.apply(action)
            } catch {
                throw LineRejection(error.message)
            }
            previous = before
            lastActionAt = at
        case .undo:
            if !history.canUndo, history.baseCount > 0 {
                throw LineRejection(CommonMessages.undoNeedsFullHistory, code: .undoNeedsFullHistory)
            }
            do throws(CricketRejection) {
                try history.undo()
            } catch {
                throw LineRejection(error.message)
            }
            lastActionAt = nil
            previous = nil
        case .badminton:
            throw Self.wrongSport(action)
        }
    }

    /// Against the state alone (`MatchHistory.check`): the same refusals as `apply`, no copy
    /// of the history.
    public func checkAdmitted(_ action: MatchAction) throws(LineRejection) {
        switch action {
        case .cricket(let action):
            do throws(CricketRejection) {
                _ = try history.check(action)
            } catch {
                throw LineRejection(error.message)
            }
        case .undo:
            if !history.canUndo, history.baseCount > 0 {
                throw LineRejection(CommonMessages.undoNeedsFullHistory, code: .undoNeedsFullHistory)
            }
            do throws(CricketRejection) {
                try history.checkUndo()
            } catch {
                throw LineRejection(error.message)
            }
        case .badminton:
            throw Self.wrongSport(action)
        }
    }

    public var boardLayout: BoardLayout { CricketBoard.layout(state) }

    public func encodedState(using encoder: JSONEncoder) throws -> Data {
        try encoder.encode(CricketOutput(state, board: scoreboard))
    }

    public func scoreboard(at now: Timestamp?) -> Scoreboard {
        CricketBoard.build(state, now: now, lastActionAt: lastActionAt)
    }

    public func page(_ page: BoardPage, at now: Timestamp?) -> Scoreboard? {
        page == .main ? scoreboard(at: now) : CricketPages.build(page, state)
    }

    public var pagePhase: PagePhase { CricketPages.phase(state) }

    public func eventSlides(at now: Timestamp?) -> [EventSlide] {
        guard let previous, let last = history.actions.last else { return [] }
        return CricketEvents.slides(after: last, from: previous, to: state)
    }

    public func boxPlan(for press: BoxPress, armed: BoxExtra?) -> BoxPlan {
        CricketBox.plan(for: press, state: state, armed: armed)
    }

    public func boxFollowUps(alternateEnds: Bool) -> [MatchAction] {
        CricketBox.followUps(after: state, alternateEnds: alternateEnds)
    }

    public func boxKeyNotes() -> [BoxPress: String] { CricketBox.keyNotes(state) }
    public func boxIdlePresses() -> Set<BoxPress> { CricketBox.idlePresses(state) }

    public func exportTables() -> ExportTables? { CricketExport.tables(history) }

    public mutating func forgetHistory(keepingLast depth: Int) { history.forget(keepingLast: depth) }

    public var resultLine: String? { state.result?.text }

    public var scorecard: Scorecard? { CricketScorecard.build(state) }

    public var record: MatchRecord? { state.record }

    /// Bumped whenever `CricketState` or the fold changes shape: a snapshot from another
    /// version is ignored and the journal re-folded, so a rules fix reaches resumed matches.
    /// 4: numbers have ranges (ADR 008); a snapshot saved after an out-of-range action an
    /// older build accepted would bring that action back.
    /// 5: innings keep their ended partnerships for the scorecard; an older snapshot has none.
    /// 6: bowlers keep their run of wicket-taking balls and partnerships each batter's share,
    /// for the pages (issue 14); an older snapshot has neither.
    /// 7: each over counts the tokens it added to the last-balls strip, for the scorer's pad.
    /// 8: names are admitted without bidi controls or control characters (ADR 046); an older
    /// snapshot may hold them as typed.
    /// 9: the same state as compact bytes (`CricketSnapshot`, ADR 059) instead of JSON, read
    /// without `JSONDecoder`; a version 8 JSON snapshot is still read (`legacyJSONVersion`).
    static let snapshotVersion = 9
    /// The last version written as JSON: a match saved by the build before ADR 059 resumes
    /// from it rather than folding its whole journal once.
    static let legacyJSONVersion = 8

    private struct SavedState: Codable {
        var v: Int
        var state: CricketState
        /// Absent in snapshots saved before it was kept; the flash is then simply not shown.
        var lastActionAt: Timestamp?
    }

    public func snapshotState() -> Data? {
        Data(CricketSnapshot.encode(state, lastActionAt: lastActionAt, version: Self.snapshotVersion))
    }

    /// The version 8 snapshot this build's predecessor wrote, for the tests that the old
    /// format is still read (a fixture holds one written by that build as well).
    func legacyJSONSnapshotState() -> Data? {
        try? JSONEncoder().encode(SavedState(v: Self.legacyJSONVersion, state: state, lastActionAt: lastActionAt))
    }

    public init?(newMatch: Data, snapshotState: Data, actionCount: Int) {
        guard let resumed = try? Self.resumed(newMatch: newMatch, snapshotState: snapshotState, actionCount: actionCount)
        else { return nil }
        self = resumed
    }

    /// Reads the bytes in the format they say they are in: this build's (`SLCS` and a
    /// version), or the JSON of version 8. Any other version, damage, or a set-up that is not
    /// the match's is refused with the sentence the log shows; the caller folds the journal.
    public static func resumed(newMatch: Data, snapshotState: Data, actionCount: Int) throws(SnapshotRefusal) -> CricketSession {
        guard let setup = try? CricketDecoding.setup(from: newMatch) else { throw SnapshotRefusal(SnapshotMessages.badNewMatch) }
        let bytes = [UInt8](snapshotState)
        let saved: (state: CricketState, lastActionAt: Timestamp?)
        if let version = SnapshotReader.version(bytes, magic: CricketSnapshot.magic) {
            guard version == snapshotVersion else { throw unknownVersion(version) }
            guard let decoded = CricketSnapshot.decode(bytes, version: version) else { throw SnapshotRefusal(SnapshotMessages.damaged) }
            saved = decoded
        } else if bytes.first == UInt8(ascii: "{") {
            saved = try legacy(snapshotState)
        } else {
            throw SnapshotRefusal(SnapshotMessages.notAState)
        }
        guard saved.state.setup == CricketRules.admitted(setup) else { throw SnapshotRefusal(SnapshotMessages.otherSetUp) }
        // The JSON's fields and the bytes' are each read whole, but only this says that the
        // teams and overs they name are there (the snapshot fuzzer's finding: an innings of
        // team 5 from a JSON snapshot trapped the board).
        guard saved.state.isCoherent else { throw SnapshotRefusal(SnapshotMessages.incoherent) }
        return CricketSession(
            resuming: MatchHistory(setup: setup, resumingFrom: saved.state, baseCount: actionCount), lastActionAt: saved.lastActionAt)
    }

    private init(resuming history: MatchHistory<CricketRules>, lastActionAt: Timestamp?) {
        self.history = history
        self.lastActionAt = lastActionAt
    }

    /// A JSON snapshot: version 8 reads; another version is named in the refusal.
    private static func legacy(_ data: Data) throws(SnapshotRefusal) -> (state: CricketState, lastActionAt: Timestamp?) {
        struct Version: Decodable { var v: Int }
        guard let version = try? JSONDecoder().decode(Version.self, from: data) else { throw SnapshotRefusal(SnapshotMessages.damaged) }
        guard version.v == legacyJSONVersion else { throw unknownVersion(version.v) }
        guard let saved = try? JSONDecoder().decode(SavedState.self, from: data) else { throw SnapshotRefusal(SnapshotMessages.damaged) }
        return (saved.state, saved.lastActionAt)
    }

    private static func unknownVersion(_ version: Int) -> SnapshotRefusal {
        SnapshotRefusal(SnapshotMessages.unknownVersion(version, reads: snapshotVersion, legacy: legacyJSONVersion))
    }
}
