/// The desk page's picture of the day, made from `DeskDay` alone (the page is a view of the
/// journal): every match with its state in words, and each court, free or holding a match,
/// with the next waiting matches beside the free ones. Encoded as JSON for `/desk/state`.
public struct DeskView: Encodable, Equatable, Sendable {
    public struct Row: Encodable, Equatable, Sendable {
        public var number: String
        public var event: String
        public var round: String
        public var time: String
        public var side1: String
        public var side2: String
        public var club1: String
        public var club2: String
        /// The state's word (the CSV's Status): waiting, called, on court, finished, walkover, retired.
        public var status: String
        /// What the table shows: "on court 3", "finished on court 2: 21-15 21-19", …
        public var shown: String
        public var court: Int?
        /// "21-15 21-19", or empty.
        public var scores: String
        public var winner: Int?
    }

    public struct Court: Encodable, Equatable, Sendable {
        public var court: Int
        /// Nil when the court is free.
        public var match: String?
        public var shown: String
    }

    public var courts: [Court]
    public var freeCourts: [Int]
    /// The waiting matches a free court is offered, in the list's order.
    public var next: [Row]
    public var matches: [Row]
    public var waiting: Int
    public var done: Int

    /// How many waiting matches the page offers beside a free court.
    public static let offered = 5

    public init(_ day: DeskDay) {
        matches = day.matches.map(Self.row)
        next = day.waiting(limit: Self.offered).map(Self.row)
        freeCourts = day.freeCourts
        courts = (1...day.courts).map { court in
            guard let holder = day.holder(ofCourt: court) else { return Court(court: court, match: nil, shown: DeskMessages.courtFree) }
            return Court(court: court, match: holder.number, shown: DeskMessages.courtHolds(holder))
        }
        waiting = day.matches.count(where: { $0.state == .waiting })
        done = day.matches.count(where: { $0.state.court == nil && $0.state != .waiting })
    }

    static func row(_ match: DeskMatch) -> Row {
        let games: [GameScore]
        let winner: Int?
        switch match.state {
        case .finished(_, let played, _):
            games = played
            winner = played.count(where: { $0.side1 > $0.side2 }) > played.count(where: { $0.side2 > $0.side1 }) ? 1 : 2
        case .retired(_, let played, let through, _):
            games = played
            winner = through
        case .walkover(let through):
            games = []
            winner = through
        default:
            games = []
            winner = nil
        }
        let court: Int? = switch match.state {
        case .called(let held, _), .onCourt(let held, _), .finished(let held, _, _), .retired(let held, _, _, _): held
        default: nil
        }
        return Row(number: match.number, event: match.event, round: match.round, time: match.scheduled,
                   side1: match.side1.names, side2: match.side2.names, club1: match.side1.club, club2: match.side2.club,
                   status: match.state.word, shown: DeskMessages.stateShown(match.state), court: court,
                   scores: games.isEmpty ? "" : DeskMessages.gameText(games), winner: winner)
    }
}
