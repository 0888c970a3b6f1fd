/// The desk's day as a pure value: the matches, their states, and which court holds which.
/// `apply` is the only way to change it; it checks the whole action before changing
/// anything, so a refused action leaves the day exactly as it was. The journal folds the
/// same actions through it at a restart, so the rules are the same live and on recovery.
public struct DeskDay: Sendable, Equatable {
    /// Courts are numbered 1 through `courts`.
    public let courts: Int
    public private(set) var matches: [DeskMatch] = []
    private var position: [String: Int] = [:]
    /// The match (its position) each court holds: one at a time, by construction.
    private var holders: [Int: Int] = [:]
    /// Calls made so far: a call's key carries its count, so a key from an earlier call of
    /// the same match (taken back, then called again) is not the current one.
    public private(set) var calls = 0

    public init(courts: Int) {
        self.courts = max(1, courts)
    }

    public func match(_ number: String) -> DeskMatch? {
        position[number].map { matches[$0] }
    }

    /// The match court `court` holds (called to it or playing), if any.
    public func holder(ofCourt court: Int) -> DeskMatch? {
        holders[court].map { matches[$0] }
    }

    /// The courts holding no match, in order: the ones the desk page offers.
    public var freeCourts: [Int] { (1...courts).filter { holders[$0] == nil } }

    /// Waiting matches in list order (the list is the tournament software's order of play).
    public func waiting(limit: Int = .max) -> [DeskMatch] {
        Array(matches.lazy.filter { $0.state == .waiting }.prefix(limit))
    }

    /// The key a call issues: match, court and the call's count, e.g. "M7@3#12".
    static func key(match: String, court: Int, call: Int) -> String { "\(match)@\(court)#\(call)" }

    public mutating func apply(_ action: DeskAction) throws(DeskRefusal) {
        switch action {
        case .add(let added):
            var seen = Set<String>()
            for match in added {
                guard position[match.number] == nil, seen.insert(match.number).inserted else {
                    throw .duplicateMatch(match.number)
                }
            }
            for match in added {
                position[match.number] = matches.count
                var fresh = match
                fresh.state = .waiting
                matches.append(fresh)
            }
        case .call(let number, let court):
            let index = try find(number)
            try checkCourt(court)
            guard matches[index].state == .waiting else {
                throw .matchNotWaiting(number, state: describe(matches[index].state))
            }
            if let busy = holders[court] { throw .courtBusy(court, holder: matches[busy].number) }
            calls += 1
            matches[index].state = .called(court: court, key: Self.key(match: number, court: court, call: calls))
            holders[court] = index
        case .uncall(let number):
            let index = try find(number)
            guard case .called(let court, _) = matches[index].state else {
                throw .notCalled(number, state: describe(matches[index].state))
            }
            matches[index].state = .waiting
            holders[court] = nil
        case .start(let number, let court, let key):
            let index = try find(number)
            try checkCourt(court)
            switch matches[index].state {
            case .called(court, key):
                matches[index].state = .onCourt(court: court, key: key)
            case .onCourt(court, key):
                throw .replayed(number, court: court)
            case .called(court, _), .onCourt(court, _):
                throw .forged(number, court: court)
            default:
                throw .notOnThatCourt(number, court: court, state: describe(matches[index].state))
            }
        case .result(let number, let court, let key, let games, let retiredWinner):
            let index = try find(number)
            try checkCourt(court)
            switch matches[index].state {
            case .called(court, key), .onCourt(court, key):
                break
            case .finished(court, _, key), .retired(court, _, _, key):
                throw .replayed(number, court: court)
            case .called(court, _), .onCourt(court, _):
                throw .forged(number, court: court)
            default:
                throw .notOnThatCourt(number, court: court, state: describe(matches[index].state))
            }
            if let winner = retiredWinner {
                guard winner == 1 || winner == 2 else { throw .badWinner(number, winner: winner) }
                if let why = DeskResultCheck.problemRetired(games) { throw .badGames(number, why: why) }
                matches[index].state = .retired(court: court, games: games, winner: winner, key: key)
            } else {
                if let why = DeskResultCheck.problem(games) { throw .badGames(number, why: why) }
                matches[index].state = .finished(court: court, games: games, key: key)
            }
            holders[court] = nil
        case .correct(let number, let games):
            let index = try find(number)
            guard case .finished(let court, _, let key) = matches[index].state else {
                throw .notFinished(number, state: describe(matches[index].state))
            }
            if let why = DeskResultCheck.problem(games) { throw .badGames(number, why: why) }
            matches[index].state = .finished(court: court, games: games, key: key)
        case .walkover(let number, let winner):
            let index = try find(number)
            guard winner == 1 || winner == 2 else { throw .badWinner(number, winner: winner) }
            let court: Int?
            switch matches[index].state {
            case .waiting: court = nil
            case .called(let held, _): court = held
            default: throw .noWalkover(number, state: describe(matches[index].state))
            }
            matches[index].state = .walkover(winner: winner)
            if let court { holders[court] = nil }
        }
    }

    private func find(_ number: String) throws(DeskRefusal) -> Int {
        guard let index = position[number] else { throw .noSuchMatch(number) }
        return index
    }

    private func checkCourt(_ court: Int) throws(DeskRefusal) {
        guard (1...courts).contains(court) else { throw .noSuchCourt(court, courts: courts) }
    }

    /// "waiting", "on court 3", …: for refusals.
    private func describe(_ state: DeskState) -> String {
        switch state {
        case .called(let court, _): "called to court \(court)"
        case .onCourt(let court, _): "on court \(court)"
        case .finished(let court, let games, _): "finished on court \(court), \(DeskMessages.gameText(games))"
        default: state.word
        }
    }
}
