import CommandBasics
import EventLoop
import FoundationEssentials
import Glibc
import InputKeys
import ProjectionCenter
import Renderer
import Session
import Settings
import Store

/// Where `scoreline run` takes its commands from, and the SIGHUP reload: kept apart from the
/// command's output side.
extension Kiosk {
    enum InputChoice: Equatable {
        case stdin, terminal, config
        /// No source of its own: the phone web app is the only input (ADR 030).
        case phone
    }

    /// `--input` as given; without it, the config's GPIO and keypads when it names any, else
    /// the phone web app when `[remote]` is on (a kiosk scored from phones only: under systemd
    /// its stdin is empty and would stop it), else stdin (scripts and tests pipe action lines
    /// in; a kiosk's config names its buttons).
    static func inputChoice(_ option: String?, inputs: InputsConfig?, remote: Bool = false) throws -> InputChoice {
        switch option {
        case nil: return inputs?.hasDevices == true ? .config : remote ? .phone : .stdin
        case "stdin": return .stdin
        case "terminal": return .terminal
        case "config":
            guard inputs?.hasDevices == true else {
                throw CommandFailure(KioskMessages.inputConfigNeedsDevices)
            }
            return .config
        case let other?:
            throw CommandFailure(KioskMessages.badInput(other))
        }
    }

    /// The sources and timings for the sport in play: its key map's GPIO lines and keypads, or
    /// the terminal with that sport's keys.
    static func plan(_ inputs: InputsConfig?, terminal: Bool) -> InputHub.Plan {
        { sport in
            let map = (inputs ?? InputsConfig()).keyMap(badminton: sport == "badminton")
            guard terminal else { return (InputHub.openers(for: map), map.recognizer) }
            // The loop's signalfd handles Ctrl-C, and the source puts the terminal back when it goes.
            let opener = InputHub.Opener(name: "terminal") { () throws(InputError) in try TerminalSource(bindings: map.terminal) }
            return ([opener], map.recognizer)
        }
    }

    /// Wires the session, the displays and the chosen inputs onto one loop and runs it,
    /// reloading `configPath` on SIGHUP.
    func runLoop(
        _ session: ScoringSession, hub: ProjectionHub, config: ScorelineConfig, configPath: String?, stopOnHangup: Bool = false,
        sponsors: FolderImageShelf? = nil, store: MatchStore, offer: HotspotOffer = HotspotOffer(), picturesReady: Doorbell? = nil
    ) throws {
        let loop = SessionLoop(session: session)
        loop.stopOnHangup = stopOnHangup
        session.subscribe { hub.project($0.board, live: $0.live, seq: $0.seq) }
        // After the displays: a board goes out once it is durable and shown (ADR 007).
        let publisher = try Self.startPublishing(config, session: session, store: store)
        defer { publisher?.stop() }
        let remote = try Self.startRemote(config, session: session, store: store, loop: loop, hub: hub, offer: offer)
        defer { remote?.stop() }
        loop.attach { reactor in
            hub.attach(to: reactor)
            picturesReady?.attach(to: reactor) { hub.refresh() }
        }
        var inputs: InputHub?
        let choice = try Self.inputChoice(input, inputs: config.inputs, remote: config.remote != nil)
        if let hint = Self.configHint(remote: config.remote, hasPreset: session.preset != nil, choice: choice, configPath: configPath) {
            session.setupHint = { hint }
        }
        switch choice {
        case .phone:
            break
        case .stdin:
            loop.read(STDIN_FILENO)
        case .terminal:
            inputs = InputHub(sport: session.sport, plan: Self.plan(config.inputs, terminal: true))
        case .config:
            inputs = InputHub(sport: session.sport, plan: Self.plan(config.inputs, terminal: false))
        }
        if let inputs { loop.attach(inputs) }
        Self.startBrightness(config, hub: hub, loop: loop)
        if let configPath {
            let reload = ConfigReload(path: configPath, config: config, session: session,
                                      inputs: input == "terminal" ? nil : inputs, presetOverride: self.preset, sponsors: sponsors)
            loop.reload = { reload.reload() }
        }
        loop.run()
    }
}
