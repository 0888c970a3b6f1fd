/// Why a board received from a broker was refused: the follower logs it with the topic.
enum BoardMessageMessages {
    static func tooLarge(_ bytes: Int, limit: Int) -> String { "\(bytes) bytes is over the \(limit)-byte limit for a board" }
    static let empty = "the message is empty (a retained board was cleared?)"
    static let notJSON = "not JSON"
    static let notAnObject = "not a board: a board is one JSON object"
    static let notABoard = "not a board: JSON that does not decode as a Scoreboard (schemaVersion, layout, fields)"
    static func newerSchema(_ version: String, supported: Int) -> String {
        "made by a newer Scoreline (schemaVersion \(version); this one reads up to \(supported)): update this follower"
    }
    static func badSchema(_ version: Int) -> String { "not a board: schemaVersion \(version) is not a version (1 or more)" }
}
