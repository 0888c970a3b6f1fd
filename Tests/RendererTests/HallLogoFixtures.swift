import Foundation
import MatchEngine

/// Hall overviews with team logos (issue 41), made by the engine from scripted matches: the
/// sides' names in Latin, Arabic and Devanagari (the scripts the bundled fonts claim,
/// docs/layouts.md), each player placed in Riverside (the fixtures' home shield) or
/// Hillcrest (the away one) except Kodai Naraoka, who is in no team: court 4's tile has one
/// logo of two and so shows none.
enum HallLogoFixtures {
    static let arabic = (ScriptBoards.urdu, "بابر اعظم")
    static let devanagari = (ScriptBoards.hindi, "रोहित शर्मा")

    static let riverside = ["Chen Qingchen", "Jia Yifan", arabic.0, devanagari.0]
    static let hillcrest = ["Lee So-hee", "Shin Seung-chan", arabic.1, devanagari.1, "Viktor Axelsen"]

    /// The kiosk's roster lookup, as `RosterPictureBook` makes it from roster.json.
    static func book(everyone: Bool = false) -> BoardPictures {
        var logos: [String: String] = [:]
        for name in riverside { logos[name] = PictureFixtures.homeLogo }
        for name in hillcrest { logos[name] = PictureFixtures.awayLogo }
        if everyone {
            // Every player of HallFixtures' twelve courts: A's side home, B's side away.
            for match in HallFixtures.matches {
                for name in match.a { logos[name] = PictureFixtures.homeLogo }
                for name in match.b { logos[name] = PictureFixtures.awayLogo }
            }
        }
        return BoardPictures(teams: ["Riverside": PictureFixtures.homeLogo, "Hillcrest": PictureFixtures.awayLogo], playerLogos: logos)
    }

    /// A court's board after rallies: `a` points to A, `b` to B, the last rally won by A.
    static func court(_ a: [String], _ b: [String], points: (Int, Int), games: (Int, Int)? = nil) throws -> Scoreboard {
        func side(_ players: [String]) -> String {
            let list = players.map { "\"\($0)\"" }.joined(separator: ",")
            return #"{"name":"\#(players.joined(separator: "/"))","players":[\#(list)]}"#
        }
        var lines: [String] = []
        func rallies(_ side: String, _ count: Int) {
            for _ in 0..<count { lines.append(#"{"type":"point","side":"\#(side)"}"#) }
        }
        if let games { rallies("B", games.1); rallies("A", games.0) }
        rallies("B", points.1)
        rallies("A", points.0)
        var session = try BadmintonSession(newMatch: Data(
            #"{"type":"newMatch","sport":"badminton","matchId":"logos","rules":{"autoAdvance":true},"sides":[\#(side(a)),\#(side(b))]}"#.utf8))
        for line in lines { try session.apply(line: Data(line.utf8)) }
        return session.scoreboard
    }

    /// Four courts: a Latin doubles in its second game, Arabic and Devanagari singles, and
    /// Axelsen against the unplaced Naraoka.
    static func hall() throws -> Scoreboard {
        HallBoard.board(venue: "Riverside Badminton Centre", courts: [
            HallCourt(name: "1", board: try court(["Chen Qingchen", "Jia Yifan"], ["Lee So-hee", "Shin Seung-chan"], points: (11, 9), games: (21, 18))),
            HallCourt(name: "2", board: try court([arabic.0], [arabic.1], points: (7, 4))),
            HallCourt(name: "3", board: try court([devanagari.0], [devanagari.1], points: (15, 16))),
            HallCourt(name: "4", board: try court(["Viktor Axelsen"], ["Kodai Naraoka"], points: (3, 2))),
        ])
    }
}
