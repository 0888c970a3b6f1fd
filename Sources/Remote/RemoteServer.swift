import EventLoop
import FoundationEssentials
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import RemoteProtocol
import NIOCore
import NIOPosix
import ServiceLifecycle
import Synchronization

/// The phone's web app on its own event loop thread (docs/remote.md, ADR 026). Started only
/// when `[remote] listen` is set, bound only where it says. `start` returns once the socket
/// is listening (or throws why not), so a busy port stops the kiosk's start with a message.
public final class RemoteServer: Sendable {
    public let host: String
    public let port: Int
    public let app: RemoteApp
    /// Every open connection, counted against the caps (ADR 040).
    public let census: ConnectionCensus
    private let group: MultiThreadedEventLoopGroup
    private let task = Mutex<Task<Void, Never>?>(nil)
    /// The server as a service group, so `stop` can end it gracefully rather than cancel it.
    private let services = ServiceSlot()
    private let stopped: Doorbell

    /// Must be made after the kiosk blocked its signals (the loop's `SignalWatcher`): the
    /// event loop thread inherits the mask, so SIGTERM still reaches only the signalfd.
    public init(host: String, port: Int, app: RemoteApp, limits: ConnectionLimits = .standard,
                descriptorLimit: Int? = ConnectionLimits.descriptorLimit()) throws(RemoteError) {
        guard let stopped = Doorbell() else { throw RemoteError(RemoteMessages.cannotListen("\(host):\(port)", why: "no eventfd")) }
        self.host = host
        self.port = port
        self.app = app
        self.stopped = stopped
        // A kiosk started with fewer descriptors than the unit gives (a shell's limit, a
        // container's) serves fewer phones rather than running out: the scoreboard comes first.
        let fitted = descriptorLimit.map { limits.fitting(descriptorLimit: $0) } ?? limits
        if let descriptorLimit, fitted != limits {
            app.logger.warning("\(RemoteMessages.fewDescriptors(descriptorLimit, maxOpen: fitted.maxOpen, maxPerPeer: fitted.maxPerPeer))")
        }
        census = ConnectionCensus(limits: fitted)
        // One thread: a scoreboard serves a handful of phones, and each thread costs memory.
        group = SignalMask.withAllBlocked { MultiThreadedEventLoopGroup(numberOfThreads: 1) }
    }

    /// Binds and starts serving; returns the port bound (useful with port 0 in tests).
    @discardableResult
    public func start() throws(RemoteError) -> Int {
        let ready = StartResult()
        guard let bell = Doorbell() else { throw RemoteError(RemoteMessages.cannotListen("\(host):\(port)", why: "no eventfd")) }
        let address = "\(host):\(port)"
        let (host, port, app, group, stopped, census, services) = (host, port, app, group, stopped, census, services)
        // The task pool's threads are made from here on: they inherit every signal blocked.
        let running = SignalMask.withAllBlocked { Task.detached {
            let router = RemoteRoutes.router(app)
            let webSocketResponder = router.buildResponder()
            // Hummingbird's idle timeout starts only once a request head has been read; the
            // watch (first in every connection's pipeline) caps the connections and keeps the
            // deadlines from the moment one is accepted. Live views and pads have no deadline
            // of ours: the server pings them every 30 s and closes one that does not answer.
            let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
                http1: .init(idleTimeout: census.limits.idleTimeout), ws: .init(maxFrameSize: RemoteLimits.maxBody))
            let application = Application(
                router: router,
                server: HTTPServerBuilder { responder in
                    WatchedChannel(
                        inner: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder, configuration: configuration),
                        census: census, logger: app.logger)
                },
                configuration: .init(address: .hostname(host, port: port), serverName: nil),
                onServerRunning: { channel in
                    ready.value.withLock { $0 = .success(channel.localAddress?.port ?? 0) }
                    bell.ring()
                },
                eventLoopGroupProvider: .shared(group),
                logger: Logger(label: "scoreline.remote.http")
            )
            let serviceGroup = ServiceGroup(configuration: .init(services: [application], logger: app.logger))
            services.value.withLock { $0 = serviceGroup }
            do {
                try await serviceGroup.run()
            } catch {
                let failed = ready.value.withLock { state -> Bool in
                    guard state == nil else { return false }
                    state = .failure(RemoteError(RemoteMessages.cannotListen(address, why: "\(error)")))
                    return true
                }
                // A stop that had to cancel the task is not an error to report either.
                if failed {
                    bell.ring()
                } else if !(error is CancellationError) {
                    app.logger.error("\(RemoteMessages.stopped("\(error)"))")
                }
            }
            stopped.ring()
        } }
        task.withLock { $0 = running }
        guard bell.wait(milliseconds: 10_000) else { throw RemoteError(RemoteMessages.notStarted) }
        switch ready.value.withLock({ $0 }) {
        case .success(let bound):
            app.logger.notice("\(RemoteMessages.listening("\(host):\(bound)"))")
            return bound
        case .failure(let error): throw error
        case nil: throw RemoteError(RemoteMessages.notStarted)
        }
    }

    /// Stops serving: open views end, waiting jobs are answered, and the thread goes; waits
    /// at most 2 s so a stuck connection cannot hold up the kiosk's stop.
    public func stop() {
        app.gate.close()
        app.viewers.close()
        app.scorers.close()
        guard let running = task.withLock({ $0 }) else { return }
        // Gracefully: cancelling the task makes Hummingbird log its child channels'
        // CancellationError as errors, for what is a normal stop. Cancelled only if the
        // graceful end takes over 2 s.
        if let serviceGroup = services.value.withLock({ $0 }) {
            Task.detached { await serviceGroup.triggerGracefulShutdown() }
        } else {
            running.cancel()
        }
        if !stopped.wait(milliseconds: 2000) {
            running.cancel()
            _ = stopped.wait(milliseconds: 500)
        }
        try? group.syncShutdownGracefully()
    }
}

/// The running service group, shared with the server's task.
private final class ServiceSlot: Sendable {
    let value = Mutex<ServiceGroup?>(nil)
}

/// How the start went, shared with the server's task: the port bound, or why not.
private final class StartResult: Sendable {
    let value = Mutex<Result<Int, RemoteError>?>(nil)
}
