import CInputShim
import Glibc
import Logging

/// Buttons on GPIO lines, through libgpiod 1.x or 2.x (`GPIOBackend`, chosen at build time).
/// Each line has its own event descriptor; they share one epoll set so the reactor polls one
/// descriptor. A line that cannot be had (unknown name, busy) is a notice naming it and what
/// exists; the other lines keep working.
public final class GPIOSource: InputSource {
    public let name: String
    public var fileDescriptor: Int32? { epoll >= 0 ? epoll : nil }
    /// The line names requested, for the start-up log and tests.
    public let requested: [String]
    /// The lines that could not be had at start; they stay missing until the source is opened again.
    public let problem: String?

    private var epoll: Int32 = -1
    private let lines: [Int32: GPIOBackend.Line]
    /// Everything to release when the source goes away.
    private let requestedLines: GPIOBackend.Requested
    private var notices: [InputError]
    /// The last level reported per line descriptor.
    private var levels: [Int32: Bool] = [:]
    private var logger = Logger(label: "scoreline.input.gpio")

    /// Throws only when no line at all could be requested.
    public init(map: GPIOMap) throws(InputError) {
        name = "GPIO \(map.chip ?? "lines")"
        let result = GPIOBackend.request(map)
        let got = result.lines
        let problems = result.problems
        notices = problems.map(InputError.init)
        problem = problems.isEmpty ? nil : problems.joined(separator: " ")
        guard !got.isEmpty else {
            throw InputError(problems.first ?? "No GPIO lines are mapped.")
        }
        epoll = scoreline_epoll_new()
        var byFD: [Int32: GPIOBackend.Line] = [:]
        var initial: [Int32: Bool] = [:]
        for line in got {
            _ = scoreline_epoll_add(epoll, line.fd)
            byFD[line.fd] = line
            initial[line.fd] = GPIOBackend.isActive(line)
        }
        lines = byFD
        requestedLines = result
        levels = initial.compactMapValues { $0 }
        requested = got.map(\.name).sorted()
        for p in problems { logger.error("\(p)") }
        logger.info("GPIO lines \(requested.joined(separator: " "))")
    }

    deinit {
        GPIOBackend.release(requestedLines)
        if epoll >= 0 { close(epoll) }
    }

    public func drainNotices() -> [InputError] {
        defer { notices = [] }
        return notices
    }

    public func readEdges() throws(InputError) -> [InputEdge] {
        var edges: [InputEdge] = []
        for fd in EpollSet.ready(epoll) {
            guard let line = lines[fd] else { continue }
            var last = levels[fd]
            for (active, time) in GPIOBackend.readEvents(line) {
                edges.append(InputEdge(input: "gpio:\(line.name)", button: line.button, level: active ? .down : .up, time: time))
                last = active
            }
            // If the kernel's queue overflowed during a long bounce, the final edge may be
            // lost; the level now settles it, so a press can neither vanish nor stick.
            if let now = GPIOBackend.isActive(line), now != last {
                edges.append(InputEdge(input: "gpio:\(line.name)", button: line.button, level: now ? .down : .up, time: InputInstant.now()))
                last = now
            }
            levels[fd] = last
        }
        return edges
    }
}
