import Foundation
import MatchEngine

/// Hall overviews and score bugs made by the engine from scripted badminton matches (and the
/// cricket fixture), so a golden shows what a follower really draws.
enum HallFixtures {
    /// Names on a club night: singles and doubles, short and long.
    static let matches: [(a: [String], b: [String])] = [
        (["Chen Qingchen", "Jia Yifan"], ["Lee So-hee", "Shin Seung-chan"]),
        (["Viktor Axelsen"], ["Kodai Naraoka"]),
        (["Marcus Gideon", "Kevin Sukamuljo"], ["Aaron Chia", "Soh Wooi Yik"]),
        (["An Se-young"], ["Tai Tzu-ying"]),
        (["Ana Lopez"], ["Bea Kim"]),
        (["Satwik", "Chirag"], ["Liang Weikeng", "Wang Chang"]),
        (["Lakshya Sen"], ["Loh Kean Yew"]),
        (["Carolina Marin"], ["Akane Yamaguchi"]),
        (["Tom Reed", "Sam Hale"], ["Joe Park", "Max Lund"]),
        (["Pusarla Sindhu"], ["Ratchanok Intanon"]),
        (["Kim Astrup", "Anders Rasmussen"], ["Ben Lane", "Sean Vendy"]),
        (["Anthony Ginting"], ["Jonatan Christie"]),
    ]

    /// A match's board after `games` finished games and the current game at `now`, the side
    /// in `serving` having won the last rally.
    static func badminton(_ n: Int, games: [(Int, Int)], now: (Int, Int), serving: String) throws -> Scoreboard {
        let m = matches[(n - 1) % matches.count]
        func side(_ players: [String]) -> String {
            let name = players.count == 1 ? players[0] : players.map { $0.split(separator: " ").last.map(String.init) ?? $0 }.joined(separator: "/")
            let list = players.map { "\"\($0)\"" }.joined(separator: ",")
            return #"{"name":"\#(name)","players":[\#(list)]}"#
        }
        var lines = [#"{"type":"newMatch","sport":"badminton","matchId":"hall-\#(n)","rules":{"autoAdvance":true},"sides":[\#(side(m.a)),\#(side(m.b))]}"#]
        func rallies(_ side: String, _ count: Int) {
            for _ in 0..<max(0, count) { lines.append(#"{"type":"point","side":"\#(side)"}"#) }
        }
        for (a, b) in games {
            // The loser's points first, then the winner's: the winner takes the last rally.
            if a > b { rallies("B", b); rallies("A", a) } else { rallies("A", a); rallies("B", b) }
        }
        let other = serving == "A" ? "B" : "A"
        rallies(other, serving == "A" ? now.1 : now.0)
        rallies(serving, serving == "A" ? now.0 : now.1)
        var session = try BadmintonSession(newMatch: Data(lines[0].utf8))
        for line in lines.dropFirst() { try session.apply(line: Data(line.utf8)) }
        return session.scoreboard
    }

    static func at(_ text: String) -> Timestamp? { Timestamp(text) }

    /// `count` courts: live games with servers, one offline, one with no match, one finished
    /// (as many of those as fit), numbered from 1.
    static func courts(_ count: Int) throws -> [HallCourt] {
        var courts: [HallCourt] = []
        for n in 1...count {
            let name = "\(n)"
            let court: HallCourt
            switch n {
            case 1: court = HallCourt(name: name, board: try badminton(1, games: [(21, 18)], now: (11, 9), serving: "A"))
            case 2:
                let since = at("2026-11-25T14:02:10Z")
                court = HallCourt(name: name, board: try badminton(2, games: [], now: (14, 16), serving: "B"),
                                  link: since.map { .scorerOffline(since: $0) } ?? .live)
            case 3: court = HallCourt(name: name, board: IdleBoard.build(venue: "Riverside", next: nil))
            case 4: court = HallCourt(name: name, board: try badminton(4, games: [(21, 17), (21, 19)], now: (0, 0), serving: "A"))
            case 7: court = HallCourt(name: name, board: try badminton(7, games: [(19, 21)], now: (20, 20), serving: "B"))
            default:
                let a = (n * 7) % 22, b = (n * 5) % 21
                court = HallCourt(name: name, board: try badminton(n, games: n % 2 == 0 ? [(21, 12)] : [], now: (a, b), serving: n % 3 == 0 ? "B" : "A"))
            }
            courts.append(court)
        }
        return courts
    }

    static func hall(_ count: Int) throws -> Scoreboard {
        HallBoard.board(venue: "Riverside Badminton Centre", courts: try courts(count))
    }
}
