import Foundation
import Glibc
import InputKeys

/// The debug command's small reactor: poll the sources with the recognizer's next deadline
/// as the timeout, so long presses and combos fire on time with no busy loop.
struct InputLoop {
    var sources: [any InputSource]
    var recognizer: PressRecognizer
    var actions: ButtonActions
    let recorder: MatchRecorder

    mutating func run() throws {
        writeLine("inputs ready: \(sources.map(\.name).joined(separator: ", "))")
        report(sources.flatMap { $0.drainNotices() })
        while true {
            var fds = sources.map { pollfd(fd: $0.fileDescriptor ?? -1, events: Int16(POLLIN), revents: 0) }
            let timeout: Int32
            if let deadline = recognizer.nextDeadline {
                let ms = (deadline.nanoseconds - MonotonicClock.now().nanoseconds + 999_999) / 1_000_000
                timeout = Int32(clamping: max(0, ms))
            } else {
                timeout = -1
            }
            let n = poll(&fds, nfds_t(fds.count), timeout)
            if n < 0, errno != EINTR { throw CommandFailure("poll failed: \(String(cString: strerror(errno)))") }
            var events: [ButtonEvent] = []
            for (i, source) in sources.enumerated() where fds[i].revents != 0 {
                do throws(InputError) {
                    for edge in try source.readEdges() { events += recognizer.handle(edge) }
                } catch {
                    writeLine("input stopped: \(error.message)")
                    return
                }
                report(source.drainNotices())
            }
            events += recognizer.advance(to: MonotonicClock.now())
            for event in events { handle(event) }
        }
    }

    private mutating func handle(_ event: ButtonEvent) {
        writeLine("button \(event.button) \(event.kind.rawValue)")
        let recorder = self.recorder
        let outcome = actions.perform(event, session: { recorder.session }) { line in
            switch recorder.record(Data(line.utf8)) {
            case .acknowledged(let seq):
                writeLine("ack seq=\(seq) \(line)")
                return nil
            case .refused(let why): return why
            case .notDurable(let error): return error.description
            }
        }
        switch outcome {
        case .recorded: break
        case .refused(let line, let why): writeLine("refused \(line): \(why)")
        case .armed(let m): writeLine("armed \(m ?? "nothing")")
        case .ignored(let why): writeLine("ignored: \(why)")
        case .startNextMatch: writeLine("start next match: handled by `scoreline run` (issue 8)")
        }
    }

    private func report(_ notices: [InputError]) {
        for n in notices { writeLine("input problem: \(n.message)") }
    }
}

/// A whole line at once, so lines from the guest's console never interleave mid-line.
func writeLine(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
