/// The board when no match is in progress: the venue and the next match, if one is queued,
/// and how to set a match up when a kiosk has nothing to play (ADR 030).
public enum IdleBoard {
    public static func build(venue: String?, next: String?, setup: SetupHint? = nil) -> Scoreboard {
        var fields = [BoardField("title", CommonMessages.idleTitle, priority: BoardPriority.essential, role: .emphasis)]
        if let venue { fields.append(BoardField("venue", venue, priority: BoardPriority.high)) }
        if let next { fields.append(BoardField("next", CommonMessages.nextMatch(next), priority: BoardPriority.high, role: .notice)) }
        if let setup { fields += setup.fields }
        return Scoreboard(layout: .idle, fields: fields)
    }
}

/// What the idle board tells the people at the ground about starting a match: the phone
/// set-up page's address when the web app is on, else where the config file is. The kiosk
/// finds the addresses; the engine says it.
public enum SetupHint: Equatable, Sendable {
    /// The web app listens: the set-up page at each of these addresses (`http://HOST:PORT`).
    /// None yet means the machine has no network address (the cable, or DHCP, is not there).
    case phone(origins: [String])
    /// No web app and nothing to start: the config file that would change that.
    case configFile(String)

    /// At most this many addresses are shown (a box on both Ethernet and Wi-Fi).
    public static let shownOrigins = 2

    var fields: [BoardField] {
        switch self {
        case .phone(let origins) where origins.isEmpty:
            [BoardField("setup", CommonMessages.setupWaitingForNetwork, priority: BoardPriority.high, role: .notice)]
        case .phone(let origins):
            [BoardField("setup", CommonMessages.setupOnPhone, priority: BoardPriority.high),
             BoardField("setupAddress", CommonMessages.setupAddresses(origins.prefix(Self.shownOrigins).map { $0 + "/setup" }),
                        priority: BoardPriority.high, role: .emphasis)]
        case .configFile(let path):
            [BoardField("setup", CommonMessages.setupNoWebApp, priority: BoardPriority.high),
             BoardField("setupAddress", CommonMessages.setupInConfig(path), priority: BoardPriority.high, role: .notice)]
        }
    }
}
