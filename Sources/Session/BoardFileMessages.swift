/// What `scoreline render` says about the file it is given.
enum BoardFileMessages {
    static func unreadable(_ path: String) -> String { "Cannot read \(path): no such file, or no permission to read it." }
    static func modelHasNoPages(_ path: String) -> String { "--page and --at need a match file (JSON Lines); \(path) is a display model." }
    static func notAModel(_ path: String, _ why: String) -> String { "\(path) is not a display model (schemaVersion, layout, fields): \(why)" }
    static func noNewMatch(_ path: String) -> String { "\(path) has no newMatch line." }
    static func notAMatch(_ path: String, line: Int, _ why: String) -> String { "\(path) line \(line) does not start a match: \(why)" }
    static func badPage(_ name: String, _ names: String) -> String { "--page must be one of \(names), not \(name)." }
    static func noEvent(_ path: String, event: String) -> String {
        "\(path) has no \(event) slide now: its last action did not earn one (a slide follows the action that earned it)."
    }
    static func noPage(_ path: String, page: String, sport: String) -> String {
        "\(path) has no \(page) page now: \(sport) has no such page, or it has nothing to say at this point of the match (the target before a chase)."
    }
}
