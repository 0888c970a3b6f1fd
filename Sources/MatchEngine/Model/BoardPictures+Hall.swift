extension Scoreboard {
    /// The hall overview's logos (issue 41): for each tile, each side's team logo, both sides
    /// or neither (one badge beside one name reads as a mistake, as the batting card's
    /// headshots are all or none), on a court still live. Whether a tile has room for them is the renderer's to say,
    /// from the tile's size; here is only which logo belongs to which side.
    func tileLogos(_ pictures: BoardPictures) -> [(BoardKey, String)] {
        var logos: [(BoardKey, String)] = []
        var n = 1
        while let court = self[BoardKey(rawValue: "tile\(n)Court")] {
            // A court that is gone (its label a warning badge) keeps the whole row for the
            // warning: its dimmed last board needs no badges.
            if court.role != .warning,
               let a = self[BoardKey(rawValue: "tile\(n)NameA")].flatMap({ pictures.sideLogo($0.text) }),
               let b = self[BoardKey(rawValue: "tile\(n)NameB")].flatMap({ pictures.sideLogo($0.text) }) {
                logos.append((PictureKeys.tileLogo(n, side: "A"), a))
                logos.append((PictureKeys.tileLogo(n, side: "B"), b))
            }
            n += 1
        }
        return logos
    }
}

extension BoardPictures {
    /// The logo of a tile's side, by the main board's header rule first: the side's name is a
    /// team's name or short code (a cricket tile: the batting side, and the bowling side as
    /// "v Mumbai Indians"). Otherwise the side is one player or a pair ("Chen Qingchen /
    /// Jia Yifan*", the server's `*` taken off), and its logo is the team they play for: every
    /// player named must be found in a team with a logo, and the same one. A pair from two
    /// clubs, or a player the roster does not place, gets none: a badge is never put to a
    /// side on a guess.
    func sideLogo(_ name: String) -> String? {
        let plain = Self.plain(name)
        if let logo = teams[plain] { return logo }
        if let logo = teams.first(where: { CricketMessages.versus($0.key) == plain })?.value { return logo }
        let players = plain.split(separator: "/").map { String($0).trimmingCharacters(in: " *") }
        guard !players.isEmpty, !players.contains(where: \.isEmpty) else { return nil }
        let logos = Set(players.map { playerLogos[$0] })
        guard logos.count == 1, let logo = logos.first ?? nil else { return nil }
        return logo
    }
}
