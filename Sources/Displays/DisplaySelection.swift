/// Which card, connector and mode the scoreboard takes, and why: pure over the descriptions, so
/// the tests drive it from recorded resources. The DRM display runs it at start, on hotplug and
/// on every re-probe; `scoreline doctor` can run it to say what `run` would choose.
public enum DisplaySelection {
    public enum Outcome: Equatable, Sendable {
        case chosen(DisplayChoice)
        /// No screen to show on yet (no card, nothing connected): not an error, the kiosk keeps
        /// scoring and looks again on hotplug and re-probe. The text says what was found.
        case waiting(String)
        /// The config names something that is not there: the error lists what is.
        case failed(DisplayError)
    }

    public static func choose(_ cards: [CardDescription], _ request: DisplayRequest) -> Outcome {
        switch chooseCard(cards, request) {
        case .failure(let stop): return stop.outcome
        case .success(let (card, cardReason)):
            switch chooseConnector(card, request) {
            case .failure(let stop): return stop.outcome
            case .success(let (index, connectorReason)):
                let connector = card.connectors[index]
                guard let (modeIndex, modeReason) = chooseMode(connector, request) else {
                    return .waiting("\(connector.name) on \(card.path) is \(connector.state.rawValue) but offers no modes")
                }
                return .chosen(DisplayChoice(
                    card: card.path, driver: card.driver, connector: connector.name, modeIndex: modeIndex,
                    mode: connector.modes[modeIndex], cardReason: cardReason, connectorReason: connectorReason,
                    modeReason: modeReason))
            }
        }
    }

    /// Why no choice was made, carried through the steps.
    private enum Stop: Error {
        case waiting(String)
        case failed(DisplayError)

        var outcome: Outcome {
            switch self {
            case .waiting(let why): .waiting(why)
            case .failed(let error): .failed(error)
            }
        }
    }

    private static func chooseCard(_ cards: [CardDescription], _ request: DisplayRequest) -> Result<(CardDescription, String), Stop> {
        if let path = request.card {
            guard let card = cards.first(where: { $0.path == path }) else {
                // Not an error: the driver may not have loaded yet (a card appears on hotplug).
                return .failure(.waiting("\(path) (display.card) is not there yet; \(inventory(cards))"))
            }
            guard card.hasKMS else {
                let others = cards.filter(\.hasKMS).map { "\($0.path) (\($0.driver))" }
                let hint = others.isEmpty ? "no card here has any" : "cards with outputs: " + others.joined(separator: ", ")
                return .failure(.failed(DisplayError(
                    device: path, reason: "\(card.problem ?? "has no display outputs (driver \(card.driver))") (display.card); \(hint)")))
            }
            return .success((card, "display.card"))
        }
        let usable = cards.filter(\.hasKMS)
        if let name = request.connector {
            // A connector named without a card: the first card that has one by that name.
            guard let card = usable.first(where: { $0.connectors.contains { $0.name == name } }) else {
                let known = usable.map { "\($0.path): \(connectorList($0))" }
                let listing = known.isEmpty ? inventory(cards) : "the connectors are " + known.joined(separator: "; ")
                if usable.isEmpty { return .failure(.waiting("no card with display outputs yet for \(name) (display.connector); \(listing)")) }
                return .failure(.failed(DisplayError(device: name, reason: "no card has this connector (display.connector); \(listing)")))
            }
            return .success((card, "the card with \(name)"))
        }
        for state in [ConnectorDescription.State.connected, .unknown] {
            if let card = usable.first(where: { $0.connectors.contains { $0.state == state } }) {
                let skipped = cards.prefix { $0.path != card.path }.map { "\($0.path) \(summary($0))" }
                let reason = state == .connected ? "the first card with a connected screen" : "the first card whose screen may be connected"
                return .success((card, skipped.isEmpty ? reason : reason + " (" + skipped.joined(separator: "; ") + ")"))
            }
        }
        return .failure(.waiting("no connected screen; \(inventory(cards))"))
    }

