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

/// What a court's box says of a call it cannot queue (its log; nothing is queued).
extension DeskMessages {
    static func callTooLarge(_ court: Int, bytes: Int, limit: Int) -> String {
        "A call for court \(court) is \(bytes) bytes, over the \(limit) a call may be; nothing was queued."
    }
    static func callUnreadable(_ court: Int, field: String) -> String {
        "A call for court \(court) is not accepted: \(field) is missing or not what a call holds; nothing was queued."
    }
    static func callVersion(_ court: Int, version: Int) -> String {
        "A call for court \(court) is schema version \(version); this box reads version \(CourtWire.schemaVersion); nothing was queued."
    }
    static func callOtherCourt(_ court: Int, named: Int) -> String {
        "A call on court \(court)'s topic names court \(named); nothing was queued."
    }
    static func callBadKey(_ court: Int) -> String {
        "A call for court \(court) names a match or key the desk does not make (match letters, digits, - or _; key match@court#n); nothing was queued."
    }
    static func callBadNames(_ court: Int) -> String {
        "A call for court \(court) has a side with no name, a name too long or a control character; nothing was queued."
    }
}

/// The desk's log lines and the page's sentences for what it heard and was asked.
extension DeskMessages {
    static func heard(_ action: DeskAction) -> String {
        switch action {
        case .start(let match, let court, _): "Match \(match) started on court \(court)."
        case .result(let match, let court, _, let games, let winner):
            "Match \(match) finished on court \(court): \(gameText(games))" + (winner.map { ", side \($0) through on a retirement." } ?? ".")
        default: "Recorded."
        }
    }
    static func scoresForm(_ text: String) -> String {
        "\"\(String(text.prefix(40)))\" is not a result; write each game as side 1's points, -, side 2's (21-15), games separated by spaces"
    }
}

/// The desk page's words for a state and a court.
extension DeskMessages {
    static let courtFree = "free"
    static func courtHolds(_ match: DeskMatch) -> String {
        var verb = "called"
        if case .onCourt = match.state { verb = "playing" }
        return "\(verb): match \(match.number), \(match.side1.names) v \(match.side2.names)"
    }
    static func stateShown(_ state: DeskState) -> String {
        switch state {
        case .waiting: "waiting"
        case .called(let court, _): "called to court \(court)"
        case .onCourt(let court, _): "on court \(court)"
        case .finished(let court, let games, _): "finished on court \(court): \(gameText(games))"
        case .walkover(let winner): "walkover: side \(winner) through"
        case .retired(let court, let games, let winner, _): "retired on court \(court): \(gameText(games)), side \(winner) through"
        }
    }
}
