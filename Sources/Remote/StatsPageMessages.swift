import Store
import TextSafety

/// The records page's copy. Values typed into the query go through `ShownText`.
enum StatsPageMessages {
    static let title = "Records"
    static let playerTitle = "Player"
    static func unknownField(_ key: String) -> String {
        "\(ShownText.escaped(key, limit: 40)) is not a filter here; the page takes season, team, format and name."
    }
    static func repeated(_ key: String) -> String { "\(key) is given twice; give it once." }
    static func unreadable(_ key: String) -> String { "\(key) is not readable text; type it again." }
    static func tooLong(_ key: String) -> String { "\(key) is longer than \(StatsQuery.maxLength) characters; no name is that long." }
    static func noSeason(_ season: String, _ seasons: [String]) -> String {
        "No match is in season \(ShownText.escaped(season)); " + (seasons.isEmpty ? "there are no matches yet." : "the seasons are " + seasons.joined(separator: ", ") + ".")
    }
    static func noFormat(_ format: String, _ formats: [String]) -> String {
        "No match is of format \(ShownText.escaped(format)); " + (formats.isEmpty ? "there are no matches yet." : "the formats played are " + formats.joined(separator: ", ") + ".")
    }
    static let needsName = "Which player? The page needs a name."
    static func noPlayer(_ name: String) -> String { "Nobody called \(ShownText.escaped(name)) batted, bowled or played badminton in these matches." }
    static let allSeasons = "Every season"
    static let allFormats = "Every format"
    static func cannotRead(_ why: String) -> String { "The matches cannot be read: \(why)" }
}
