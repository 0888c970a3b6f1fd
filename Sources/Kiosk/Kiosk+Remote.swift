import CommandBasics
import Desk
import Logging
import MatchEngine
import ProjectionCenter
import Records
import Remote
import Session
import Settings
import Store

/// The phone's web app for `scoreline run` when `[remote] listen` is set (docs/remote.md).
/// Only wiring: the work is Remote's.
extension Kiosk {
    /// Starts the server and joins its gate to the loop; nil when the config asks for none.
    static func startRemote(
        _ config: ScorelineConfig, session: ScoringSession, store: MatchStore, loop: SessionLoop, hub: ProjectionHub, offer: HotspotOffer,
        hall: DeskOffice? = nil
    ) throws -> RemoteServer? {
        guard let remote = config.remote else { return nil }
        do throws(RemoteError) {
            let web = try WebAssets(directory: WebAssets.locate())
            guard let gate = SessionGate() else { throw RemoteError("no eventfd for the phone web app") }
            let viewers = ViewerHub(capacity: remote.maxViewers)
            let desk = RemoteDesk(session: session, store: store)
            desk.hall = hall
            // The pairing code goes to the local displays only: the hub, never the viewers or MQTT.
            desk.showPairingCode = { code, seconds in hub.showPairingCode(code, milliseconds: UInt64(max(0, seconds)) * 1000) }
            let logger = Logger(label: "scoreline.remote")
            let tokens = TokenBook(path: TokenBook.path(dataDirectory: store.root), lifetimeDays: remote.tokenDays, logger: logger)
            loop.attach { reactor in gate.doorbell.attach(to: reactor) { gate.drain(into: desk) } }
            // After the displays (subscribed first): a phone sees a board once it is durable and shown.
            // The spoken score changes with the match only: made again when its seq moves.
            var spoken: (matchId: String?, seq: Int?, text: String?)?
            session.subscribe { publication in
                let current = session.current
                if spoken == nil || spoken?.matchId != current?.matchId || spoken?.seq != current?.seq {
                    spoken = (current?.matchId, current?.seq, current?.session.spokenScore)
                }
                viewers.publish(LiveFrame(seq: publication.seq, board: publication.live, spoken: spoken?.text))
            }
            // The scorers' state (board and pad), made on the session's thread from the session.
            let scorers = ScorerHub(capacity: ScorerHub.defaultScorers)
            let frames = ScorerFrameMaker(session: session)
            session.subscribe { scorers.publish(frames.frame(for: $0)) }
            // The match may have started before this subscription: a scorer connecting at once
            // is still sent a state.
            scorers.publish(frames.frame(for: ScoringSession.Publication(board: session.board, seq: session.current?.seq)))
            let security = RemoteSecurity(tokens: tokens, sockets: ScorerSockets(maxPerToken: remote.maxScorerSockets))
            let server = try RemoteServer(host: remote.host, port: remote.port,
                                          app: RemoteApp(gate: gate, viewers: viewers, web: web, logger: logger, scorers: scorers,
                                                         security: security,
                                                         seasons: SeasonCalendar(startMonth: config.seasonStartMonth),
                                                         archives: ArchiveShelf(root: store.root, calendar: SeasonCalendar(startMonth: config.seasonStartMonth)),
                                                         hallDesk: hall != nil))
            let port = try server.start()
            session.setupHint = { .phone(origins: SetupOrigins.origins(host: remote.host, port: port, interfaces: SetupOrigins.interfaceAddresses())) }
            startJoin(session: session, loop: loop, origins: { SetupOrigins.origins(host: remote.host, port: port, interfaces: SetupOrigins.interfaceAddresses()) }, security: security,
                      offer: offer, port: port)
            return server
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// The idle board's hint for a kiosk without the web app (ADR 030): with nothing to start
    /// (no preset) and buttons or keypads as its input, the config file that would change that.
    /// A scripted run (stdin, a terminal) gets none.
    static func configHint(remote: RemoteConfig?, hasPreset: Bool, choice: InputChoice, configPath: String?) -> SetupHint? {
        guard remote == nil, !hasPreset, choice == .config else { return nil }
        return .configFile(configPath ?? ScorelineConfig.defaultPath)
    }
}
