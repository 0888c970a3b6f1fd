import EventLoop
import InputKeys
import Logging

/// Every button source (GPIO lines, keypads, the terminal), each with its own recognizer, on
/// the one reactor. It opens the sources the key map of the sport in play names, and opens
/// them again with the other sport's map when the sport changes. A source that cannot be
/// opened (no GPIO chip yet, a keypad unplugged) is not fatal: its problem is reported and
/// it is tried again every few seconds, so a box plugged in later works without a restart.
public final class InputHub {
    /// How to open one source, named for the log and the error line.
    public struct Opener {
        public var name: String
        public var open: () throws(InputError) -> any InputSource

        public init(name: String, open: @escaping () throws(InputError) -> any InputSource) {
            self.name = name
            self.open = open
        }
    }

    /// The sources and timings for a sport (nil: no match in play).
    public typealias Plan = (_ sport: String?) -> (openers: [Opener], recognizer: RecognizerConfig)

    private var plan: Plan
    private var sport: String?
    private var openers: [Opener] = []
    private var recognizer: RecognizerConfig = .standard
    private var readers: [String: PressReader] = [:]
    private var failures: [String: String] = [:]
    private weak var reactor: Reactor?
    private var retryTimer: Int?
    /// Nil: a source that fails stays closed (the debug command ends when all have).
    private let retryMilliseconds: UInt64?
    private var logger = Logger(label: "scoreline.inputs")

    /// Each recognised press, from whichever source.
    public var pressed: (ButtonEvent) -> Void = { _ in }
    /// The first problem of any source (nil when every source works), whenever it may have changed.
    public var problemChanged: (String?) -> Void = { _ in }
    /// Each problem as it is reported, with the source's name.
    public var reported: (String, InputError) -> Void = { _, _ in }

    public init(sport: String?, retryMilliseconds: UInt64? = 3000, plan: @escaping Plan) {
        self.plan = plan
        self.sport = sport
        self.retryMilliseconds = retryMilliseconds
    }

    /// The sources a key map names: GPIO lines and keypads (the terminal is `--input terminal`).
    public static func openers(for map: KeyMap) -> [Opener] {
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
    public var open: [String] { readers.filter { $0.value.failure == nil }.keys.sorted() }

    public func attach(to reactor: Reactor) {
        self.reactor = reactor
        reopen()
    }

    /// The sport in play changed: its key map takes over (a badminton match queued after a
    /// cricket one gives the same buttons badminton's meaning).
    public func follow(sport next: String?) {
        guard next != sport else { return }
        sport = next
        if reactor != nil { reopen() }
    }

    /// A config reload: closes every source and opens the new ones with the new timings.
    public func replace(plan next: @escaping Plan) {
        plan = next
        if reactor != nil { reopen() }
    }

    private func reopen() {
        for reader in readers.values { reader.detach() }
        readers = [:]
        failures = [:]
        if let retryTimer { reactor?.cancel(retryTimer) }
        retryTimer = nil
        (openers, recognizer) = plan(sport)
        openMissing()
    }

    /// Opens every source not open now (never opened, failed to open, or stopped by a read error).
    private func openMissing() {
        for opener in openers where readers[opener.name] == nil || readers[opener.name]?.failure != nil {
            readers[opener.name] = nil
            do throws(InputError) {
                let reader = PressReader(source: try opener.open(), config: recognizer)
                reader.pressed = { [weak self] event in self?.pressed(event) }
                reader.problems = { [weak self, weak reader] problems in
                    guard let self else { return }
                    for problem in problems { self.reported(opener.name, problem) }
                    if let failure = reader?.failure {
                        self.failures[opener.name] = failure.message
                        self.scheduleRetry()
                    }
                    self.problemChanged(self.problem)
                }
                readers[opener.name] = reader
                failures[opener.name] = nil
                if let reactor { reader.attach(to: reactor) }
                logger.info("input \(opener.name): \(reader.source.name)")
                let notices = reader.source.drainNotices()
                for notice in notices { reported(opener.name, notice) }
            } catch {
                if failures[opener.name] != error.message { logger.warning("input \(opener.name): \(error.message)") }
                failures[opener.name] = error.message
                reported(opener.name, error)
            }
        }
        if !failures.isEmpty { scheduleRetry() }
        problemChanged(problem)
    }

    private func scheduleRetry() {
        guard retryTimer == nil, let reactor, let retryMilliseconds else { return }
        retryTimer = reactor.after(milliseconds: retryMilliseconds) { [weak self] in
            self?.retryTimer = nil
            self?.openMissing()
        }
    }

    /// Reads every open source now, as the reactor would when one is readable (the press
    /// benchmark's source has no descriptor to wait on).
    public func pumpAll() {
        for name in readers.keys.sorted() { readers[name]?.pump() }
    }

    /// True when no source is open and none will be tried again.
    public var allStopped: Bool { retryMilliseconds == nil && open.isEmpty }

    /// The first problem of any source, for the board's error line; nil when every source works.
    public var problem: String? {
        let open = openers.compactMap { readers[$0.name]?.failure == nil ? readers[$0.name]?.source.problem : nil }
        return openers.compactMap { failures[$0.name] }.first ?? open.first
    }
}
