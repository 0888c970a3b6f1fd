import Foundation
import MatchEngine

/// Boards of the club formats (docs/formats.md), made by the engine from scripted play, so a
/// golden shows what the board really says in each format.
enum FormatBoards {
    static let names = [
        "hundred-chase", "u11-pairs-banner", "u9-ecb-pairs-chase", "indoor-chase", "win-draw-last-hour", "win-draw-result",
    ]

    static func board(_ name: String) throws -> Scoreboard {
        switch name {
        case "hundred-chase": try hundredChase()
        case "u11-pairs-banner": try u11Pairs()
        case "u9-ecb-pairs-chase": try ecbChase()
        case "indoor-chase": try indoorChase()
        case "win-draw-last-hour": try winDraw(finish: false)
        case "win-draw-result": try winDraw(finish: true)
        default: throw CricketRejection.invalidSetup(name)
        }
    }

    /// A scripted match: the rules' own refusals stop it, so a golden never shows a state the
    /// engine would not reach.
    struct Script {
        var state: CricketState

        init(format: String, teams: (String, String) = ("Southern Brave", "Welsh Fire")) throws {
            // The set-up as a journal's newMatch line gives it (the engine's types have no
            // public initialisers: a line is how the outside world makes a match).
            let json = """
                {"matchId":"golden","schemaVersion":1,"battingFirst":0,"rules":{"format":"\(format)"},
                 "teams":[{"name":"\(teams.0)","short":"\(Self.short(teams.0))","players":[]},
                          {"name":"\(teams.1)","short":"\(Self.short(teams.1))","players":[]}]}
                """
            state = try CricketRules.start(try JSONDecoder().decode(CricketSetup.self, from: Data(json.utf8)))
        }

        mutating func apply(_ action: CricketAction) throws { state = try CricketRules.apply(action, to: state) }
        mutating func open(_ a: String, _ b: String) throws { try apply(.openers(striker: a, nonStriker: b)) }
        mutating func pair(_ a: String, _ b: String) throws { try apply(.newPair(striker: a, nonStriker: b)) }

        /// Balls by `bowler` from `runs` ("4" runs, "." a dot, "w" a wide, "W" bowled).
        mutating func over(_ bowler: String, _ runs: String) throws {
            if state.needsBowler { try apply(.bowler(name: bowler)) }
            for c in runs {
                switch c {
                case ".": try apply(.delivery(Delivery()))
                case "w": try apply(.delivery(Delivery(wides: state.setup.rules.wideRuns)))
                case "W":
                    try apply(.delivery(Delivery(wicket: WicketEvent(kind: .bowled))))
                    let vacancy = state.striker == nil || state.nonStriker == nil
                    if vacancy, state.phase == .inPlay { try apply(.newBatter(name: nil, onStrike: nil)) }
                default: try apply(.delivery(Delivery(bat: Int(String(c)) ?? 0)))
                }
            }
        }

        var board: Scoreboard { CricketBoard.build(state) }

        private static func short(_ name: String) -> String {
            String(name.split(separator: " ").compactMap(\.first)).uppercased()
        }
    }

    /// The Hundred: Southern Brave 140/5 from 100 balls; Welsh Fire 96/1 after 63 balls.
    static func hundredChase() throws -> Scoreboard {
        var m = try Script(format: "hundred")
        let spells = ["A", "A", "B", "B", "C", "C", "D", "D", "E", "E"]
        try m.open("J Vince", "Q de Kock")
        for set in 0..<20 {
            // 7 a set, a wicket in sets 4, 8, 12, 16 and 20.
            try m.over(spells[set % 10], set % 4 == 3 ? "W1.24" : "14.2.")
        }
        try m.open("T Banton", "J Clark")
        let chase = ["F", "F", "G", "G", "H", "H", "I", "I", "J", "J", "F", "F", "G"]
        for set in 0..<12 { try m.over(chase[set], set == 5 ? "W2.64" : "4.21.") }
        try m.over(chase[12], "1.6")
        return m.board
    }

