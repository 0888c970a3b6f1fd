/// The roster's pictures as a board may show them (issue 41, ADR 055): each player's photo and
/// each team's logo by the name the match gives them, as a stored picture's name (the content
/// hash ADR 053 gives it, "3fa1….jpg"). The engine decides here which boards show which
/// picture, as picture fields beside the text; the renderer lays them out when it has the
/// picture ready and leaves them out otherwise. Built by whoever reads the roster (the kiosk,
/// `render --data-dir`); the match itself never holds a picture.
public struct BoardPictures: Sendable, Equatable {
    /// A player's name as matches write it → the stored name of their photo.
    public var players: [String: String]
    /// A team's name (and its short code) → the stored name of its logo.
    public var teams: [String: String]
    /// A player's name → the logo of the team they play for (the hall's tiles, whose sides
    /// are players, not teams). A name in two teams with different logos is left out.
    public var playerLogos: [String: String]

    public init(players: [String: String] = [:], teams: [String: String] = [:], playerLogos: [String: String] = [:]) {
        self.players = players
        self.teams = teams
        self.playerLogos = playerLogos
    }

    public var isEmpty: Bool { players.isEmpty && teams.isEmpty && playerLogos.isEmpty }

    /// The photo of the player called `name` on a board (the bidi marks the engine puts around
    /// a right-to-left name taken off first).
    public func photo(of name: String) -> String? {
        players[Self.plain(name)]
    }

    public func logo(of team: String) -> String? {
        teams[Self.plain(team)]
    }

    static func plain(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter {
            $0 != BidiIsolation.firstStrongIsolate && $0 != BidiIsolation.popDirectionalIsolate
        })
        return String(scalars)
    }
}

/// The keys of picture fields: a field whose text is a stored picture's name, which the
/// renderer draws only when it has the picture ready and otherwise leaves out with its space.
public enum PictureKeys {
    /// The new-batter slide's photo, beside the figures.
    public static let photo: BoardKey = "photo"
    /// The main board's and the result's team logos, in the header row.
    public static let battingLogo: BoardKey = "battingLogo"
    public static let bowlingLogo: BoardKey = "bowlingLogo"
    /// Badminton's two ends (one photo a side: the first player's of a pair).
    public static let leftPhoto: BoardKey = "leftPhoto"
    public static let rightPhoto: BoardKey = "rightPhoto"

    /// The hall overview's tile `n` (from 1): side A's and side B's logo ("tile3ALogo").
    public static func tileLogo(_ n: Int, side: String) -> BoardKey { BoardKey(rawValue: "tile\(n)\(side)Logo") }

    /// Row `n`'s headshot on the batting card (from 1).
    public static func batter(_ n: Int) -> BoardKey { BoardKey(rawValue: "bat.\(n).photo") }

    /// Whether `key` names a picture: the renderer's test, so it leaves such a field out
    /// rather than drawing its text.
    public static func contains(_ key: BoardKey) -> Bool {
        let raw = key.rawValue
        return raw == photo.rawValue || raw.hasSuffix(".photo") || raw.hasSuffix("Photo") || raw.hasSuffix("Logo")
    }
}

extension Scoreboard {
    /// The board with the pictures `pictures` has for it. Pure and idempotent; a board with
    /// nothing to picture comes back unchanged. Which board shows what:
    /// - the new-batter slide: the batter's photo (its `subject` field names the batter);
    /// - the batting card: a headshot on every row when every listed batter has one, and none
    ///   at all otherwise, so a column is never half filled;
    /// - the cricket main board and the result: each side's logo in the header row;
    /// - badminton's court before the first rally (the players' introduction) and the result:
    ///   each end's photo (a pair's first player), both or none;
    /// - the hall overview: each tile's two sides' logos, both or none (`tileLogos`); the
    ///   renderer shows them only on a tile with room.
    public func withPictures(_ pictures: BoardPictures) -> Scoreboard {
        guard !pictures.isEmpty else { return self }
        var board = self
        var added: [BoardField] = []
        func picture(_ key: BoardKey, _ name: String) {
            guard board[key] == nil else { return }
            // `extra`: a small panel (and an LED panel) drops a picture before any text.
            added.append(BoardField(key, name, priority: BoardPriority.extra))
        }
        switch layout {
        case .cricketEvent:
            if let subject = self["subject"], let photo = pictures.photo(of: subject.text) { picture(PictureKeys.photo, photo) }
        case .cricketBatting:
            var photos: [(BoardKey, String)] = []
            var n = 1
            while let name = self[BoardKey(rawValue: "bat.\(n).name")] {
                guard let photo = pictures.photo(of: name.text) else { return self }
                photos.append((PictureKeys.batter(n), photo))
                n += 1
            }
            for (key, photo) in photos { picture(key, photo) }
        case .cricketBanner, .cricketBreak, .result:
            if let team = self["battingTeam"], let logo = pictures.logo(of: team.text) { picture(PictureKeys.battingLogo, logo) }
            if let team = self["bowlingTeam"] {
                let logo = pictures.teams.first { CricketMessages.versus($0.key) == BoardPictures.plain(team.text) }?.value
                if let logo { picture(PictureKeys.bowlingLogo, logo) }
            }
            if layout == .result { ends(pictures, picture) }
        case .badmintonCourt:
            // The players' introduction: the court before the match's first rally (no point
            // and no game won at either end), as the umpire names them. Once play starts the
            // score needs the room.
            let untouched = ["leftPoints", "rightPoints", "leftGames", "rightGames"].allSatisfy { self[BoardKey(rawValue: $0)]?.text == "0" }
            if untouched { ends(pictures, picture) }
        case .hallOverview:
            for (key, logo) in tileLogos(pictures) { picture(key, logo) }
        default:
            break
        }
        board.fields += added
        return board
    }

    /// Badminton: each end's photo, both or neither (one face beside one name reads as a
    /// mistake). A pair's name is "A / B"; the first player's photo stands for the side.
    private func ends(_ pictures: BoardPictures, _ picture: (BoardKey, String) -> Void) {
        func photo(_ key: BoardKey) -> String? {
            guard let text = self[key]?.text else { return nil }
            let first = BoardPictures.plain(text).split(separator: "/").first.map { String($0) } ?? text
            // The server's mark is part of the name on the court board ("Axelsen*").
            let name = first.trimmingCharacters(in: " *")
            return pictures.photo(of: name)
        }
        if let left = photo("leftName"), let right = photo("rightName") {
            picture(PictureKeys.leftPhoto, left)
            picture(PictureKeys.rightPhoto, right)
        }
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        let drop = Set(set)
        var slice = Substring(self)
        while let first = slice.first, drop.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, drop.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
