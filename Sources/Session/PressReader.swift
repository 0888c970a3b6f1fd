import EventLoop
import InputKeys
import Logging

/// One input source on the reactor: its edges go through the press recognizer (its long-press
/// and combo deadlines become reactor timers), and each recognised press is handed on. What a
/// press means is the session's business, not the reader's.
final class PressReader {
    let source: any InputSource
    private var recognizer: PressRecognizer
    private var logger = Logger(label: "scoreline.buttons")
    private weak var reactor: Reactor?
    private var deadlineTimer: Int?
    /// The read error that stopped the source, if one did; the owner may open it again.
    private(set) var failure: InputError?
    /// Each recognised press, in order.
    var pressed: (ButtonEvent) -> Void = { _ in }
    /// Problems the source reported (each already logged), or the read error that stopped it.
    var problems: ([InputError]) -> Void = { _ in }

    init(source: any InputSource, config: RecognizerConfig) {
        self.source = source
        self.recognizer = PressRecognizer(config: config)
    }

    func attach(to reactor: Reactor) {
        self.reactor = reactor
        guard let fd = source.fileDescriptor else { return }
        reactor.watch(fd) { [weak self] in self?.pump() }
    }

    /// Stops listening (a reload or a new key map replaces the reader); the source closes when released.
    func detach() {
        if let fd = source.fileDescriptor { reactor?.unwatch(fd) }
        source.release()
        if let timer = deadlineTimer { reactor?.cancel(timer) }
        deadlineTimer = nil
    }

    /// Reads what the source has and acts on it; the reactor calls it when the source is readable.
    func pump() {
        var events: [ButtonEvent] = []
        var notices: [InputError] = []
        do throws(InputError) {
            for edge in try source.readEdges() { events += recognizer.handle(edge) }
        } catch {
            logger.error("\(error.message)")
            detach()
            failure = error
            notices.append(error)
        }
        for notice in source.drainNotices() {
            logger.notice("\(notice.message)")
            notices.append(notice)
        }
        if !notices.isEmpty { problems(notices) }
        events += recognizer.advance(to: InputInstant.now())
        perform(events)
    }

    private func perform(_ events: [ButtonEvent]) {
        for event in events { pressed(event) }
        scheduleDeadline()
    }

    /// Wakes the recognizer when a long press or a combo falls due, with no polling.
    private func scheduleDeadline() {
        if let timer = deadlineTimer { reactor?.cancel(timer) }
        deadlineTimer = nil
        guard failure == nil, let deadline = recognizer.nextDeadline else { return }
        let ms = max(0, (deadline.nanoseconds - MonotonicClock.nanoseconds() + 999_999) / 1_000_000)
        deadlineTimer = reactor?.after(milliseconds: UInt64(ms)) { [weak self] in
            guard let self else { return }
            self.deadlineTimer = nil
            self.perform(self.recognizer.advance(to: InputInstant.now()))
        }
    }
}