    private static func chooseConnector(_ card: CardDescription, _ request: DisplayRequest) -> Result<(Int, String), Stop> {
        if let name = request.connector {
            guard let index = card.connectors.firstIndex(where: { $0.name == name }) else {
                return .failure(.failed(DisplayError(
                    device: card.path, reason: "has no connector \(name) (display.connector); its connectors are \(connectorList(card))")))
            }
            let connector = card.connectors[index]
            guard connector.state != .disconnected else {
                return .failure(.waiting("\(name) (display.connector) on \(card.path) is disconnected"))
            }
            return .success((index, "display.connector"))
        }
        if let index = card.connectors.firstIndex(where: { $0.state == .connected }) {
            let count = card.connectors.filter { $0.state == .connected }.count
            return .success((index, count == 1 ? "the connected connector" : "the first of \(count) connected connectors"))
        }
        if let index = card.connectors.firstIndex(where: { $0.state == .unknown }) {
            return .success((index, "its state is unknown; trying it"))
        }
        return .failure(.waiting("no connected screen on \(card.path) (display.card): \(connectorList(card))"))
    }

    /// The mode's index in `connector.modes` and why, or nil when it offers none.
    static func chooseMode(_ connector: ConnectorDescription, _ request: DisplayRequest) -> (Int, String)? {
        let modes = connector.modes
        guard !modes.isEmpty else { return nil }
        var prefix = ""
        if let asked = request.mode {
            if let index = best(modes.indices.filter { asked.matches(modes[$0]) }, in: modes) {
                return (index, "display.mode")
            }
            prefix = "display.mode \(asked) is not offered by \(connector.name) (it offers \(offered(modes))); "
        }
        let cap = request.maxMode
        func fits(_ mode: ModeDescription) -> Bool {
            max(mode.width, mode.height) <= max(cap.width, cap.height) && min(mode.width, mode.height) <= min(cap.width, cap.height)
        }
        let preferred = modes.firstIndex(where: \.preferred)
        if let preferred, fits(modes[preferred]), !modes[preferred].interlaced {
            return (preferred, prefix + "preferred mode")
        }
        let why = preferred.map { "the preferred \(modes[$0]) is " + (fits(modes[$0]) ? "interlaced" : "above max_mode \(cap)") } ?? "no preferred mode"
        if let index = best(modes.indices.filter { fits(modes[$0]) }, in: modes) {
            return (index, prefix + "\(why); the largest mode within max_mode at its highest refresh")
        }
        // Nothing fits the cap (a panel larger than it in both directions): the smallest offered.
        let smallest = modes.indices.min { modes[$0].width * modes[$0].height < modes[$1].width * modes[$1].height }
        let area = smallest.map { modes[$0].width * modes[$0].height } ?? 0
        let index = best(modes.indices.filter { modes[$0].width * modes[$0].height == area }, in: modes) ?? 0
        return (index, prefix + "\(why); no mode fits within max_mode \(cap): the smallest offered")
    }

    /// The largest of `candidates`, progressive before interlaced, then the highest refresh,
    /// then the kernel's order (which lists the screen's own timings first).
    private static func best(_ candidates: [Int], in modes: [ModeDescription]) -> Int? {
        candidates.min { a, b in
            let x = modes[a], y = modes[b]
            if x.interlaced != y.interlaced { return !x.interlaced }
            if x.width * x.height != y.width * y.height { return x.width * x.height > y.width * y.height }
            if x.refresh != y.refresh { return x.refresh > y.refresh }
            return a < b
        }
    }

    private static func offered(_ modes: [ModeDescription]) -> String {
        var seen = Set<String>()
        let names = modes.map(\.description).filter { seen.insert($0).inserted }
        return names.prefix(8).joined(separator: ", ") + (names.count > 8 ? ", …" : "")
    }

    private static func connectorList(_ card: CardDescription) -> String {
        card.connectors.isEmpty ? "none" : card.connectors.map { "\($0.name) (\($0.state.rawValue))" }.joined(separator: ", ")
    }

    private static func summary(_ card: CardDescription) -> String {
        if let problem = card.problem { return "(\(card.driver.isEmpty ? "?" : card.driver)): \(problem)" }
        if !card.hasKMS { return "(\(card.driver)): no display outputs" }
        return "(\(card.driver)): \(connectorList(card))"
    }

    /// Every card and what it has, for the reason lines.
    static func inventory(_ cards: [CardDescription]) -> String {
        cards.isEmpty ? "no DRM card (nothing in /dev/dri)" : "cards: " + cards.map { "\($0.path) \(summary($0))" }.joined(separator: "; ")
    }
}
