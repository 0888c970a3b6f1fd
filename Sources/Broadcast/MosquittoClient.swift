import CMosquitto
import EventLoop
import MatchEngine
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// libmosquitto's one-time set-up, done on first use by whichever thread gets there first
/// (a Swift global is initialised once, safely).
private let libraryInitialised: Int32 = mosquitto_lib_init()

/// The real `MQTTClient`: libmosquitto 2.0 driven by a network thread of our own
/// (`NetworkThread`), not `mosquitto_loop_start`. That thread connects (the broker's name is
/// resolved there, never on the kiosk's thread), runs `mosquitto_loop`, and after any failure
/// waits (`MQTTOptions.reconnectDelay`, capped at `reconnectDelayMax`) and reconnects, for as
/// long as the client runs. libmosquitto 2.0's own `mosquitto_loop_forever` gives up for good
/// on some errors (a TLS error with errno EPROTO, such as a TLS broker that is not up yet, or
/// a name that does not resolve; upstream issues 2825 and 3258): a display would then never
/// come back. Callbacks come on that thread and become `MQTTEvents`. `publish` only queues the
/// message for that thread (`mosquitto_threaded_set`), so the press path never waits for the
/// network.
public final class MosquittoClient: MQTTClient {
    private struct State {
        var events = MQTTEvents()
        var filters: [String] = []
        var started = false
        var stopping = false
        var connected = false
        /// Failed attempts since the last connection, for the backoff.
        var attempts: UInt32 = 0
    }

    private let options: MQTTOptions
    private let state = Mutex(State())
    /// The libmosquitto instance, destroyed in `deinit`. The network thread holds this client
    /// for its whole life, so the instance outlives every callback, and `deinit` runs only once
    /// no thread uses it (possibly on the network thread as its last act: nothing joins it).
    private nonisolated(unsafe) let handle: OpaquePointer
    /// Rung by `stop`: wakes the network thread's wait between attempts.
    private let wake: Doorbell
    /// Rung by the network thread as it ends, for `stop`.
    private let finished: Doorbell
    /// How long `stop` waits for the thread: the DISCONNECT is written within it. A thread
    /// still inside a name lookup is left to end by itself (it stops at its next step).
    static let stopWaitMilliseconds = 2000

