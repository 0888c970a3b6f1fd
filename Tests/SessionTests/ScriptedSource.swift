import EventLoop
import Foundation
import Glibc
import InputKeys
import MatchEngine

/// An input source a test feeds: queued edges become readable through a real pipe, so the
/// reactor wakes for them exactly as for a GPIO line or a keypad.
final class ScriptedSource: InputSource {
    let name: String
    private let pipeFDs: [Int32]
    private var queued: [InputEdge] = []
    var problem: String?

    init(name: String) {
        self.name = name
        var fds: [Int32] = [0, 0]
        _ = pipe(&fds)
        for fd in fds { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        pipeFDs = fds
    }

    deinit { for fd in pipeFDs { close(fd) } }

    var fileDescriptor: Int32? { pipeFDs[0] }

    /// A clean press of `button` that ended `agoMs` milliseconds ago (held 50 ms, well past the debounce).
    func press(_ button: BoxKey, agoMs: Int64 = 100) {
        let now = MonotonicClock.nanoseconds()
        let down = InputInstant(nanoseconds: now - (agoMs + 50) * 1_000_000)
        let up = InputInstant(nanoseconds: now - agoMs * 1_000_000)
        queued += [
            InputEdge(input: "\(name):\(button)", button: button, level: .down, time: down),
            InputEdge(input: "\(name):\(button)", button: button, level: .up, time: up),
        ]
        _ = write(pipeFDs[1], "x", 1)
    }

    func readEdges() throws(InputError) -> [InputEdge] {
        var byte: UInt8 = 0
        while read(pipeFDs[0], &byte, 1) == 1 {}
        defer { queued = [] }
        if !queued.isEmpty { PressProfileWindow.open() }
        return queued
    }
}
