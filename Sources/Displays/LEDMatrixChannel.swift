import CLEDMatrixWire
import EventLoop
import Glibc
import Renderer

/// The kiosk's end of the channel to scoreline-ledmatrix (ledmatrix_wire.h): a helper it
/// spawned with the other end of a socketpair as its descriptor 3, or one systemd started for
/// a connection to scoreline-ledmatrix.socket (ADR 032). Non-blocking: the display reads it
/// when the reactor says it is readable, and waits (bounded) only for the first READY.
public final class LEDMatrixChannel {
    public let fd: Int32
    /// The helper's process when this kiosk spawned it (and must reap it); nil under systemd.
    public let pid: pid_t?
    /// What `describe` names the helper by in the log: its path or the socket's.
    public let name: String
    private var closed = false

    /// What came from the helper.
    public enum Incoming: Equatable {
        case ready(PixelSize)
        case swapped
        /// The helper's own words (the library missing, the panel refused); it exits after.
        case error(String)
        /// The helper closed its end: it exited, or was killed.
        case closed
        /// Nothing waiting.
        case nothing
        /// A message the wire does not have, or of the wrong length.
        case garbled
    }

    public init(fd: Int32, pid: pid_t?, name: String) {
        self.fd = fd
        self.pid = pid
        self.name = name
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK) }
    }

    deinit { close() }

    /// Starts the helper at `path` with a socketpair's other end as its descriptor 3.
    public static func spawn(helper path: String) throws(DisplayError) -> LEDMatrixChannel {
        var pair: [Int32] = [-1, -1]
        guard scoreline_ledmatrix_socketpair(&pair) == 0 else {
            throw DisplayError(device: path, reason: LEDMatrixMessages.cannotStart(String(cString: strerror(errno))))
        }
        var pid: pid_t = 0
        let result = scoreline_ledmatrix_spawn(path, pair[1], &pid)
        Glibc.close(pair[1])
        guard result == 0 else {
            Glibc.close(pair[0])
            throw DisplayError(device: path, reason: result == ENOENT ? LEDMatrixMessages.helperMissing : LEDMatrixMessages.cannotStart(String(cString: strerror(result))))
        }
        return LEDMatrixChannel(fd: pair[0], pid: pid, name: path)
    }

    /// Connects to scoreline-ledmatrix.socket, whose service systemd starts as root for each
    /// connection (deploy/scoreline-ledmatrix.socket).
    public static func connect(socket path: String) throws(DisplayError) -> LEDMatrixChannel {
        let fd = scoreline_ledmatrix_connect(path)
        guard fd >= 0 else {
            throw DisplayError(device: path, reason: LEDMatrixMessages.cannotConnect(String(cString: strerror(errno))))
        }
        return LEDMatrixChannel(fd: fd, pid: nil, name: path)
    }

    /// The set-up and the frame's memory; the helper answers READY or ERROR.
    public func sendHello(_ options: LEDMatrixOptions, memfd: Int32) throws(DisplayError) {
        let sent = options.hardwareMapping.withCString { mapping in
            scoreline_ledmatrix_send_hello(
                fd, memfd, Int32(options.rows), Int32(options.cols), Int32(options.chain), Int32(options.parallel),
                Int32(options.brightness), Int32(options.pwmBits), Int32(options.gpioSlowdown ?? 0), mapping)
        }
        try check(sent)
    }

    /// The rectangles changed in the shared frame since the last FRAME; more than the wire
    /// carries are sent as the whole frame.
    public func sendFrame(_ damage: [Rect], bounds: Rect) throws(DisplayError) {
        let rects = damage.count > Int(SCORELINE_LEDMATRIX_MAX_RECTS) ? [bounds] : damage
        let values = rects.flatMap { [Int32($0.x), Int32($0.y), Int32($0.width), Int32($0.height)] }
        try check(values.withUnsafeBufferPointer { scoreline_ledmatrix_send_frame(fd, $0.baseAddress, UInt32(rects.count)) })
    }

    public func sendBrightness(_ percent: Int) throws(DisplayError) {
        try check(scoreline_ledmatrix_send_values(fd, UInt32(SCORELINE_LEDMATRIX_BRIGHTNESS.rawValue), Int32(percent), 0))
    }

    private func check(_ result: Int32) throws(DisplayError) {
        guard result == 0 else {
            throw DisplayError(device: name, reason: LEDMatrixMessages.cannotSend(String(cString: strerror(errno))))
        }
    }

    /// The next message, without waiting.
    public func receive() -> Incoming {
        var message = scoreline_ledmatrix_message()
        let got = scoreline_ledmatrix_receive(fd, &message, nil)
        if got == 0 { return .closed }
        if got < 0 {
            if errno == EAGAIN || errno == EWOULDBLOCK { return .nothing }
            return errno == EBADMSG ? .garbled : .closed
        }
        switch message.type {
        case UInt32(SCORELINE_LEDMATRIX_READY.rawValue):
            return .ready(PixelSize(width: Int(message.values.a), height: Int(message.values.b)))
        case UInt32(SCORELINE_LEDMATRIX_SWAPPED.rawValue):
            return .swapped
        case UInt32(SCORELINE_LEDMATRIX_ERROR.rawValue):
            return .error(String(cString: scoreline_ledmatrix_error_text(&message)))
        default:
            return .garbled
        }
    }

    /// Waits up to `milliseconds` for a message (the helper's READY after it has set up the
    /// panel); `.nothing` when none came in time.
    public func wait(milliseconds: Int32) -> Incoming {
        var left = milliseconds
        while true {
            let incoming = receive()
            if incoming != .nothing { return incoming }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let started = MonotonicClock.nanoseconds()
            let ready = poll(&poller, 1, left)
            if ready < 0 && errno != EINTR { return .closed }
            if ready == 0 { return .nothing }
            left -= Int32(min(Int64(left), (MonotonicClock.nanoseconds() - started) / 1_000_000))
        }
    }

    /// Ends the channel: the helper sees the end of its input, deletes the matrix (the panel
    /// goes dark) and exits. A spawned helper is waited for, up to `milliseconds`, then killed,
    /// so nothing of it outlives the kiosk. Returns how it ended, when this kiosk spawned it.
    @discardableResult
    public func close(milliseconds: Int32 = 2000) -> String? {
        guard !closed else { return nil }
        closed = true
        shutdown(fd, Int32(SHUT_WR))
        // Its end closes when it exits: read (and drop) what it still says until then.
        var left = milliseconds
        while left > 0 {
            let incoming = receive()
            if incoming == .closed { break }
            if incoming != .nothing { continue }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let started = MonotonicClock.nanoseconds()
            if poll(&poller, 1, left) == 0 { break }
            left -= Int32(min(Int64(left), max(1, (MonotonicClock.nanoseconds() - started) / 1_000_000)))
        }
        Glibc.close(fd)
        guard let pid else { return nil }
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == 0 {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        return Self.describe(status: status)
    }

    /// Reaps a spawned helper whose end has closed (it exited): how it ended.
    public func reap() -> String? {
        guard !closed else { return nil }
        closed = true
        Glibc.close(fd)
        guard let pid else { return nil }
        var status: Int32 = 0
        // Its end of the socket closes as it exits, so it is gone or about to be.
        guard waitpid(pid, &status, 0) == pid else { return nil }
        return Self.describe(status: status)
    }

    /// "exit status 2", "killed by signal 9" (WIFEXITED and friends are macros Swift cannot call).
    static func describe(status: Int32) -> String {
        let signal = status & 0x7f
        return signal == 0 ? LEDMatrixMessages.exited((status >> 8) & 0xff) : LEDMatrixMessages.killed(signal)
    }
}
