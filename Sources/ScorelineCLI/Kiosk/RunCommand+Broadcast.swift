import Broadcast
import FoundationEssentials
import Glibc
import Logging
import MatchEngine
import ProjectionCenter
import Renderer
import Session
import Settings
import Store

/// MQTT for `scoreline run` (docs/mqtt.md): following a scorer instead of scoring, and
/// publishing this kiosk's boards when `[publish] broker` is set. Only wiring: the work is
/// Broadcast's.
extension RunCommand {
    /// `--follow`, else `[display] source`; nil: this kiosk scores.
    func followSource(_ config: ScorelineConfig) throws -> FollowSource? {
        guard let follow else { return config.display.source }
        do throws(BroadcastError) { return try FollowSource(parsing: follow) } catch {
            throw CommandFailure("--follow: \(error)")
        }
    }

    /// The display-only kiosk: the displays of `[display]` (and `--output`), boards from the broker.
    func runFollowing(_ source: FollowSource, config: ScorelineConfig) throws {
        let dataDirectory = dataDir ?? config.dataDirectory
        let presenter: any BoardPresenter = output == "terminal"
            ? try TerminalBoard(config: config, logPath: nil).presenter
            : try makePresenter(config, dataDirectory: dataDirectory, images: FolderImageShelf(folder: config.pages.sponsorsFolder(dataDirectory: dataDirectory)))
        let hub = ProjectionHub([presenter])
        defer { hub.close() }
        do throws(BroadcastError) {
            let options = try config.mqtt.options(for: source.address, defaultClientId: FollowSource.defaultClientId(pid: getpid()))
            try FollowKiosk.run(source, options: options, venue: config.display.venue,
                                show: { hub.project($0, seq: nil) }, attach: { hub.attach(to: $0) })
        } catch {
            throw CommandFailure("\(error)")
        }
    }

    /// Publishes each board the session gives its displays, after them; nil when `[publish]`
    /// names no broker.
    static func startPublishing(_ config: ScorelineConfig, session: ScoringSession, store: MatchStore) throws -> BoardPublisher? {
        guard let publish = config.publish else { return nil }
        let publisher: BoardPublisher
        do throws(BroadcastError) {
            let options = try config.mqtt.options(for: publish.broker, defaultClientId: publish.defaultClientId)
            publisher = BoardPublisher(client: try MosquittoClient(options: options), topics: publish.topics, address: publish.broker)
            try publisher.start()
        } catch {
            throw CommandFailure("\(error)")
        }
        var title: (matchId: String, text: String)?
        session.subscribe { publication in
            publisher.publish(board: publication.live)
            guard let current = session.current else { return }
            // The title is the stored one (`matches edit` may have changed it): read once per match.
            if title?.matchId != current.matchId {
                title = (current.matchId, (try? store.meta(of: current.matchId).title) ?? "")
            }
            publisher.publish(summary: MatchSummary(matchId: current.matchId, title: title?.text ?? "", session: current.session, seq: current.seq))
        }
        return publisher
    }
}
