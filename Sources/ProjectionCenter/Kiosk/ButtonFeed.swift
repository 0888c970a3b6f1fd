import Foundation
import InputKeys
import Logging
import MatchEngine

/// Buttons on the kiosk's reactor: a source's edges go through the press recognizer (its
/// long-press and combo deadlines become reactor timers), and each press becomes actions
/// through `ButtonActions`, recorded durably by the kiosk before the screen changes.
final class ButtonFeed {
    private let source: any InputSource
    private var recognizer: PressRecognizer
    private var actions: ButtonActions
    private let kiosk: Kiosk
    private let preset: Data?
    private let changed: () -> Void
    private var logger = Logger(label: "scoreline.buttons")
    private weak var reactor: Reactor?
    private var deadlineTimer: Int?

    init(source: any InputSource, config: RecognizerConfig, kiosk: Kiosk, preset: Data?, changed: @escaping () -> Void) {
        self.source = source
        self.recognizer = PressRecognizer(config: config)
        self.actions = ButtonActions()
        self.kiosk = kiosk
        self.preset = preset
        self.changed = changed
    }

    func attach(to reactor: Reactor) {
        self.reactor = reactor
        guard let fd = source.fileDescriptor else { return }
        reactor.watch(fd) { [weak self] in self?.readable() }
    }

    private func readable() {
        var events: [ButtonEvent] = []
        do throws(InputError) {
            for edge in try source.readEdges() { events += recognizer.handle(edge) }
        } catch {
            logger.error("\(error.message)")
            kiosk.inputProblem = error.message
            if let fd = source.fileDescriptor { reactor?.unwatch(fd) }
            changed()
        }
        for notice in source.drainNotices() {
            logger.notice("\(notice.message)")
            kiosk.inputProblem = notice.message
            changed()
        }
        events += recognizer.advance(to: MonotonicClock.now())
        perform(events)
    }

    private func perform(_ events: [ButtonEvent]) {
        for event in events {
            // No match in progress (the idle board): buttons have nothing to score.
            guard let current = kiosk.recorder?.session else { continue }
            let outcome = actions.perform(event, session: { [kiosk] in kiosk.recorder?.session ?? current }) { [kiosk] line in
                switch kiosk.handle(Data(line.utf8)) {
                case .acknowledged, .none: return nil
                case .refused(let why): return why
                case .notDurable(let error): return error.description
                }
            }
            if case .startNextMatch = outcome {
                do { _ = try kiosk.startNext(preset: preset) } catch { logger.error("next match: \(error)") }
            }
        }
        if !events.isEmpty { changed() }
        scheduleDeadline()
    }

    /// Wakes the recognizer when a long press or a combo falls due, with no polling.
    private func scheduleDeadline() {
        if let timer = deadlineTimer { reactor?.cancel(timer) }
        deadlineTimer = nil
        guard let deadline = recognizer.nextDeadline else { return }
        let ms = max(0, (deadline.nanoseconds - MonotonicClock.now().nanoseconds + 999_999) / 1_000_000)
        deadlineTimer = reactor?.after(milliseconds: UInt64(ms)) { [weak self] in
            guard let self else { return }
            self.deadlineTimer = nil
            self.perform(self.recognizer.advance(to: MonotonicClock.now()))
        }
    }
}
