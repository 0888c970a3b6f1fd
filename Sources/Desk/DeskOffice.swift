/// The desk at work: its journal and the way out to the courts, used on one thread only (the
/// kiosk's loop, where the web app's jobs and the courts' messages arrive), so the journal
/// has one writer. Every change is recorded durably first (`DeskJournal`), then sent: a call
/// reaches a court only once it is on the desk's disk, and a desk restarted mid-day sends the
/// calls it holds again (`resendCalls`), which the courts take once (by key).
public final class DeskOffice {
    public let journal: DeskJournal
    /// Puts a call's bytes on court N's command topic (the kiosk's MQTT); nil sends nothing.
    public var send: ((_ court: Int, _ bytes: [UInt8]) -> Void)?

    public init(journal: DeskJournal) {
        self.journal = journal
    }

    public var day: DeskDay { journal.day }

    /// What a court's message did: recorded (the sentence for the log), or refused and why.
    public enum Heard: Equatable, Sendable {
        case recorded(String)
        /// A copy of what is recorded (a court's re-send, a retained message): nothing changed,
        /// and nothing is wrong; courts send their results again on every connection.
        case repeated(String)
        case refused(String)
    }

    @discardableResult
    public func importCSV(_ bytes: [UInt8], at time: String?) throws(DeskJournal.Problem) -> Int {
        try journal.importCSV(bytes, at: time)
    }

    /// Sends `match` to `court`: recorded, then the call goes out on the court's topic.
    public func call(_ match: String, court: Int, at time: String?) throws(DeskJournal.Problem) {
        try journal.record(.call(match: match, court: court), at: time)
        if let called = day.match(match), let bytes = CourtWire.call(called) { send?(court, bytes) }
    }

    /// Takes a call back: recorded, then the court is told to drop it from its queue (on the
    /// same retained topic, so a court that comes back later reads the withdrawal, not the call).
    public func uncall(_ match: String, at time: String?) throws(DeskJournal.Problem) {
        let held = day.match(match)?.state
        try journal.record(.uncall(match: match), at: time)
        if case .called(let court, let key)? = held { send?(court, CourtWire.withdrawal(match: match, key: key, court: court)) }
    }

    public func walkover(_ match: String, winner: Int, at time: String?) throws(DeskJournal.Problem) {
        try journal.record(.walkover(match: match, winner: winner), at: time)
    }

    /// A finished match's games corrected at the desk, written as "21-15 19-21 21-17".
    public func correct(_ match: String, scores: String, at time: String?) throws(DeskJournal.Problem) {
        guard let games = Self.games(scores) else { throw .refused(.badGames(match, why: DeskMessages.scoresForm(scores))) }
        try journal.record(.correct(match: match, games: games), at: time)
    }

    /// A message on court `segment`'s result topic: checked (the court, the bytes, then the
    /// day's rules with the key) and recorded once; a replay or a forgery changes nothing.
    public func heard(court segment: String, _ bytes: [UInt8], at time: String?) -> Heard {
        do {
            let court = try CourtWire.court(segment, courts: day.courts)
            let action = try CourtWire.message(bytes, court: court)
            try journal.record(action, at: time)
            return .recorded(DeskMessages.heard(action))
        } catch let problem as CourtWire.Problem {
            return .refused(problem.sentence)
        } catch let problem as DeskJournal.Problem {
            if case .refused(.replayed) = problem { return .repeated(problem.sentence) }
            return .refused(problem.sentence)
        } catch {
            return .refused(String(describing: error))
        }
    }

    /// Every call still standing, sent again (a desk restarted mid-day, a broker back): a court
    /// that has it already knows the key and queues nothing twice.
    public func resendCalls() {
        for match in day.matches {
            if case .called(let court, _) = match.state, let bytes = CourtWire.call(match) { send?(court, bytes) }
        }
    }

    /// Games as the desk types them: "21-15 19-21 21-17" (spaces or commas between games).
    static func games(_ text: String) -> [GameScore]? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "," })
        guard !parts.isEmpty, parts.count <= 3 else { return nil }
        var games: [GameScore] = []
        for part in parts {
            let points = part.split(separator: "-", omittingEmptySubsequences: false)
            guard points.count == 2, points.allSatisfy({ (1...2).contains($0.count) }), let a = Int(points[0]), let b = Int(points[1]) else { return nil }
            games.append(GameScore(a, b))
        }
        return games
    }
}
