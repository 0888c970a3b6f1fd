import Records

/// The records page's filters from its query string (a GET form: `+` is a space, `%XX` a
/// byte), each checked against what the archive holds, so a made-up value is answered with the
/// field and what it accepts, never an empty page that looks like a season without cricket.
struct StatsQuery: Sendable, Equatable {
    static let maxLength = 80
    static let fields: Set = ["season", "team", "format", "name"]

    var season: String?
    var team: String?
    var format: String?
    var name: String?

    var filter: RecordsFilter { RecordsFilter(season: season, team: team, format: format) }

    /// The raw query string parsed; a field not known, repeated, too long or not UTF-8 is refused.
    static func parse(_ raw: String?) -> Result<StatsQuery, StatsRefusal> {
        var query = StatsQuery()
        var seen = Set<String>()
        for pair in (raw ?? "").split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = String(parts[0])
            guard fields.contains(key) else { return .failure(StatsRefusal(field: key, message: StatsPageMessages.unknownField(key))) }
            guard seen.insert(key).inserted else { return .failure(StatsRefusal(field: key, message: StatsPageMessages.repeated(key))) }
            let encoded = parts.count > 1 ? String(parts[1]).replacing("+", with: " ") : ""
            guard let value = RecordsPath.decode(encoded), !value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                return .failure(StatsRefusal(field: key, message: StatsPageMessages.unreadable(key)))
            }
            guard value.count <= maxLength else { return .failure(StatsRefusal(field: key, message: StatsPageMessages.tooLong(key))) }
            let trimmed = String(value.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            let kept: String? = trimmed.isEmpty ? nil : trimmed
            switch key {
            case "season": query.season = kept
            case "team": query.team = kept
            case "format": query.format = kept
            default: query.name = kept
            }
        }
        return .success(query)
    }

    /// A filter that names nothing in the archive, with what there is.
    func check(seasons: [String], formats: [String]) -> StatsRefusal? {
        if let season, !seasons.contains(season) {
            return StatsRefusal(field: "season", message: StatsPageMessages.noSeason(season, seasons))
        }
        if let format, !formats.contains(format) {
            return StatsRefusal(field: "format", message: StatsPageMessages.noFormat(format, formats))
        }
        return nil
    }
}

struct StatsRefusal: Error, Sendable, Equatable {
    var field: String
    var message: String
}
