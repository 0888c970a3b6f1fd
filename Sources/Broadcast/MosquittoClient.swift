import CMosquitto
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// libmosquitto's one-time set-up, done on first use by whichever thread gets there first
/// (a Swift global is initialised once, safely).
private let libraryInitialised: Int32 = mosquitto_lib_init()

/// The real `MQTTClient`: libmosquitto 2.0 in threaded mode. libmosquitto runs the network on
/// its own thread, reconnects every second (`MQTTOptions.reconnectDelayMax`) and calls back on that
/// thread; this class turns the callbacks into `MQTTEvents`. `publish` only queues the
/// message for that thread, so the press path never waits for the network.
public final class MosquittoClient: MQTTClient {
    private struct State {
        var events = MQTTEvents()
        var filters: [String] = []
        var started = false
        var stopped = false
    }

    private let options: MQTTOptions
    private let state = Mutex(State())
    /// The libmosquitto instance. Made in `init`, destroyed in `stop` after its thread is
    /// joined; every use is on the owner's thread or libmosquitto's, and only while it lives.
    private nonisolated(unsafe) let handle: OpaquePointer

    public init(options: MQTTOptions) throws(BroadcastError) {
        _ = libraryInitialised
        self.options = options
        // A clean session: a follower wants the retained board, not a backlog of old ones.
        guard let made = mosquitto_new(options.clientId, true, nil) else {
            throw BroadcastError(BroadcastMessages.clientRefused("mosquitto_new", MOSQ_ERR_NOMEM.rawValue))
        }
        handle = made
        mosquitto_user_data_set(handle, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        stop()
        state.withLock { state in
            if !state.started { mosquitto_destroy(handle) }
        }
    }

    public func start(will: MQTTMessage?, events: MQTTEvents) throws(BroadcastError) {
        state.withLock { $0.events = events }
        try configure(will: will)
        mosquitto_connect_callback_set(handle) { _, userdata, code in
            MosquittoClient.from(userdata)?.connected(code)
        }
        mosquitto_disconnect_callback_set(handle) { _, userdata, code in
            MosquittoClient.from(userdata)?.disconnected(code)
        }
        mosquitto_publish_callback_set(handle) { _, userdata, mid in
            MosquittoClient.from(userdata)?.delivered(mid)
        }
        mosquitto_message_callback_set(handle) { _, userdata, message in
            guard let message else { return }
            MosquittoClient.from(userdata)?.received(message.pointee)
        }
        let loop = mosquitto_loop_start(handle)
        guard loop == MOSQ_ERR_SUCCESS.rawValue else {
            throw BroadcastError(BroadcastMessages.clientRefused("mosquitto_loop_start", loop))
        }
        state.withLock { $0.started = true }
        // A broker that is down now is no error: the thread keeps trying with backoff. Only
        // this first attempt's failure is reported, since libmosquitto says nothing of retries.
        let address = options.address
        let code = mosquitto_connect_async(handle, address.host, Int32(address.port), Int32(options.keepalive))
        if code != MOSQ_ERR_SUCCESS.rawValue {
            events.disconnected(Self.reason(code))
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
        try check(mosquitto_reconnect_delay_set(handle, MQTTOptions.reconnectDelay, MQTTOptions.reconnectDelayMax, true), "reconnect delay")
    }

    public func publish(_ message: MQTTMessage) -> Int? {
        guard state.withLock({ $0.started && !$0.stopped }) else { return nil }
        var mid: Int32 = 0
        let code = message.payload.withUnsafeBytes { bytes in
            mosquitto_publish(handle, &mid, message.topic, Int32(bytes.count), bytes.baseAddress, Int32(message.qos), message.retain)
        }
        return code == MOSQ_ERR_SUCCESS.rawValue ? Int(mid) : nil
    }

    public func subscribe(_ filter: String) {
        let live = state.withLock { state -> Bool in
            if !state.filters.contains(filter) { state.filters.append(filter) }
            return state.started && !state.stopped
        }
        // Not connected yet: `connected` subscribes to every filter.
        if live { _ = mosquitto_subscribe(handle, nil, filter, 1) }
    }

    public func stop() {
        let running = state.withLock { state -> Bool in
            defer { state.stopped = true }
            return state.started && !state.stopped
        }
        guard running else { return }
        // A clean DISCONNECT: the broker drops the will. Then the thread ends (a sleeping
        // backoff is woken by loop_stop) and is joined.
        _ = mosquitto_disconnect(handle)
        _ = mosquitto_loop_stop(handle, false)
        mosquitto_destroy(handle)
    }

    // MARK: Callbacks, on libmosquitto's thread

    private static func from(_ userdata: UnsafeMutableRawPointer?) -> MosquittoClient? {
        userdata.map { Unmanaged<MosquittoClient>.fromOpaque($0).takeUnretainedValue() }
    }

    private func connected(_ code: Int32) {
        let (events, filters) = state.withLock { ($0.events, $0.filters) }
        guard code == 0 else {
            events.disconnected(BroadcastMessages.connectionRefused(String(cString: mosquitto_connack_string(code))))
            return
        }
        // A clean session forgets subscriptions: make them again on every connection.
        for filter in filters { _ = mosquitto_subscribe(handle, nil, filter, 1) }
        events.connected()
    }

    private func disconnected(_ code: Int32) {
        let (events, stopped) = state.withLock { ($0.events, $0.stopped) }
        guard !stopped else { return }
        events.disconnected(Self.reason(code))
    }

    private func delivered(_ mid: Int32) {
        state.withLock { $0.events }.delivered(Int(mid))
    }

    private func received(_ message: mosquitto_message) {
        guard let topic = message.topic else { return }
        let count = Int(max(0, message.payloadlen))
        let payload: [UInt8] = message.payload.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
        let delivered = MQTTMessage(topic: String(cString: topic), payload: payload, qos: Int(message.qos), retain: message.retain)
        state.withLock { $0.events }.received(delivered)
    }

    private static func reason(_ code: Int32) -> String {
        // MOSQ_ERR_ERRNO: the socket's own error (connection refused, host unreachable).
        if code == MOSQ_ERR_ERRNO.rawValue { return String(cString: strerror(errno)) }
        return String(cString: mosquitto_strerror(code))
    }
}
