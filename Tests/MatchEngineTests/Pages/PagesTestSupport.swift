@testable import MatchEngine

/// A cricket match driven through `CricketSession`, as the kiosk drives it, so the pages and
/// the event slides are asked of the same object the page cycle asks. Riverside (RIV) bat
/// first against Hillcrest (HIL).
struct PagesMatch {
    var session: CricketSession

    init(players: [[String]] = [[], []], _ configure: (inout CricketRulesConfig) -> Void = { _ in }) throws {
        var rules = CricketRulesConfig()
        configure(&rules)
        session = try CricketSession(setup: CricketSetup(
            matchId: "pages", schemaVersion: 1,
            teams: [
                CricketTeam(name: "Riverside", short: "RIV", players: players[0]),
                CricketTeam(name: "Hillcrest", short: "HIL", players: players[1]),
            ],
            rules: rules, battingFirst: 0, at: nil))
    }

    var state: CricketState { session.state }
    var phase: PagePhase { session.pagePhase }
    var slides: [EventSlide] { session.eventSlides(at: nil) }
    var kinds: [EventSlide.Kind] { slides.map(\.kind) }
    func page(_ page: BoardPage) -> Scoreboard? { session.page(page, at: nil) }

    mutating func act(_ action: CricketAction) throws { try session.apply(.cricket(action), at: nil) }
    mutating func undo() throws { try session.apply(.undo, at: nil) }
    mutating func open(_ striker: String = "Asha", _ nonStriker: String = "Bilal") throws {
        try act(.openers(striker: striker, nonStriker: nonStriker))
    }
    mutating func bowler(_ name: String) throws { try act(.bowler(name: name)) }
    mutating func ball(bat: Int = 0, wides: Int = 0, noBalls: Int = 0, byes: Int = 0, legByes: Int = 0, wicket: WicketEvent? = nil) throws {
        try act(.delivery(Delivery(bat: bat, wides: wides, noBalls: noBalls, byes: byes, legByes: legByes, wicket: wicket)))
    }
    mutating func out(_ kind: DismissalKind, _ playerOut: String? = nil, fielder: String? = nil) throws {
        try ball(wicket: WicketEvent(kind: kind, playerOut: playerOut, fielder: fielder))
    }
    mutating func dots(_ n: Int) throws { for _ in 0..<n { try ball() } }
    mutating func newBatter(_ name: String) throws { try act(.newBatter(name: name, onStrike: nil)) }
}

extension Scoreboard {
    /// The text of the field at `key`, or nil when the board has none.
    func text(_ key: BoardKey) -> String? { self[key]?.text }
}
