import FoundationEssentials
import LocalDays
import Logging
import MatchEngine
import Store

/// The session's board: built once a pass, given the bottom line, and published to the
/// subscribers when it changed; the idle board's next match, read from the queue only after the
/// queue changed.
extension ScoringSession {
    /// The board for the state now, with the bottom line when something is wrong.
    public var board: Scoreboard {
        withBottomLine(liveBoard(at: now()))
    }

    func liveBoard(at now: Timestamp?) -> Scoreboard {
        counters.boardBuilds += 1
        return match?.session.scoreboard(at: now) ?? outage?.shown?.scoreboard(at: now)
            ?? IdleBoard.build(venue: venue, next: nextMatchTitle(), setup: setupHint?())
    }

    /// The problem, else what the last press meant, on any board: pages keep the bottom line.
    func withBottomLine(_ board: Scoreboard) -> Scoreboard {
        if let problem = storageProblem ?? inputProblem {
            let compact = storageProblem != nil ? SessionMessages.notSavedCompact : SessionMessages.inputFaultCompact
            return board.withBottomLine(problem, compact: compact, warning: true)
        } else if let pressNotice {
            return board.withBottomLine(pressNotice, warning: false)
        } else if match?.session.resultLine != nil, let next = nextMatchTitle() {
            // A finished match's board says what the court plays next (the desk's call),
            // read from the queue only when it changed. `resultLine` is asked first: on a press
            // in play it is nil at once, from files the press already runs (no page code).
            return board.withBottomLine(SessionMessages.nextUp(next), warning: false)
        }
        return board
    }

    /// Gives subscribers the board when it (or the last durable action it shows) changed.
    func publish(force: Bool = false) {
        announceSport()
        let now = now()
        let live = liveBoard(at: now)
        counters.publishes += 1
        let (screen, shown) = pageCycle.screen(live: live, session: match?.session, at: now, wallTime: clock.now(), counters: &counters)
        // The live board (MQTT, the web app's viewers, LED panels) gets the join text only; the
        // codes, which carry the passphrase and a live pairing code, go on the big screen's.
        let liveLined = withBottomLine(live).withJoinText(join, phonePaired: phonePaired)
        let big = screen == .main ? liveLined : withBottomLine(shown)
        let next = Publication(
            board: big.withJoinCodes(join, phonePaired: phonePaired), seq: match?.lastSeq ?? outage?.lastSeq, live: liveLined, screen: screen)
        guard force || next != lastPublished else { return }
        lastPublished = next
        counters.boardsSent += 1
        for subscriber in subscribers { subscriber(next) }
    }

    /// The queue changed (a match added by `queue add` or the phone, one taken off): the idle
    /// board reads it again, and shows the new next match at once.
    public func queueChanged() { queueChanged(publishing: true) }

    func queueChanged(publishing: Bool) {
        nextMatch = nil
        if publishing { publish() }
    }

    /// The first queued match's title, read from the disk only after the queue changed.
    func nextMatchTitle() -> String? {
        if let nextMatch { return nextMatch.title }
        counters.queueReads += 1
        let title = (try? store.queue().first).flatMap { next in
            try? NewMatchRecord.prepare(Data(next.record), fallbackId: "next").title
        }
        nextMatch = NextMatch(title: title)
        return title
    }

    /// What the queue said when last read: a title, or none (an empty queue).
    struct NextMatch {
        var title: String?
    }
}
