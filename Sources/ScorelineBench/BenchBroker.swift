import CommandBasics
import EventLoop
import FoundationEssentials
import Glibc

/// The benchmark's own Mosquitto, as integration/mqtt/broker.py starts one: Debian's binary on
/// 127.0.0.1 with a free port, its own config in a temporary directory (persistence off), and
/// stopped by its pid. The packaged service (port 1883) is never what is measured.
final class BenchBroker {
    let port: Int
    let pid: pid_t
    let dir: String

    init(binary: String = "/usr/sbin/mosquitto") throws {
        guard access(binary, X_OK) == 0 else {
            throw CommandFailure("\(binary) is not there (apt-get install mosquitto; script/setup installs it)")
        }
        dir = "/tmp/scoreline-bench-broker-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        port = try Self.freePort()
        // Started as root, mosquitto would drop to the user `mosquitto`; it stays this user.
        let user = getpwuid(geteuid()).map { String(cString: $0.pointee.pw_name) } ?? "root"
        let config = """
            # written by scoreline-bench for one run
            user \(user)
            persistence false
            log_dest file \(dir)/mosquitto.log
            log_type error
            log_type warning
            allow_anonymous true
            max_queued_messages 1000
            listener \(port) 127.0.0.1

            """
        try Data(config.utf8).write(to: URL(fileURLWithPath: "\(dir)/mosquitto.conf"))
        pid = try Spawn.start(binary, ["-c", "\(dir)/mosquitto.conf"], output: "\(dir)/stderr.log")
        // Poll for the listener with a deadline: a connect either succeeds or the broker is late.
        let deadline = MonotonicClock.milliseconds() + 10_000
        while !Self.accepts(port) {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { throw CommandFailure("mosquitto exited at start (status \(status)); see \(dir)") }
            guard MonotonicClock.milliseconds() < deadline else {
                stop()
                throw CommandFailure("mosquitto did not listen on 127.0.0.1:\(port) within 10 s; see \(dir)")
            }
            usleep(20_000)
        }
    }

    var url: String { "mqtt://127.0.0.1:\(port)" }

    /// The broker's time on a CPU so far, in nanoseconds (the first field of
    /// /proc/PID/schedstat): what a run cost Mosquitto itself.
    func cpuNanoseconds() -> UInt64? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/schedstat", encoding: .utf8) else { return nil }
        return text.split(separator: " ").first.flatMap { UInt64($0) }
    }

    /// SIGTERM by pid, then the wait; the temporary directory goes.
    func stop() {
        if kill(pid, SIGTERM) == 0 {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        try? FileManager.default.removeItem(atPath: dir)
    }

    /// A loopback port nobody listens on now (the kernel's pick).
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw CommandFailure("socket: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var address = loopback(0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw -> Int32 in
                guard bind(fd, raw, length) == 0 else { return -1 }
                return getsockname(fd, raw, &length)
            }
        }
        guard bound == 0 else { throw CommandFailure("no free loopback port: \(String(cString: strerror(errno)))") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    static func accepts(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = loopback(port)
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }

    private static func loopback(_ port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        return address
    }
}

/// posix_spawn with stdin on /dev/null and stdout and stderr to a file or a descriptor.
enum Spawn {
    static func start(_ executable: String, _ arguments: [String], output: String, environment: [String] = []) throws -> pid_t {
        try start(executable, arguments, environment: environment) { actions in
            posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        }
    }

    static func start(_ executable: String, _ arguments: [String], outputFD: Int32, environment: [String] = []) throws -> pid_t {
        try start(executable, arguments, environment: environment) { actions in
            posix_spawn_file_actions_adddup2(&actions, outputFD, 1)
        }
    }

    private static func start(
        _ executable: String, _ arguments: [String], environment: [String], stdout: (inout posix_spawn_file_actions_t) -> Void
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        stdout(&actions)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for arg in argv { free(arg) } }
        var env: [UnsafeMutablePointer<CChar>?] = []
        var index = 0
        while let entry = environ[index] {
            env.append(strdup(entry))
            index += 1
        }
        env += environment.map { strdup($0) }
        env.append(nil)
        defer { for entry in env { free(entry) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, env)
        guard spawned == 0 else { throw CommandFailure("cannot start \(executable): \(String(cString: strerror(spawned)))") }
        return pid
    }
}