    /// U11 pairs: 207 for 3 (−15) in pair 3.
    static func u11Pairs() throws -> Scoreboard {
        var m = try Script(format: "u11-pairs", teams: ("Riverside U11", "Hillcrest U11"))
        let bowlers = (1...8).map { "Bowler \($0)" }
        try m.open("Asha", "Bilal")
        try m.over(bowlers[0], "41....")
        try m.over(bowlers[1], "w2W...")
        try m.over(bowlers[2], "......")
        try m.over(bowlers[3], "1.....")
        try m.pair("Cara", "Dev")
        try m.over(bowlers[4], "4.W...")
        try m.over(bowlers[5], "......")
        try m.over(bowlers[6], "2.....")
        try m.over(bowlers[7], "......")
        try m.pair("Esi", "Finn")
        try m.over(bowlers[0], "6.....")
        try m.over(bowlers[1], "W1.")
        return m.board
    }

    /// ECB pairs: Hillcrest chasing, Riverside's total raised by Hillcrest's wickets.
    static func ecbChase() throws -> Scoreboard {
        var m = try Script(format: "u9-ecb-pairs", teams: ("Riverside U9", "Hillcrest U9"))
        let bowlers = (1...6).map { "Bowler \($0)" }
        try m.open("Asha", "Bilal")
        for over in 0..<12 {
            if over > 0, over % 4 == 0 { try m.pair("Batter \(over / 2 + 1)", "Batter \(over / 2 + 2)") }
            try m.over(bowlers[over % 6], over == 1 ? "1W4..." : "2.1..4")
        }
        try m.open("Hana", "Ivo")
        try m.over(bowlers[0], "4W1...")
        try m.over(bowlers[1], "..2.6.")
        return m.board
    }

    /// Indoor: Hillcrest chasing a total below zero, in pair 3, skins 1–1.
    static func indoorChase() throws -> Scoreboard {
        var m = try Script(format: "indoor", teams: ("Riverside Indoor", "Hillcrest Indoor"))
        let bowlers = (1...8).map { "Bowler \($0)" }
        try m.open("Asha", "Bilal")
        try m.over(bowlers[0], "W.W2....")
        for over in 1..<16 {
            if over % 4 == 0 { try m.pair("Batter \(over / 2 + 1)", "Batter \(over / 2 + 2)") }
            try m.over(bowlers[over % 8], over == 4 ? "4......." : "........")
        }
        try m.open("Hana", "Ivo")
        try m.over(bowlers[0], "3.......")
        for over in 1..<9 {
            if over % 4 == 0 { try m.pair("Batter \(over / 2 + 1)", "Batter \(over / 2 + 2)") }
            try m.over(bowlers[over % 8], "........")
        }
        try m.over(bowlers[1], "1.W")
        return m.board
    }

    /// A win/draw league game: Riverside 10 declared at 38.2; Hillcrest in the last hour, or
    /// drawn with Riverside given the winning draw.
    static func winDraw(finish: Bool) throws -> Scoreboard {
        var m = try Script(format: "league-win-draw", teams: ("Riverside CC", "Hillcrest CC"))
        try m.open("Asha", "Bilal")
        try m.over("Kofi", "4411..")
        for over in 1..<38 { try m.over(over % 2 == 1 ? "Lena" : "Kofi", "......") }
        try m.over("Kofi", "..")
        try m.apply(.endInnings(reason: .declared))
        try m.open("Hana", "Ivo")
        try m.over("Mo", "4W....")
        for over in 1..<51 { try m.over(over % 2 == 1 ? "Ned" : "Mo", "......") }
        try m.over("Ned", "..1")
        try m.apply(.lastHour(minOvers: 8))
        guard finish else { return m.board }
        try m.over("Ned", "...")
        for over in 0..<8 { try m.over(over % 2 == 0 ? "Mo" : "Ned", "......") }
        try m.apply(.endMatch(reason: .draw, winner: "Riverside CC", parScore: nil))
        return m.board
    }
}
