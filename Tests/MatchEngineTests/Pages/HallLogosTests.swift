import Foundation
import Testing
@testable import MatchEngine

/// The hall overview's logos (issue 41): which tile gets which side's logo, worked out by hand
/// from the roster lookup each test gives. The engine only says which logo belongs where; the
/// renderer decides whether a tile has room (`HallLogoTests` in RendererTests).
@Suite("Pages: team logos on the hall's tiles")
struct HallLogosTests {
    static let riv = "riv.png", hil = "hil.png", csk = "csk.png", mi = "mi.png"
    /// Riverside's players: Chen, Jia and the Arabic- and Devanagari-named players; Hillcrest's:
    /// Lee, Shin, Axelsen. Naraoka and Ana are in no team with a logo.
    static let book = BoardPictures(
        teams: ["Riverside": riv, "RIV": riv, "Hillcrest": hil, "Chennai Super Kings": csk, "Mumbai Indians": mi],
        playerLogos: [
            "Chen Qingchen": riv, "Jia Yifan": riv, "محمد رضوان": riv, "विराट कोहली": riv,
            "Lee So-hee": hil, "Shin Seung-chan": hil, "Viktor Axelsen": hil,
        ])

    /// A badminton court's board as its scorer publishes it, after `points` rallies won by A
    /// (A then serves, so its name carries the server's `*`).
    static func court(_ a: [String], _ b: [String], points: Int = 1) throws -> Scoreboard {
        func side(_ players: [String]) -> String {
            let list = players.map { "\"\($0)\"" }.joined(separator: ",")
            return #"{"name":"\#(players.joined(separator: "/"))","players":[\#(list)]}"#
        }
        var session = try BadmintonSession(newMatch: Data(
            #"{"type":"newMatch","sport":"badminton","matchId":"t","sides":[\#(side(a)),\#(side(b))]}"#.utf8))
        for _ in 0..<points { try session.apply(line: Data(#"{"type":"point","side":"A"}"#.utf8)) }
        return session.scoreboard
    }

    static func logos(_ board: Scoreboard) -> [String: String] {
        Dictionary(uniqueKeysWithValues: board.fields.filter { PictureKeys.contains($0.key) }.map { ($0.key.rawValue, $0.text) })
    }

    @Test("Each side's logo is its players' team's; a tile with one side unplaced gets none")
    func bothSidesOrNone() throws {
        let hall = HallBoard.board(venue: "Riverside", courts: [
            // Both pairs placed: Riverside (Chen, Jia) v Hillcrest (Lee, Shin). The server's
            // `*` on A's name must not stop the look-up.
            HallCourt(name: "1", board: try Self.court(["Chen Qingchen", "Jia Yifan"], ["Lee So-hee", "Shin Seung-chan"])),
            // Axelsen is Hillcrest's, Naraoka in no team: one logo of two, so none.
            HallCourt(name: "2", board: try Self.court(["Viktor Axelsen"], ["Kodai Naraoka"])),
            // Right-to-left and Devanagari names, as the engine writes them (isolated).
            HallCourt(name: "3", board: try Self.court(["محمد رضوان"], ["विराट कोहली"])),
        ])
        // The serving player carries the mark: "Chen Qingchen* / Jia Yifan".
        #expect(hall.text("tile1NameA") == "Chen Qingchen* / Jia Yifan", "A serves: the name carries the mark the look-up takes off")
        #expect(Self.logos(hall.withPictures(Self.book)) == [
            "tile1ALogo": Self.riv, "tile1BLogo": Self.hil,
            "tile3ALogo": Self.riv, "tile3BLogo": Self.riv,
        ])
    }

    @Test("A court that is gone gets no logos: its label row is the warning's")
    func goneCourt() throws {
        let since = try #require(Timestamp("2026-11-25T14:02:10Z"))
        let board = try Self.court(["Chen Qingchen", "Jia Yifan"], ["Lee So-hee", "Shin Seung-chan"])
        let hall = HallBoard.board(venue: nil, courts: [
            HallCourt(name: "1", board: board, link: .scorerOffline(since: since)),
            HallCourt(name: "2", board: board, link: .linkLost(since: since)),
            HallCourt(name: "3", board: board),
        ])
        #expect(Self.logos(hall.withPictures(Self.book)) == ["tile3ALogo": Self.riv, "tile3BLogo": Self.hil])
    }

    @Test("A pair from two clubs, or with a player the roster does not place, gets no logo")
    func pairsAreNotGuessed() throws {
        let hall = HallBoard.board(venue: nil, courts: [
            // Chen is Riverside's, Lee Hillcrest's: which club the pair plays for is a guess.
            HallCourt(name: "1", board: try Self.court(["Chen Qingchen", "Lee So-hee"], ["Jia Yifan", "Shin Seung-chan"])),
            // Jia is placed, Ana is not (Axelsen and Lee are both Hillcrest's).
            HallCourt(name: "2", board: try Self.court(["Jia Yifan", "Ana Lopez"], ["Viktor Axelsen", "Lee So-hee"])),
        ])
        #expect(Self.logos(hall.withPictures(Self.book)).isEmpty)
    }

    @Test("A cricket tile finds its sides as the main board's header does: name, short code, 'v' form")
    func cricketSides() throws {
        let banner = Scoreboard(layout: .cricketBanner, fields: [
            BoardField("battingTeam", "Chennai Super Kings", priority: BoardPriority.essential),
            BoardField("bowlingTeam", "v Mumbai Indians", priority: BoardPriority.essential),
            BoardField("score", "187/6", priority: BoardPriority.essential),
        ])
        let hall = HallBoard.board(venue: nil, courts: [HallCourt(name: "1", board: banner)])
        #expect(Self.logos(hall.withPictures(Self.book)) == ["tile1ALogo": Self.csk, "tile1BLogo": Self.mi])
    }

    @Test("A hall with no logo for anyone comes back unchanged, as does one before any court")
    func unchanged() throws {
        let hall = HallBoard.board(venue: nil, courts: [
            HallCourt(name: "1", board: try Self.court(["Ana Lopez"], ["Kodai Naraoka"])),
        ])
        #expect(hall.withPictures(Self.book) == hall)
        let waiting = HallBoard.board(venue: nil, courts: [])
        #expect(waiting.withPictures(Self.book) == waiting)
    }
}
