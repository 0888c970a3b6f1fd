import Foundation
import MatchEngine

/// Boards with names in the scripts of the game's big audiences (ADR 041), made by the engine
/// from scripted play, so each golden shows the strings the display builder really writes,
/// isolation marks included: Urdu, Hindi, Bengali, Tamil, Sinhala, Chinese and Thai.
enum ScriptBoards {
    static let urdu = "محمد رضوان"
    static let hindi = "विराट कोहली"
    static let bengali = "সাকিব আল হাসান"
    static let tamil = "ரவிச்சந்திரன் அஸ்வின்"
    static let sinhala = "කුසල් මෙන්ඩිස්"
    static let chinese = "林丹"
    static let thai = "รัชนก อินทนนท์"

    /// A T20 between two Latin-named sides (the names to look at are the players').
    static func start() throws -> CricketState {
        let json = """
            {"matchId":"scripts","schemaVersion":1,"battingFirst":0,"rules":{"oversPerInnings":20},
             "teams":[{"name":"Riverside CC","short":"RCC","players":[]},
                      {"name":"Hillcrest CC","short":"HCC","players":[]}]}
            """
        return try CricketRules.start(try JSONDecoder().decode(CricketSetup.self, from: Data(json.utf8)))
    }

    /// Three overs in, the Urdu bowler five balls into the third: Sinhala and Hindi opened,
    /// the Sinhala batter was caught by the Chinese fielder off the Urdu bowler on the third
    /// ball and the Bengali batter came in. The Thai and Tamil bowlers had the first two overs.
    /// `balls` of the third over are bowled (5 gives "0.5-0-16-1", 6 gives "1.0-0-19-1").
    static func live(balls: Int = 5) throws -> (state: CricketState, slides: [EventSlide.Kind: Scoreboard]) {
        var s = try start()
        var slides: [EventSlide.Kind: Scoreboard] = [:]
        func apply(_ a: CricketAction) throws {
            let before = s
            s = try CricketRules.apply(a, to: s)
            for slide in CricketEvents.slides(after: a, from: before, to: s) { slides[slide.kind] = slide.board }
        }
        try apply(.openers(striker: sinhala, nonStriker: hindi))
        try apply(.bowler(name: thai))
        for bat in [1, 0, 4, 0, 0, 0] { try apply(.delivery(Delivery(bat: bat))) }
        try apply(.bowler(name: tamil))
        for bat in [0, 0, 1, 0, 2, 0] { try apply(.delivery(Delivery(bat: bat))) }
        try apply(.bowler(name: urdu))
        for bat in [4, 6, -1, 4, 2, 3].prefix(balls) {
            if bat < 0 {
                try apply(.delivery(Delivery(wicket: WicketEvent(kind: .caught, fielder: chinese))))
                try apply(.newBatter(name: bengali, onStrike: nil))
            } else {
                try apply(.delivery(Delivery(bat: bat)))
            }
        }
        return (s, slides)
    }

    /// The main board with the Urdu bowler on ("0.5-0-16-1").
    static func banner() throws -> Scoreboard { CricketBoard.build(try live().state) }

    /// The main board with all seven names on it: the Sinhala opener caught by the Chinese
    /// fielder off the Thai bowler's first ball, the Bengali batter in with the Hindi one, the
    /// Tamil bowler's over done ("1.0-0-3-0") and the Urdu bowler five balls into the third
    /// ("0.5-0-16-0": 4, 6, 0, 4, 2). Worked by hand: over 1 is W, 1, 0, 4, 0, 0 (5 runs),
    /// over 2 is 0, 0, 1, 0, 2, 0 (3), over 3 so far 16: 24/1 after 2.5 overs.
    static func sevenNames() throws -> Scoreboard {
        var s = try start()
        func apply(_ a: CricketAction) throws { s = try CricketRules.apply(a, to: s) }
        try apply(.openers(striker: sinhala, nonStriker: hindi))
        try apply(.bowler(name: thai))
        try apply(.delivery(Delivery(wicket: WicketEvent(kind: .caught, fielder: chinese))))
        try apply(.newBatter(name: bengali, onStrike: nil))
        for bat in [1, 0, 4, 0, 0] { try apply(.delivery(Delivery(bat: bat))) }
        try apply(.bowler(name: tamil))
        for bat in [0, 0, 1, 0, 2, 0] { try apply(.delivery(Delivery(bat: bat))) }
        try apply(.bowler(name: urdu))
        for bat in [4, 6, 0, 4, 2] { try apply(.delivery(Delivery(bat: bat))) }
        return CricketBoard.build(s)
    }

    /// The wicket's slide: the Sinhala batter caught by the Chinese fielder off the Urdu bowler.
    static func wicketSlide() throws -> Scoreboard { try slide(.wicket) }

    /// The new batter's slide as the Bengali batter walks out, the Hindi one at the other end.
    static func newBatterSlide() throws -> Scoreboard { try slide(.newBatter) }

    static func slide(_ kind: EventSlide.Kind) throws -> Scoreboard {
        guard let slide = try live().slides[kind] else { throw CricketRejection.invalidSetup("no \(kind) slide") }
        return slide
    }

    /// The bowling card after seven overs, one by a bowler of each script.
    static func bowling() throws -> Scoreboard {
        var s = try start()
        s = try CricketRules.apply(.openers(striker: "A. Khan", nonStriker: "B. Silva"), to: s)
        let overs: [(String, [Int])] = [
            (urdu, [4, 6, -1, 4, 2, 3]), (hindi, [0, 1, 0, 0, 4, 0]), (bengali, [1, 1, 0, 2, 0, 0]),
            (tamil, [0, 0, 0, 0, 0, 0]), (sinhala, [6, 0, 1, 0, 0, 1]), (chinese, [0, 2, 0, -1, 1, 0]),
            (thai, [4, 0, 0, 1, 0, 0]),
        ]
        var newBatter = 0
        for (bowler, balls) in overs {
            s = try CricketRules.apply(.bowler(name: bowler), to: s)
            for bat in balls {
                if bat < 0 {
                    s = try CricketRules.apply(.delivery(Delivery(wicket: WicketEvent(kind: .bowled))), to: s)
                    newBatter += 1
                    s = try CricketRules.apply(.newBatter(name: "Batter \(newBatter + 2)", onStrike: nil), to: s)
                } else {
                    s = try CricketRules.apply(.delivery(Delivery(bat: bat)), to: s)
                }
            }
        }
        guard let card = CricketPages.build(.bowling, s) else { throw CricketRejection.invalidSetup("no bowling card") }
        return card
    }

    /// A badminton doubles court with Chinese, Japanese, Thai and Korean names, one serving.
    static func court() -> Scoreboard {
        let fields: [BoardField] = [
            BoardField("leftName", "\(chinese) / 桃田賢斗*", compact: "CHN*", priority: 1, role: .server, flag: true),
            BoardField("leftTeam", "China / Japan", priority: 4, role: .muted),
            BoardField("leftGames", "1", priority: 1),
            BoardField("leftPoints", "11", priority: 1, role: .emphasis),
            BoardField("rightName", "\(thai) / 안세영", compact: "THA", priority: 1, flag: false),
            BoardField("rightTeam", "Thailand / Korea", priority: 4, role: .muted),
            BoardField("rightGames", "1", priority: 1),
            BoardField("rightPoints", "9", priority: 1, role: .emphasis),
            BoardField("serviceCourt", "Left court", compact: "L", priority: 2, role: .server),
            BoardField("game", "Game 3", priority: 3, role: .muted),
        ]
        return Scoreboard(layout: .badmintonCourt, fields: fields)
    }
}
