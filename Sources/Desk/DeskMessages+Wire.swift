/// The copy of `CourtWire`: what the desk says of a message from a court it cannot take.
extension DeskMessages {
    static func noCourt(_ segment: String, courts: Int) -> String {
        "Court \"\(segment)\" does not exist: this hall has courts 1 to \(courts); the message was ignored."
    }
    static func wireTooLarge(_ court: Int, bytes: Int, limit: Int) -> String {
        "The result from court \(court) is \(bytes) bytes, over the \(limit) a result may be; ignored."
    }
    static func wireUnreadable(_ court: Int, field: String) -> String {
        "The result from court \(court) is not accepted: \(field) is missing or not what a result holds (match, key, games as [[21,15],…], retiredWinner 1 or 2)."
    }
    static func wireVersion(_ court: Int, version: Int) -> String {
        "The result from court \(court) is schema version \(version); this desk reads version \(CourtWire.schemaVersion)."
    }
    static func wireGame(_ court: Int, game: Int) -> String {
        "The result from court \(court) is not accepted: game \(game) is not two numbers ([21,15])."
    }
}
