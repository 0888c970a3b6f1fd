import FoundationEssentials
import Glibc
import InputKeys
import MatchEngine

/// The debug command's inputs: the kiosk's own `ButtonFeed`s on a `Reactor`, scoring a bare
/// `MatchRecorder` and printing each step (`ack seq=N …`), which the VM tests wait for.
final class InputLoop: ButtonTarget {
    private let sources: [any InputSource]
    private let config: RecognizerConfig
    private let actions: ButtonActions
    private let recorder: MatchRecorder
    private let reactor = Reactor()

    init(sources: [any InputSource], config: RecognizerConfig, actions: ButtonActions, recorder: MatchRecorder) {
        self.sources = sources
        self.config = config
        self.actions = actions
        self.recorder = recorder
    }

    /// Runs until every source has stopped.
    func run() throws {
        writeLine("inputs ready: \(sources.map(\.name).joined(separator: ", "))")
        report(sources.flatMap { $0.drainNotices() })
        let feeds = sources.map { ButtonFeed(source: $0, config: config, actions: actions, target: self) }
        var running = feeds.count
        for feed in feeds {
            feed.stopped = { [reactor] error in
                writeLine("input stopped: \(error.message)")
                running -= 1
                if running == 0 { reactor.stop() }
            }
            feed.attach(to: reactor)
        }
        if let error = reactor.run() { throw CommandFailure("poll failed: \(String(cString: strerror(error)))") }
        withExtendedLifetime(feeds) {}
    }

    var session: (any SportSession)? { recorder.session }

    func record(_ line: String) -> String? {
        switch recorder.record(Data(line.utf8)) {
        case .acknowledged(let seq):
            writeLine("ack seq=\(seq) \(line)")
            return nil
        case .refused(let why): return why
        case .notDurable(let error): return error.description
        }
    }

    func performed(_ event: ButtonEvent, _ outcome: ButtonActions.Outcome) {
        writeLine("button \(event.button) \(event.kind.rawValue)")
        switch outcome {
        case .recorded: break
        case .refused(let line, let why): writeLine("refused \(line): \(why)")
        case .armed(let m): writeLine("armed \(m ?? "nothing")")
        case .ignored(let why): writeLine("ignored: \(why)")
        case .startNextMatch: writeLine("start next match: handled by `scoreline run`")
        }
    }

    func inputsChanged(_ notices: [InputError]) {
        report(notices)
    }

    private func report(_ notices: [InputError]) {
        for n in notices { writeLine("input problem: \(n.message)") }
    }
}

/// A whole line at once, so lines from the guest's console never interleave mid-line.
func writeLine(_ line: String) {
    StandardStream.output.write(Data((line + "\n").utf8))
}
