/// One thing a scorer records in a badminton match, with the time it happened when known.
/// `undo` is not here: `MatchHistory` takes actions back, so the rules never see it.
public struct BadmintonAction: Sendable, Equatable {
    public var kind: Kind
    public var at: Timestamp?

    public init(_ kind: Kind, at: Timestamp? = nil) {
        self.kind = kind
        self.at = at
    }

    public enum Kind: Sendable, Equatable {
        /// The side won the rally.
        case point(BadmintonSide)
        /// Takes away that side's latest point in the current game (the − button).
        case minus(BadmintonSide)
        /// Starts the next game after a won one; `nil` names mean the first-listed player.
        case advanceGame(server: String?, receiver: String?)
        /// The side retires (injury, illness); the other side wins.
        case retire(BadmintonSide)
        /// The side did not come on court; the other side wins without a rally played.
        case walkover(BadmintonSide)
        /// A match played without the box, logged by its final game scores in order: it
        /// finishes the match with those games and no rallies (`BadmintonLog`).
        case loggedResult([PerSide<Int>])
        case pause
        case resume
        /// A yellow card (Law 16): recorded, no point changes hands.
        case warning(BadmintonSide, player: String?)
        /// A red card (Law 16, "fault"): recorded, and the opponent wins the rally.
        case fault(BadmintonSide, player: String?)
    }

    public static func point(_ side: BadmintonSide, at: Timestamp? = nil) -> Self { .init(.point(side), at: at) }
    public static func minus(_ side: BadmintonSide, at: Timestamp? = nil) -> Self { .init(.minus(side), at: at) }
    public static func advanceGame(server: String? = nil, receiver: String? = nil, at: Timestamp? = nil) -> Self {
        .init(.advanceGame(server: server, receiver: receiver), at: at)
    }
}
