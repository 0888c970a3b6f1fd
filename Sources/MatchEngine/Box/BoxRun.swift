import FoundationEssentials

/// One press of a button box, carried out by the engine in one call on a trial copy of the
/// match: the press's plan, then the follow-ups the state calls for that a box has no button
/// for (the openers, the next batter, the next bowler), each applied to the copy in turn so
/// the next is asked of the state it will follow.
///
/// Applying is the check: the rules run once an action, and nothing is applied twice. The
/// kiosk writes `staged` as one journal group (one fdatasync, ADR 047) and, only once that is
/// durable, takes `session` as the match; if the disk refuses, the copy is dropped, so none of
/// the press is applied, as none of it is on the disk. The copy shares the match's history
/// (a `ChunkedList`), so running a press copies none of it. Pure: no disk, no clock; the
/// press's time comes in as `at`.
public struct BoxRun {
    /// One action of the press, as the match keeps it and as the journal will hold it.
    public struct Staged: Sendable {
        /// The action as the match keeps it (names cleaned, ADR 046): the one written.
        public let action: MatchAction
        public let line: Data
        public let at: Timestamp?
        /// What the action earned for the page cycle, asked of the state it left: the engine
        /// answers for the last applied action only.
        public let slides: [EventSlide]
    }

    /// What the press did, for the kiosk's reply and bottom line.
    public enum Result: Sendable, Equatable {
        /// Every action in `staged`, in order (the press's own and its follow-ups).
        case recorded([MatchAction])
        /// The engine refused `action` for this reason; `done` were staged before it and are
        /// still written (a follow-up the state called for stands on its own).
        case refused(MatchAction, String, done: [MatchAction])
        /// An extra armed (or disarmed with nil); nothing recorded.
        case armed(BoxExtra?)
        /// Nothing recorded, for this reason (lower-case; "" says nothing).
        case ignored(String)
        /// The press starts the next match: the kiosk's lifecycle, not an action.
        case startNext
    }

    /// The match as it will be once `staged` is durable.
    public private(set) var session: any SportSession
    public private(set) var staged: [Staged] = []
    public private(set) var result: Result = .recorded([])
    /// The extra armed after the press: a run button uses it up, Wide and the like set it.
    public private(set) var armed: BoxExtra?

    /// Runs `press` on a copy of `session`, with `armed` the extra the last press left and
    /// `time` the press's stamp (its follow-ups are the same instant).
    ///
    /// - Throws: only `undoNeedsFullHistory`, when an undo must reach behind what `session`
    ///   holds in memory: the kiosk folds the journal again and runs the press anew. Every
    ///   other refusal is a `Result`.
    public init(
        _ press: BoxPress, on session: any SportSession, armed: BoxExtra?, alternateEnds: Bool, at time: Timestamp?
    ) throws(LineRejection) {
        self.session = session
        self.armed = armed
        switch session.boxPlan(for: press, armed: armed) {
        case .arm(let extra):
            self.armed = extra
            result = .armed(extra)
        case .ignore(let why):
            result = .ignored(why)
        case .startNext:
            result = .startNext
        case .record(let action):
            self.armed = nil
            result = action == .undo ? try undo(at: time, alternateEnds: alternateEnds)
                : try record(action, at: time, alternateEnds: alternateEnds)
        }
    }

    private mutating func record(_ action: MatchAction, at time: Timestamp?, alternateEnds: Bool) throws(LineRejection) -> Result {
        var done: [MatchAction] = []
        try fillGaps(at: time, alternateEnds: alternateEnds, done: &done)
        if let why = try stage(action, at: time) { return .refused(action, why, done: done) }
        done.append(action)
        try fillGaps(at: time, alternateEnds: alternateEnds, done: &done)
        return .recorded(done)
    }

    private mutating func undo(at time: Timestamp?, alternateEnds: Bool) throws(LineRejection) -> Result {
        if let why = try stage(.undo, at: time) { return .refused(.undo, why, done: []) }
        var done: [MatchAction] = [.undo]
        // The box fills every gap at once, so a gap after an undo means the undo took back an
        // action the box added by itself (a bowler, a batter): take back the press too. The
        // bound keeps a refused undo from looping.
        for _ in 0..<4 {
            guard !session.boxFollowUps(alternateEnds: alternateEnds).isEmpty, try stage(.undo, at: time) == nil else { break }
            done.append(.undo)
        }
        return .recorded(done)
    }

    /// Stages follow-ups while the state calls for them. Each fills one gap; candidates are
    /// tried in order until one is taken.
    private mutating func fillGaps(at time: Timestamp?, alternateEnds: Bool, done: inout [MatchAction]) throws(LineRejection) {
        for _ in 0..<4 {
            var taken = false
            for candidate in session.boxFollowUps(alternateEnds: alternateEnds) where !taken {
                if try stage(candidate, at: time) == nil {
                    done.append(candidate)
                    taken = true
                }
            }
            if !taken { return }
        }
    }

    /// Applies `typed` to the copy and keeps it; returns why the engine refused it (the copy
    /// unchanged: `apply` throws before it changes the state), or nil.
    private mutating func stage(_ typed: MatchAction, at time: Timestamp?) throws(LineRejection) -> String? {
        do throws(LineRejection) {
            if let refusal = typed.nameRefusal { throw refusal }
            let action = typed.admitted
            try session.apply(action, at: time)
            staged.append(Staged(action: action, line: action.line(at: time), at: time, slides: session.eventSlides(at: time)))
            return nil
        } catch where error.code == .undoNeedsFullHistory {
            throw error
        } catch {
            return error.message
        }
    }
}
