/// The pictures the season portal shows (issue 41, ADR 056), by name only: the portal's pages
/// name them, and `SiteFolder` copies each file byte for byte beside the pages, so the portal
/// still opens from `file://` with nothing fetched from elsewhere. Only sound names of regular
/// files are listed; anything else is left out (the doctor names it).
public struct SitePictures: Sendable, Equatable {
    /// Each roster player's photo, by roster id.
    public var players: [String: String] = [:]
    /// Each roster team's logo, by the team's name (what a match record calls a side).
    public var teams: [String: String] = [:]
    /// Each match's photos, by match id, in the gallery's order.
    public var matches: [String: [String]] = [:]
    /// Every file to copy: its name in the portal and where it is now.
    public var files: [SiteFolder.Copy] = []

    public init() {}
}

extension MatchStore {
    public func sitePictures(matchIds: [String]) -> SitePictures {
        var pictures = SitePictures()
        var copied = Set<String>()
        func take(_ name: String, at path: String) -> Bool {
            guard (try? files.kind(of: path)) == .regular else { return false }
            if copied.insert(name).inserted { pictures.files.append(SiteFolder.Copy(name: name, from: path)) }
            return true
        }
        let roster = (try? RosterFile(store: self).read()) ?? Roster()
        for player in roster.players {
            if let name = player.photo, Backup.isImageFileName(name), take(name, at: root + "/images/" + name) { pictures.players[player.id] = name }
        }
        for team in roster.teams {
            if let name = team.logo, Backup.isImageFileName(name), take(name, at: root + "/images/" + name) { pictures.teams[team.name] = name }
        }
        for id in matchIds {
            let names = ((try? photos(of: id)) ?? []).filter { take($0, at: directory(of: id) + "/" + $0) }
            if !names.isEmpty { pictures.matches[id] = names }
        }
        return pictures
    }
}
