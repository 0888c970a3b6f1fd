#if canImport(Glibc)
import Glibc
#endif

/// A serial port opened for a digit board: raw (no echo, no line editing, no translation of
/// line endings), 8N1 at the configured rate, no flow control, and non-blocking, so neither a
/// read nor a write can hold up the loop. `O_NOCTTY`: a board is never the kiosk's terminal.
final class SerialPort {
    let fd: Int32

    struct Failure: Error {
        /// The system's reason, e.g. "No such file or directory".
        let reason: String
    }

    init(path: String, baud: Int) throws(Failure) {
        guard let speed = Self.speed(baud) else { throw Failure(reason: "\(baud) baud is not a rate termios knows") }
        let fd = open(path, O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(reason: Self.why(errno)) }
        var options = termios()
        guard isatty(fd) == 1, tcgetattr(fd, &options) == 0 else {
            Glibc.close(fd)
            throw Failure(reason: "not a serial port (a terminal device is needed)")
        }
        cfmakeraw(&options)
        // The modem lines are ignored (CLOCAL): many USB boards have none wired.
        options.c_cflag |= tcflag_t(CLOCAL) | tcflag_t(CREAD)
        options.c_cflag &= ~(tcflag_t(CSTOPB) | tcflag_t(PARENB) | Self.hardwareFlowControl)
        options.c_iflag &= ~(tcflag_t(IXON) | tcflag_t(IXOFF) | tcflag_t(IXANY))
        guard cfsetispeed(&options, speed) == 0, cfsetospeed(&options, speed) == 0, tcsetattr(fd, TCSANOW, &options) == 0 else {
            let reason = Self.why(errno)
            Glibc.close(fd)
            throw Failure(reason: reason)
        }
        // What a board printed before we listened (a boot banner) is not an echo of ours.
        tcflush(fd, TCIOFLUSH)
        self.fd = fd
    }

    /// CRTSCTS, spelled out: Glibc's macro is not imported into Swift.
    private static let hardwareFlowControl: tcflag_t = 0o20000000000

    enum Read {
        case bytes([UInt8])
        /// Nothing to read now.
        case none
        /// The device went away (unplugged: EIO, or the other end of a pty closed).
        case gone(String)
    }

    func read() -> Read {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if count > 0 { return .bytes(Array(buffer[0..<count])) }
        if count == 0 { return .gone("end of file") }
        if errno == EAGAIN || errno == EINTR { return .none }
        return .gone(Self.why(errno))
    }

    /// Writes what it can now; returns how many bytes went, or the reason the port failed.
    func write(_ bytes: ArraySlice<UInt8>) -> Result<Int, Failure> {
        let count = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        if count >= 0 { return .success(count) }
        if errno == EAGAIN || errno == EINTR { return .success(0) }
        return .failure(Failure(reason: Self.why(errno)))
    }

    func close() {
        Glibc.close(fd)
    }

    static func why(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// The termios constant for a rate the config accepts.
    static func speed(_ baud: Int) -> speed_t? {
        switch baud {
        case 1200: speed_t(B1200)
        case 2400: speed_t(B2400)
        case 4800: speed_t(B4800)
        case 9600: speed_t(B9600)
        case 19200: speed_t(B19200)
        case 38400: speed_t(B38400)
        case 57600: speed_t(B57600)
        case 115200: speed_t(B115200)
        case 230400: speed_t(B230400)
        default: nil
        }
    }
}
