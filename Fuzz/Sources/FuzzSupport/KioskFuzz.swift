import FoundationEssentials
import MatchEngine
import Session
import Store
import StoreTesting

/// One sport's fuzz target: the input is what a scorer could send the kiosk on stdin, and it
/// takes the kiosk's own path (ScoringSession: typed presses through the box driver, JSON
/// lines through the engine's decoder, check → journal append → apply → board), on a
/// simulated disk. The first line is the match's newMatch record when it is one of this
/// sport's; otherwise the demo preset is played and every line is a command.
///
/// Then the promise of a restart is checked: the session started again on the same disk
/// resumes the same match at the same record with the same board, and folding every record
/// from the first refuses none of them and gives that board too.
public struct KioskFuzz: Sendable {
    public let sport: String
    /// The newMatch record played when the input does not start with one.
    public let preset: String

    public init(sport: String, preset: String) {
        self.sport = sport
        self.preset = preset
    }

    public func run(_ bytes: [UInt8]) {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
        let clock = StepClock()
        let store = MatchStore(root: "/data", files: SimulatedDisk(), clock: clock)
        let session = ScoringSession(store: store, clock: clock)
        if let first = lines.first, SportRegistry.sport(ofNewMatch: Data(first)) == sport {
            session.preset = Data(first)
            lines = lines.dropFirst()
        } else {
            session.preset = Data(preset.utf8)
        }
        // A set-up the engine refuses starts nothing: that is its answer, not a finding.
        guard (try? session.start()) != nil else { return }
        for line in lines {
            // Presses come seconds apart; the clock ticks between them, as the loop's does.
            clock.advance(seconds: 1 + line.count % 7)
            session.handle(.tick)
            if let body = SessionCommand.Body(stdinLine: line) { session.handle(.command(SessionCommand(body, client: "stdin"))) }
        }
        checkRestart(session, store, clock)
    }

    private func checkRestart(_ session: ScoringSession, _ store: MatchStore, _ clock: StepClock) {
        guard let live = session.current else { return }
        let now = clock.timestamp
        let board = live.session.scoreboard(at: now)
        session.close()

        let restarted = ScoringSession(store: store, clock: clock)
        let start: ScoringSession.Start
        do {
            start = try restarted.start()
        } catch {
            finding("the match in play does not resume after a restart: \(error)")
        }
        guard start == .resumed(matchId: live.matchId, seq: live.seq) else {
            finding("a restart gives \(start), not match \(live.matchId) at seq \(live.seq)")
        }
        guard let resumed = restarted.current else { finding("a resumed session has no match") }
        let after = resumed.session.scoreboard(at: now)
        // The flash too: a snapshot keeps its last action's time (a finding of this fuzzer,
        // MatchFoldTests.aSnapshotKeepsTheTimeOfItsLastActionSoAFlashStillDueShows).
        guard after == board else {
            finding("the board after a restart differs from the board before it (seq \(live.seq)): \(boardDifference(board, after))")
        }
        restarted.close()

        let folded: MatchLoader.Loaded
        do {
            folded = try MatchLoader(store: store).load(live.matchId, useSnapshot: false)
        } catch {
            finding("the journal of the match in play does not fold: \(error)")
        }
        folded.journal.close()
        if let refusal = folded.refused.first {
            finding("record \(refusal.seq), acknowledged live, is refused when the journal is folded: \(refusal.message)")
        }
        let refolded = folded.session.scoreboard(at: now)
        guard refolded == board else {
            finding("the board folded from every record differs from the live board: \(boardDifference(board, refolded))")
        }
    }
}
