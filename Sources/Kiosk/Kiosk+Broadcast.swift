import Broadcast
import CommandBasics
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
extension Kiosk {
    /// `--follow`, else `[display] source`; nil: this kiosk scores.
    func followSource(_ config: ScorelineConfig) throws -> FollowSource? {
        guard let follow else { return config.display.source }
        do throws(BroadcastError) { return try FollowSource(parsing: follow) } catch {
            throw CommandFailure(KioskMessages.badFollow("\(error)"))
        }
    }

    /// The display-only kiosk: the displays of `[display]` (and `--output`), boards from the broker.
    func runFollowing(_ source: FollowSource, config: ScorelineConfig) throws {
        let dataDirectory = dataDir ?? config.dataDirectory
        let options: MQTTOptions
        // One budget for the sponsors and the roster's pictures, as a scoring kiosk has.
        let budget = DecodedBudget(limit: FolderImageShelf.maxDecodedBytes)
        do throws(BroadcastError) {
            // The password file first: a mistake stops the start before a screen is taken.
            options = try config.mqtt.options(for: source.address, defaultClientId: FollowSource.defaultClientId())
        } catch { throw CommandFailure("\(error)") }
        let presenter: any BoardPresenter = output == "terminal"
            ? try TerminalBoard(config: config, logPath: nil, help: DisplayOnlyMessages.following("\(source.target.shown) on \(source.address)")).presenter
            : try makePresenter(config, dataDirectory: dataDirectory, images: FolderImageShelf(folder: config.pages.sponsorsFolder(dataDirectory: dataDirectory), budget: budget))
        let hub = ProjectionHub([presenter])
        defer { hub.close() }
        // This kiosk's own roster dresses the boards it follows (the hall's tiles: the sides'
        // logos), as a scoring kiosk's are (ADR 055); the boards on the wire carry none.
        let picturesReady = showPictures(on: hub, dataDirectory: dataDirectory, budget: budget)
        // One court's bug; a hall overview has no single score to put on a stream.
        if case .court = source.target, let overlay = try overlayPresenter(config) { hub.add(overlay) }
        do throws(BroadcastError) {
            try FollowKiosk.run(source, options: options, venue: config.display.venue,
                                show: { hub.project($0, seq: nil) }, attach: { reactor in
                                    hub.attach(to: reactor)
                                    picturesReady?.attach(to: reactor) { hub.refresh() }
                                })
        } catch { throw CommandFailure("\(error)") }
    }

    /// Publishes each board the session gives its displays, after them; nil when `[publish]`
    /// names no broker.
    /// A court numbered like the hall's courts also takes the desk's calls (`CourtDeskLink`).
    static func startPublishing(_ config: ScorelineConfig, session: ScoringSession, store: MatchStore, loop: SessionLoop) throws -> BoardPublisher? {
        guard let publish = config.publish else { return nil }
        let publisher: BoardPublisher
        do throws(BroadcastError) {
            let options = try config.mqtt.options(for: publish.broker, defaultClientId: publish.defaultClientId)
            publisher = BoardPublisher(client: try MosquittoClient(options: options), topics: publish.topics, address: publish.broker)
            let desk = CourtDeskLink(store: store, session: session, topics: publish.topics)
            desk?.publish = { _ = publisher.publish(other: $0) }
            desk?.attach(to: loop)
            try publisher.start(desk: desk?.mqtt)
        } catch {
            throw CommandFailure("\(error)")
        }
        session.subscribe { publisher.publish(live: $0.live, match: session.current) { (try? store.meta(of: $0).title) ?? "" } }
        return publisher
    }
}