    public init(options: MQTTOptions) throws(BroadcastError) {
        _ = libraryInitialised
        self.options = options
        guard let wake = Doorbell(), let finished = Doorbell() else { throw BroadcastError(BroadcastMessages.clientNoEventfd) }
        self.wake = wake
        self.finished = finished
        // A clean session: a follower wants the retained board, not a backlog of old ones.
        guard let made = mosquitto_new(options.clientId, true, nil) else {
            throw BroadcastError(BroadcastMessages.clientRefused("mosquitto_new", MOSQ_ERR_NOMEM.rawValue))
        }
        handle = made
        // Another thread runs the loop: packets are queued for it, never written by the caller.
        _ = mosquitto_threaded_set(handle, true)
        mosquitto_user_data_set(handle, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        mosquitto_destroy(handle)
    }

    public func start(will: MQTTMessage?, events: MQTTEvents) throws(BroadcastError) {
        guard !state.withLock({ $0.started }) else { return }
        try configure(will: will)
        mosquitto_connect_callback_set(handle) { _, userdata, code in
            MosquittoClient.from(userdata)?.connected(code)
        }
        mosquitto_disconnect_callback_set(handle) { _, userdata, code in
            MosquittoClient.from(userdata)?.lost(MosquittoClient.reason(code))
        }
        mosquitto_publish_callback_set(handle) { _, userdata, mid in
            MosquittoClient.from(userdata)?.delivered(mid)
        }
        mosquitto_message_callback_set(handle) { _, userdata, message in
            guard let message else { return }
            MosquittoClient.from(userdata)?.received(message.pointee)
        }
        state.withLock { state in
            state.events = events
            state.started = true
        }
        // The thread holds `self` until it ends: see `handle`.
        let made = NetworkThread.start(name: "scoreline-mqtt") { self.run() }
        guard made == 0 else {
            state.withLock { $0.started = false }
            throw BroadcastError(BroadcastMessages.noThread(made))
        }
    }

    private func configure(will: MQTTMessage?) throws(BroadcastError) {
        func check(_ code: Int32, _ call: String) throws(BroadcastError) {
            guard code == MOSQ_ERR_SUCCESS.rawValue else { throw BroadcastError(BroadcastMessages.clientRefused(call, code)) }
        }
        if let username = options.username {
            try check(mosquitto_username_pw_set(handle, username, options.password), "username")
        }
        let tlsFiles = [options.caFile, options.certFile, options.keyFile].contains { $0 != nil }
        if options.address.tls {
            for file in [options.caFile, options.certFile, options.keyFile].compactMap({ $0 }) where access(file, R_OK) != 0 {
                throw BroadcastError(BroadcastMessages.unreadableFile(file, why: String(cString: strerror(errno))))
            }
            let code = mosquitto_tls_set(
                handle, options.caFile, options.caFile == nil ? MQTTOptions.systemCAPath : nil, options.certFile, options.keyFile, nil)
            try check(code, "TLS")
        } else if tlsFiles {
            throw BroadcastError(BroadcastMessages.tlsFilesNeedTLS)
        }
        if let will {
            let code = will.payload.withUnsafeBytes { bytes in
                mosquitto_will_set(handle, will.topic, Int32(bytes.count), bytes.baseAddress, Int32(will.qos), will.retain)
            }
            try check(code, "will")
        }
    }

    /// An id also when libmosquitto answers "not connected" for QoS 1: it has queued the
    /// message then and sends it on the next connection, where the broker acknowledges it.
    public func publish(_ message: MQTTMessage) -> Int? {
        guard state.withLock({ $0.started && !$0.stopping }) else { return nil }
        var mid: Int32 = 0
        let code = message.payload.withUnsafeBytes { bytes in
            mosquitto_publish(handle, &mid, message.topic, Int32(bytes.count), bytes.baseAddress, Int32(message.qos), message.retain)
        }
        let taken = code == MOSQ_ERR_SUCCESS.rawValue || (code == MOSQ_ERR_NO_CONN.rawValue && message.qos > 0)
        return taken ? Int(mid) : nil
    }

    public func subscribe(_ filter: String) {
        // Under one lock with `connected`: either this call subscribes or the next connection does.
        let live = state.withLock { state -> Bool in
            if !state.filters.contains(filter) { state.filters.append(filter) }
            return state.connected && !state.stopping
        }
        if live { _ = mosquitto_subscribe(handle, nil, filter, 1) }
    }

    /// Sends DISCONNECT (the broker drops the will), wakes the thread and waits for it to
    /// write that and end, at most `stopWaitMilliseconds`. No event is reported after it.
    public func stop() {
        let running = state.withLock { state -> Bool in
            defer {
                state.stopping = true
                state.events = MQTTEvents()
            }
            return state.started && !state.stopping
        }
        guard running else { return }
        // Queues DISCONNECT and wakes the loop's select; the thread also sends it when it
        // sees `stopping`, in case this came between its check and a new connection.
        _ = mosquitto_disconnect(handle)
        wake.ring()
        _ = finished.wait(milliseconds: Self.stopWaitMilliseconds)
    }

    // MARK: The network thread

    private var stopping: Bool { state.withLock { $0.stopping } }

    private func run() {
        defer { finished.ring() }
        let address = options.address
        var initialised = false
        while !stopping {
            // The first attempt sets the host and port; later ones reuse them (connect_async
            // again would remake the wake-up pipe a publishing thread may be writing to).
            let code = initialised
                ? mosquitto_reconnect_async(handle)
                : mosquitto_connect_async(handle, address.host, Int32(address.port), Int32(options.keepalive))
            if code != MOSQ_ERR_INVAL.rawValue && code != MOSQ_ERR_NOMEM.rawValue { initialised = true }
            if code == MOSQ_ERR_SUCCESS.rawValue {
                let why = serve()
                if stopping { break }
                lost(why)
            } else if !stopping {
                lost(Self.reason(code))
            }
            pause()
        }
        disconnectCleanly()
    }

    /// Runs the loop on one connection (or attempt) until it fails or `stop`; says why it
    /// failed. libmosquitto 2.0 loops without end, and without an error, on a TLS handshake
    /// whose socket is already closed (a TLS broker that is not up yet refuses the TCP
    /// connection): an attempt whose socket is closed before the broker's CONNACK, or that
    /// has none after `MQTTOptions.connectTimeout`, is given up here.
    private func serve() -> String {
        let began = MonotonicClock.milliseconds()
        while !stopping {
            let loop = mosquitto_loop(handle, 1000, 1)
            guard loop == MOSQ_ERR_SUCCESS.rawValue else { return Self.reason(loop) }
            guard !state.withLock({ $0.connected }) else { continue }
            if !Self.socketOpen(mosquitto_socket(handle)) { return BroadcastMessages.closedBeforeAnswer }
            if MonotonicClock.milliseconds() - began > MQTTOptions.connectTimeout * 1000 {
                return BroadcastMessages.noAnswer(seconds: Int(MQTTOptions.connectTimeout))
            }
        }
        return ""
    }

    /// Whether the kernel still has the TCP connection being made or made (SYN sent or
    /// established); the first byte of TCP_INFO is the state.
    private static func socketOpen(_ fd: Int32) -> Bool {
        guard fd >= 0 else { return false }
        var info = [UInt8](repeating: 0, count: 256)
        var length = socklen_t(info.count)
        guard getsockopt(fd, Int32(IPPROTO_TCP), TCP_INFO, &info, &length) == 0, length > 0 else { return true }
        let established: UInt8 = 1
        let synSent: UInt8 = 2
        return info[0] == established || info[0] == synSent
    }

    /// The backoff between attempts: quadratic from `reconnectDelay`, capped at
    /// `reconnectDelayMax` (libmosquitto's own rule), cut short by `stop`.
    private func pause() {
        let attempts = state.withLock { state -> UInt32 in
            defer { state.attempts = min(state.attempts + 1, 1000) }
            return state.attempts
        }
        let seconds = min(MQTTOptions.reconnectDelay * (attempts + 1) * (attempts + 1), MQTTOptions.reconnectDelayMax)
        _ = wake.wait(milliseconds: Int(seconds) * 1000)
    }

    /// Writes the DISCONNECT `stop` queued (or queues it now) while the socket is open, for
    /// at most a second: a broker that takes longer sends the will instead, which also says
    /// `offline`.
    private func disconnectCleanly() {
        guard mosquitto_socket(handle) >= 0 else { return }
        _ = mosquitto_disconnect(handle)
        for _ in 0..<10 where mosquitto_socket(handle) >= 0 {
            guard mosquitto_loop(handle, 100, 1) == MOSQ_ERR_SUCCESS.rawValue else { return }
        }
    }

    // MARK: Callbacks, on the network thread

    private static func from(_ userdata: UnsafeMutableRawPointer?) -> MosquittoClient? {
        userdata.map { Unmanaged<MosquittoClient>.fromOpaque($0).takeUnretainedValue() }
    }

    private func connected(_ code: Int32) {
        let (events, filters, stopping) = state.withLock { state in
            if code == 0 {
                state.connected = true
                state.attempts = 0
            }
            return (state.events, state.filters, state.stopping)
        }
        guard !stopping else { return }
        guard code == 0 else {
            events.disconnected(BroadcastMessages.connectionRefused(String(cString: mosquitto_connack_string(code))))
            return
        }
        // A clean session forgets subscriptions: make them again on every connection.
        for filter in filters { _ = mosquitto_subscribe(handle, nil, filter, 1) }
        events.connected()
    }

    /// The connection dropped or an attempt failed (libmosquitto's callback, or the loop's
    /// own error, which may repeat it: the receiver logs once per outage).
    private func lost(_ why: String) {
        let (events, stopping) = state.withLock { state in
            state.connected = false
            return (state.events, state.stopping)
        }
        guard !stopping else { return }
        events.disconnected(why)
    }

    private func delivered(_ mid: Int32) {
        state.withLock { $0.events }.delivered(Int(mid))
    }

    private func received(_ message: mosquitto_message) {
        guard let topic = message.topic else { return }
        // Untrusted size: one byte past the cap is enough for the receiver to refuse it.
        let length = Int(max(0, message.payloadlen))
        let kept = min(length, BoardMessage.maxBytes + 1)
        let payload: [UInt8] = message.payload.map { Array(UnsafeRawBufferPointer(start: $0, count: kept)) } ?? []
        var delivered = MQTTMessage(topic: String(cString: topic), payload: payload, qos: Int(message.qos), retain: message.retain)
        delivered.length = length
        state.withLock { $0.events }.received(delivered)
    }

    private static func reason(_ code: Int32) -> String {
        // MOSQ_ERR_ERRNO: the socket's own error (connection refused, host unreachable).
        if code == MOSQ_ERR_ERRNO.rawValue { return String(cString: strerror(errno)) }
        return String(cString: mosquitto_strerror(code))
    }
}
