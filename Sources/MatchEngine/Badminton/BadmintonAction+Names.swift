/// Every name a badminton action or set-up carries, by the field a line writes it in, so the
/// one entry of names (`NameText`, ADR 046) reaches all of them and a refusal names the field.
extension BadmintonAction.Kind {
    /// The action with `transform` applied to each name it carries.
    func mappingNames(_ transform: (String) -> String) -> BadmintonAction.Kind {
        switch self {
        case .advanceGame(let server, let receiver): .advanceGame(server: server.map(transform), receiver: receiver.map(transform))
        case .warning(let side, let player): .warning(side, player: player.map(transform))
        case .fault(let side, let player): .fault(side, player: player.map(transform))
        case .point, .minus, .retire, .walkover, .loggedResult, .pause, .resume: self
        }
    }

    /// Each name with the field a line writes it in.
    var names: [(field: String, name: String)] {
        switch self {
        case .advanceGame(let server, let receiver):
            [("server", server), ("receiver", receiver)].compactMap { field, name in name.map { (field, $0) } }
        case .warning(_, let player), .fault(_, let player): player.map { [("player", $0)] } ?? []
        case .point, .minus, .retire, .walkover, .loggedResult, .pause, .resume: []
        }
    }
}

extension BadmintonSetup {
    /// The set-up with `transform` applied to each side's name, short form and players.
    func mappingNames(_ transform: (String) -> String) -> BadmintonSetup {
        func side(_ team: BadmintonTeam) -> BadmintonTeam {
            BadmintonTeam(name: transform(team.name), short: team.short.map(transform), players: team.players.map(transform))
        }
        var setup = self
        setup.sides = PerSide(a: side(sides.a), b: side(sides.b))
        return setup
    }
}
