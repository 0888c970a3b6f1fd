import FoundationEssentials
import Logging
import MatchEngine
import Store

/// The session's command path: a command (a press, a typed line, the phone's action) checked
/// against the ledger of answered commands, carried out through the journal (durable, then
/// applied), and answered. The board it leaves is built and published once, by `handle`.
extension ScoringSession {

    func handle(_ command: SessionCommand) -> SessionReply {
        if let client = command.client, let number = command.number {
            switch ledger.lookup(client: client, number: number) {
            case .answered(var reply):
                reply.repeated = true
                return reply
            case .tooOld(let newest):
                return SessionReply(outcome: .refused(action: nil, why: SessionMessages.tooOld(number, newest: newest)), seq: match?.lastSeq)
            case .new:
                break
            }
        }
        let reply = perform(command)
        turnPages()
        if let client = command.client, let number = command.number { ledger.store(reply, client: client, number: number) }
        publish()
        // After the frame: a snapshot only speeds up the next resume; the press must not wait.
        match?.saveSnapshotIfDue()
        return reply
    }

    private func perform(_ command: SessionCommand) -> SessionReply {
        // Nothing is recorded while the disk refuses writes, and nothing is acknowledged.
        if let outage {
            logger.notice("refused: \(outage.line)")
            return SessionReply(outcome: .notRecorded(why: outage.line, recorded: []), seq: outage.lastSeq)
        }
        if let basedOn = command.basedOn, basedOn != match?.lastSeq {
            return SessionReply(outcome: .stale(current: match?.lastSeq), seq: match?.lastSeq)
        }
        if case .startNext = command.body { return startNextReply() }
        // On the idle board, Next takes the queued match (one the hall's desk called): nothing is
        // in play to archive, so it is the same as starting the next.
        if match == nil, case .press(let press) = command.body, press.key == .startNext { return startNextReply() }
        guard let match else { return SessionReply(outcome: .noMatch, seq: nil) }
        let outcome: SessionReply.Outcome
        switch command.body {
        case .startNext:
            return startNextReply()
        case .action(let action):
            outcome = record(action, at: stamp(), in: match)
        case .line(let data):
            do throws(LineRejection) {
                let (action, at) = try type(of: match.session).decode(line: data)
                // A typed line keeps its own time (a scorer replaying a paper log), if it is
                // one a person could mean (ADR 044); else it is stamped.
                if let at, let problem = Timestamp.rangeProblem(at.text) { throw LineRejection(problem) }
                outcome = record(action, at: at ?? (command.stamp ? stamp() : nil), in: match)
            } catch {
                outcome = .refused(action: nil, why: error.message)
            }
        case .press(let press):
            outcome = run(press, in: match)
        }
        pressNotice = outcome.notice
        return SessionReply(outcome: outcome, seq: self.match?.lastSeq)
    }

    /// Records one typed or sent action: the engine checks it against the state alone, the
    /// journal makes it durable, then it is applied.
    private func record(_ action: MatchAction, at: Timestamp?, in match: LiveMatch) -> SessionReply.Outcome {
        switch match.record(action, at: at, counters: &counters) {
        case .acknowledged(let seq, let line):
            storageProblem = nil
            pageCycle.recorded(action, in: match.session, at: at)
            return .recorded([.init(seq: seq, action: action, line: line)])
        // A full or read-only disk gets the short sentence that fits every board (ADR 046);
        // the log has the whole error.
        case .notDurable(let error):
            storageProblem = error.diskCondition?.boardLine ?? SessionMessages.notRecorded(error.description)
            return .notRecorded(why: error.description, recorded: [])
        case .refused(let why):
            logger.notice("refused: \(why)")
            return .refused(action: action, why: why)
        }
    }

    /// A press: the engine runs it and its follow-ups on a trial copy in one check
    /// (`BoxRun`), they are written as one group with one fdatasync (ADR 047), and applied
    /// only once durable.
    private func run(_ press: BoxPress, in match: LiveMatch) -> SessionReply.Outcome {
        let run: BoxRun
        do throws(LineRejection) {
            run = try match.run(press, armed: armed, alternateEnds: alternateEnds, at: stamp(), counters: &counters)
        } catch {
            return .refused(action: .undo, why: error.message)
        }
        armed = run.armed
        var recorded: [SessionReply.Recorded] = []
        if let failure = commit(run, in: match, recorded: &recorded) { return failure }
        return SessionReply.Outcome(press: run.result, recorded: recorded) ?? startNextReply().outcome
    }

    /// Commits a press's group, noting each action as `record` does; returns the outcome when
    /// it failed, nil when it is durable.
    private func commit(_ run: BoxRun, in match: LiveMatch, recorded: inout [SessionReply.Recorded]) -> SessionReply.Outcome? {
        switch match.commit(run) {
        case .acknowledged(let actions):
            if !actions.isEmpty { storageProblem = nil }
            for (seq, staged) in actions {
                recorded.append(.init(seq: seq, action: staged.action, line: String(decoding: staged.line, as: UTF8.self)))
                pageCycle.recorded(staged.action, earned: staged.slides)
            }
            return nil
        case .notDurable(let error):
            storageProblem = error.diskCondition?.boardLine ?? SessionMessages.notRecorded(error.description)
            return .notRecorded(why: error.description, recorded: [])
        case .refused(let why):
            logger.notice("refused: \(why)")
            return .refused(action: nil, why: why)
        }
    }

    private func startNextReply() -> SessionReply {
        do {
            switch try startNext() {
            case .started(let id), .resumed(let id, _): return SessionReply(outcome: .started(matchId: id), seq: match?.lastSeq)
            case .idle: return SessionReply(outcome: .started(matchId: nil), seq: nil)
            case .readOnly(let condition):
                return SessionReply(outcome: .notRecorded(why: condition.boardLine ?? "", recorded: []), seq: match?.lastSeq)
            }
        } catch {
            logger.error("next match: \(error)")
            return SessionReply(outcome: .refused(action: nil, why: "\(error)"), seq: match?.lastSeq)
        }
    }
}
