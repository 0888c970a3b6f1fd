import FoundationEssentials
import InputKeys
import Logging
import MatchEngine

/// The kiosk's buttons: every configured source (GPIO lines, keypads, the terminal) with its
/// own recognizer, all on the one reactor, scoring the kiosk's match. A source that cannot
/// be opened at start (no GPIO chip yet, a line missing) is not fatal: its problem goes on
/// the board's error line and it is tried again every few seconds, so a box plugged in
/// later starts working without a restart.
final class InputSources: ButtonTarget {
    /// How to open one source, named for the log and the error line.
    struct Opener {
        var name: String
        var open: () throws(InputError) -> any InputSource
    }

    private let kiosk: Kiosk
    /// The match started by the next-match combo when the queue is empty.
    var preset: Data?
    /// Called when the board may have changed (a press, a problem found or gone).
    var changed: () -> Void = {}
    private var openers: [Opener]
    private var recognizer: RecognizerConfig
    private var feeds: [String: ButtonFeed] = [:]
    private var failures: [String: String] = [:]
    private weak var reactor: Reactor?
    private var retryTimer: Int?
    private let retryMilliseconds: UInt64
    private var logger = Logger(label: "scoreline.inputs")

    init(kiosk: Kiosk, openers: [Opener], recognizer: RecognizerConfig, preset: Data?, retryMilliseconds: UInt64 = 3000) {
        self.kiosk = kiosk
        self.openers = openers
        self.recognizer = recognizer
        self.preset = preset
        self.retryMilliseconds = retryMilliseconds
    }

    /// The sources a key map names: GPIO lines and keypads (the terminal is `--input terminal`).
    static func openers(for map: KeyMap) -> [Opener] {
        var openers: [Opener] = []
        if let gpio = map.gpio {
            openers.append(Opener(name: "gpio") { () throws(InputError) in try GPIOSource(map: gpio) })
        }
        if let evdev = map.evdev {
            openers.append(Opener(name: "evdev") { () throws(InputError) in try EvdevSource(map: evdev) })
        }
        return openers
    }

    /// The names of the sources open now, for the log and tests.
    var open: [String] { feeds.filter { $0.value.failure == nil }.keys.sorted() }

    func attach(to reactor: Reactor) {
        self.reactor = reactor
        openMissing()
    }

    /// A config reload: closes every source and opens the new ones with the new timings.
    func replace(openers: [Opener], recognizer: RecognizerConfig) {
        for feed in feeds.values { feed.detach() }
        feeds = [:]
        failures = [:]
        if let retryTimer { reactor?.cancel(retryTimer) }
        retryTimer = nil
        self.openers = openers
        self.recognizer = recognizer
        openMissing()
    }

    /// Opens every source not open now (never opened, failed to open, or stopped by a read error).
    private func openMissing() {
        for opener in openers where feeds[opener.name] == nil || feeds[opener.name]?.failure != nil {
            feeds[opener.name] = nil
            do throws(InputError) {
                let feed = ButtonFeed(source: try opener.open(), config: recognizer, target: self)
                feed.stopped = { [weak self] error in
                    self?.failures[opener.name] = error.message
                    self?.scheduleRetry()
                }
                feeds[opener.name] = feed
                failures[opener.name] = nil
                if let reactor { feed.attach(to: reactor) }
                logger.info("input \(opener.name): \(feed.source.name)")
            } catch {
                if failures[opener.name] != error.message { logger.warning("input \(opener.name): \(error.message)") }
                failures[opener.name] = error.message
            }
        }
        if !failures.isEmpty { scheduleRetry() }
        inputsChanged([])
    }

    private func scheduleRetry() {
        guard retryTimer == nil, let reactor else { return }
        retryTimer = reactor.after(milliseconds: retryMilliseconds) { [weak self] in
            self?.retryTimer = nil
            self?.openMissing()
        }
    }

    /// The first problem of any source, for the board's error line; nil when every source works.
    var problem: String? {
        let open = openers.compactMap { feeds[$0.name]?.failure == nil ? feeds[$0.name]?.source.problem : nil }
        return openers.compactMap { failures[$0.name] }.first ?? open.first
    }

    // MARK: ButtonTarget

    var session: (any SportSession)? { kiosk.recorder?.session }

    func record(_ line: String) -> String? {
        switch kiosk.handle(Data(line.utf8)) {
        case .acknowledged, .none: nil
        case .refused(let why): why
        case .notDurable(let error): error.description
        }
    }

    func performed(_ event: ButtonEvent, _ outcome: ButtonActions.Outcome) {
        switch outcome {
        case .startNextMatch:
            kiosk.pressNotice = nil
            do { _ = try kiosk.startNext(preset: preset) } catch { logger.error("next match: \(error)") }
        case .armed(let modifier):
            kiosk.pressNotice = modifier.map(ButtonMessages.armed)
        case .ignored(let why):
            kiosk.pressNotice = why.isEmpty ? nil : ButtonMessages.ignored(why)
        case .refused(_, let why):
            kiosk.pressNotice = ButtonMessages.ignored(why)
        case .recorded:
            kiosk.pressNotice = nil
        }
        // A keypad plugged in since is working now: its problem leaves the screen with the press.
        kiosk.inputProblem = problem
        changed()
    }

    func inputsChanged(_ notices: [InputError]) {
        kiosk.inputProblem = problem
        changed()
    }
}
