import FoundationEssentials
import InputKeys
import Logging
import MatchEngine

/// What a feed's presses score: the kiosk's match (`KioskButtons`), or the debug command's.
protocol ButtonTarget: AnyObject {
    /// The match being scored; nil when there is none (the idle board).
    var session: (any SportSession)? { get }
    /// Records one action line durably: nil when recorded, else why not.
    func record(_ line: String) -> String?
    /// After each press is done with, to show, log or start the next match.
    func performed(_ event: ButtonEvent, _ outcome: ButtonActions.Outcome)
    /// A source reported problems (each already logged) or stopped: the error line may change.
    func inputsChanged(_ notices: [InputError])
}

/// One input source on the reactor: its edges go through the press recognizer (its long-press
/// and combo deadlines become reactor timers), and each press becomes actions through
/// `ButtonActions`, recorded by the target before the screen changes. The kiosk and
/// `scoreline debug inputs` both use it, so the debug command tests the kiosk's path.
final class ButtonFeed {
    let source: any InputSource
    private var recognizer: PressRecognizer
    private var actions: ButtonActions
    private unowned let target: any ButtonTarget
    private var logger = Logger(label: "scoreline.buttons")
    private weak var reactor: Reactor?
    private var deadlineTimer: Int?
    /// The read error that stopped the source, if one did; the owner may open it again.
    private(set) var failure: InputError?
    /// Called once when a read error stops the source.
    var stopped: ((InputError) -> Void)?

    init(source: any InputSource, config: RecognizerConfig, actions: ButtonActions = ButtonActions(), target: any ButtonTarget) {
        self.source = source
        self.recognizer = PressRecognizer(config: config)
        self.actions = actions
        self.target = target
    }

    func attach(to reactor: Reactor) {
        self.reactor = reactor
        guard let fd = source.fileDescriptor else { return }
        reactor.watch(fd) { [weak self] in self?.pump() }
    }

    /// Stops listening (a config reload replaces the feed); the source closes when released.
    func detach() {
        if let fd = source.fileDescriptor { reactor?.unwatch(fd) }
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
            stopped?(error)
        }
        for notice in source.drainNotices() {
            logger.notice("\(notice.message)")
            notices.append(notice)
        }
        if !notices.isEmpty || failure != nil { target.inputsChanged(notices) }
        events += recognizer.advance(to: MonotonicClock.now())
        perform(events)
    }

    private func perform(_ events: [ButtonEvent]) {
        for event in events {
            // No match in progress (the idle board): buttons have nothing to score.
            guard let current = target.session else { continue }
            let outcome = actions.perform(event, session: { [target] in target.session ?? current }, record: target.record)
            target.performed(event, outcome)
        }
        scheduleDeadline()
    }

    /// Wakes the recognizer when a long press or a combo falls due, with no polling.
    private func scheduleDeadline() {
        if let timer = deadlineTimer { reactor?.cancel(timer) }
        deadlineTimer = nil
        guard failure == nil, let deadline = recognizer.nextDeadline else { return }
        let ms = max(0, (deadline.nanoseconds - MonotonicClock.now().nanoseconds + 999_999) / 1_000_000)
        deadlineTimer = reactor?.after(milliseconds: UInt64(ms)) { [weak self] in
            guard let self else { return }
            self.deadlineTimer = nil
            self.perform(self.recognizer.advance(to: MonotonicClock.now()))
        }
    }
}
