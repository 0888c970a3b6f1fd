import Glibc
import Logging
import MatchEngine
import Store

/// The roster's pictures as the boards look them up (ADR 055): each player's photo by name,
/// each team's logo by name and short code, read from `<data>/roster.json` and read again
/// only when the file changes (a `stat` per board; the phone's roster page replaces the file
/// whole, so a new inode or time says so). The kiosk and `render --data-dir` both use it, so
/// a kiosk's screen and a rendered page find the same pictures.
public final class RosterPictureBook {
    private let root: String
    private var seen: (inode: UInt, seconds: Int, nanoseconds: Int, size: Int)?
    private var book = BoardPictures()
    private let logger = Logger(label: "scoreline.pictures")

    public init(dataDirectory: String) {
        root = dataDirectory
    }

    /// The pictures of the roster as it is now; none when there is no roster.
    public func current() -> BoardPictures {
        var info = stat()
        guard stat(root + "/roster.json", &info) == 0 else {
            seen = nil
            book = BoardPictures()
            return book
        }
        let now = (UInt(info.st_ino), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec), Int(info.st_size))
        if let seen, seen == now { return book }
        seen = now
        do {
            book = Self.pictures(try RosterFile(root: root).read())
        } catch {
            logger.warning("roster.json: \(error)")
            book = BoardPictures()
        }
        return book
    }

    /// The lookup a roster gives. A name two players share with different photos gives none:
    /// a face is never put to a name on a guess (the same rule as ADR 048's links).
    public static func pictures(_ roster: Roster) -> BoardPictures {
        var players: [String: String] = [:]
        var doubtful = Set<String>()
        for player in roster.players {
            guard let photo = player.photo else { continue }
            if let other = players[player.name], other != photo { doubtful.insert(player.name) }
            players[player.name] = photo
        }
        for name in doubtful { players[name] = nil }
        var teams: [String: String] = [:]
        // The hall's tiles: each player's name → their team's logo, by the teams' lists of
        // player ids. A name found in two teams that do not share one logo (one of them
        // without any) gets none: which team the side plays for would be a guess.
        var claims: [String: Set<String?>] = [:]
        for team in roster.teams {
            for id in team.players {
                guard let name = roster.player(id)?.name else { continue }
                claims[name, default: []].insert(team.logo)
            }
            guard let logo = team.logo else { continue }
            teams[team.name] = logo
            if !team.short.isEmpty, teams[team.short] == nil { teams[team.short] = logo }
        }
        let playerLogos = claims.compactMapValues { $0.count == 1 ? $0.first ?? nil : nil }
        return BoardPictures(players: players, teams: teams, playerLogos: playerLogos)
    }
}
