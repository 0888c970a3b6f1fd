import CommandBasics
import EventLoop
import FoundationEssentials
import Glibc

/// A follower process's start for `bench follow`: the real `scoreline run --follow …
/// --output memory` with `NOTIFY_SOCKET` at the bench's own datagram socket, a retained board
/// waiting on the broker. Times spawn → READY=1 (the waiting board is up) and spawn → the log
/// line `follow: first board from …` (written once, after the retained board is drawn), and
/// its peak RSS (`VmHWM`) read then, before SIGTERM. Not wait4's `ru_maxrss`: a child made by
/// posix_spawn (vfork) runs in the spawner's memory until its exec, and the kernel keeps that
/// high-water mark as the child's, so it reads this bench's own size (about 290 MB with its
/// followers' frame buffers), not the follower's.
struct FollowStart {
    let executable: String
    let arguments: [String]
    let socketPath: String

    init(broker: BenchBroker, publisher: BenchPublisher, board: [UInt8], size: String, scratch: String) throws {
        // `scoreline` is built beside `scoreline-bench` (the same products directory).
        let bench = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        executable = PathText.deletingLastComponent(bench) + "/scoreline"
        guard access(executable, X_OK) == 0 else {
            throw CommandFailure("\(executable) is not built: script/build-release --product scoreline")
        }
        try publisher.publishAndWait(board, topic: "scoreline/bench/start/board")
        arguments = ["run", "--follow", "\(broker.url)/scoreline/bench/start", "--output", "memory", "--size", size]
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        socketPath = "\(scratch)/notify.sock"
    }

    func measure(runs: Int) throws -> String {
        let socket = try NotifyListener(path: socketPath)
        defer { socket.close() }
        var ready: [Double] = []
        var firstBoard: [Double] = []
        var rss: [Double] = []
        for i in 0..<(runs + 1) {
            let run = try once(socket)
            // The first run warms the page cache; it is not counted.
            guard i > 0 else { continue }
            ready.append(run.ready)
            firstBoard.append(run.firstBoard)
            rss.append(run.maxRSSKiB / 1024)
        }
        return """
            follower process start (`\(([PathText.lastComponent(executable)] + arguments).joined(separator: " "))`, a retained board waiting, \(runs) runs):
              spawn → READY=1 (the waiting board is up): median \(format(median(ready))) ms, p99 \(format(percentile(ready, 0.99))) ms
              spawn → `follow: first board from …` (the retained board drawn): median \(format(median(firstBoard))) ms, p99 \(format(percentile(firstBoard, 0.99))) ms
              peak RSS (VmHWM once the retained board is drawn): median \(fixed(median(rss), decimals: 1)) MiB, max \(fixed(rss.max() ?? 0, decimals: 1)) MiB

            """
    }

    private func once(_ socket: NotifyListener) throws -> (ready: Double, firstBoard: Double, maxRSSKiB: Double) {
        var pipeFDs: [Int32] = [0, 0]
        guard pipe(&pipeFDs) == 0 else { throw CommandFailure("pipe: \(String(cString: strerror(errno)))") }
        // Neither end is the child's but through its stdout and stderr (dup2 clears the flag).
        for fd in pipeFDs { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        let start = MonotonicClock.nanoseconds()
        let pid = try Spawn.start(executable, arguments, outputFD: pipeFDs[1], environment: ["NOTIFY_SOCKET=\(socketPath)"])
        close(pipeFDs[1])
        defer { close(pipeFDs[0]) }
        var ready: Int64?
        var board: Int64?
        var output = ""
        let deadline = start + 20_000_000_000
        while ready == nil || board == nil {
            let now = MonotonicClock.nanoseconds()
            guard now < deadline else {
                kill(pid, SIGKILL)
                _ = waitpid(pid, nil, 0)
                throw CommandFailure("the follower was not ready with its board within 20 s; its output:\n\(output)")
            }
            var fds = [pollfd(fd: socket.fd, events: Int16(POLLIN), revents: 0), pollfd(fd: pipeFDs[0], events: Int16(POLLIN), revents: 0)]
            guard poll(&fds, 2, Int32((deadline - now) / 1_000_000)) >= 0 || errno == EINTR else { throw CommandFailure("poll failed") }
            let seen = MonotonicClock.nanoseconds()
            if fds[0].revents != 0, socket.receive().contains("READY=1"), ready == nil { ready = seen }
            if fds[1].revents != 0 {
                var buffer = [UInt8](repeating: 0, count: 4096)
                let count = read(pipeFDs[0], &buffer, buffer.count)
                if count <= 0 {
                    _ = waitpid(pid, nil, 0)
                    throw CommandFailure("the follower exited before it was ready; its output:\n\(output)")
                }
                output += String(decoding: buffer.prefix(count), as: UTF8.self)
                if board == nil, output.contains("follow: first board from scoreline/bench/start/board") { board = seen }
            }
        }
        let peak = Self.highWaterKiB(pid)
        kill(pid, SIGTERM)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard let peak else { throw CommandFailure("no VmHWM in /proc/\(pid)/status") }
        return (Double((ready ?? start) - start) / 1e6, Double((board ?? start) - start) / 1e6, peak)
    }

    /// The process's peak resident set so far, in KiB (`VmHWM` of /proc/PID/status).
    static func highWaterKiB(_ pid: pid_t) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Double(line.split(separator: " ").dropFirst().first { !$0.isEmpty } ?? "")
        }
        return nil
    }
}

/// The bench's own systemd notify socket: a datagram socket at `path`.
final class NotifyListener {
    let fd: Int32
    let path: String

    init(path: String) throws {
        self.path = path
        unlink(path)
        fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw CommandFailure("socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { throw CommandFailure("\(path): too long for a socket") }
        withUnsafeMutableBytes(of: &address.sun_path) { sunPath in
            for (i, byte) in bytes.enumerated() { sunPath[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else { throw CommandFailure("bind \(path): \(String(cString: strerror(errno)))") }
    }

    func receive() -> String {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = recv(fd, &buffer, buffer.count, Int32(MSG_DONTWAIT))
        return count > 0 ? String(decoding: buffer.prefix(count), as: UTF8.self) : ""
    }

    func close() {
        Glibc.close(fd)
        unlink(path)
    }
}
