/// Writes actions in the same JSON form `BadmintonDecoding` reads, so anything that makes
/// actions (buttons, tests, tools) produces journal lines the replay accepts unchanged. The
/// time is not here: `MatchAction.line(at:)` appends it.
extension BadmintonAction.Kind: Encodable {
    private enum Keys: String, CodingKey {
        case type, side, server, receiver, player, games
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(typeName, forKey: .type)
        switch self {
        case .point(let side), .minus(let side), .retire(let side), .walkover(let side):
            try c.encode(side, forKey: .side)
        case .advanceGame(let server, let receiver):
            try c.encodeIfPresent(server, forKey: .server)
            try c.encodeIfPresent(receiver, forKey: .receiver)
        case .loggedResult(let games):
            try c.encode(games, forKey: .games)
        case .pause, .resume:
            break
        case .warning(let side, let player), .fault(let side, let player):
            try c.encode(side, forKey: .side)
            try c.encodeIfPresent(player, forKey: .player)
        }
    }

    public var typeName: String {
        switch self {
        case .point: "point"
        case .minus: "minus"
        case .advanceGame: "advanceGame"
        case .retire: "retire"
        case .walkover: "walkover"
        case .loggedResult: "loggedResult"
        case .pause: "pause"
        case .resume: "resume"
        case .warning: "warning"
        case .fault: "fault"
        }
    }
}
