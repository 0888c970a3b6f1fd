import EventLoop
import Logging
import MatchEngine
import Store
#if canImport(Glibc)
import Glibc
#endif

/// The feed kiosk's brain (docs/bluetooth.md), on the loop's thread: each write from the
/// scorer's app is decoded and folded into the burst in hand; once the burst has settled it is
/// journaled as one group with one fdatasync (ADR 047, on the disk before any screen shows it)
/// and one board goes to the displays, so a half-updated board never flashes. It knows no rules: the app is the scorer, and the engine's
/// display builder formats what the app sent.
public final class FeedFollower {
    /// How the settling works: a board is drawn once no write has come for `quiet`
    /// milliseconds, and at the latest `longest` milliseconds after the first write of a burst.
    public struct Settle: Sendable, Equatable {
        public var quiet: UInt64
        public var longest: UInt64
        public init(quiet: UInt64, longest: UInt64) {
            self.quiet = quiet
            self.longest = longest
        }
        /// The apps send a ball's fields as one burst of writes, one per connection event
        /// (7.5–50 ms apart on phones); 100 ms of quiet ends a burst and costs a spectator
        /// nothing, and 400 ms caps the wait when writes keep coming.
        public static let standard = Settle(quiet: 100, longest: 400)
    }

    /// The most writes journaled in one group: a ball is about 12.
    static let largestBurst = 64

    public let name: String
    private let link: any ScorerAppLink
    private let recorder: FeedRecorder?
    private let now: () -> Timestamp?
    private let show: (Scoreboard) -> Void
    private let logger: Logger
    private let settle: Settle
    private var reactor: Reactor?

    /// The state as durable: what the board shows.
    public private(set) var state: FeedState
    /// The burst in hand: writes not yet durable, and the state with them folded in.
    private var burst: [String] = []
    private var burstState: FeedState?
    /// The central whose writes are taken: the first to write, until it disconnects.
    public private(set) var scorer: String?
    /// Devices connected to our adapter now.
    private var connected: Set<String> = []
    /// Since when the app has been gone (nil while it is connected, or before it ever was).
    private var goneSince: Timestamp?
    /// The last storage problem, shown on the bottom line until a write is saved again.
    private var storageProblem: String?
    /// Why the app cannot reach the board (BlueZ stopped, no adapter), shown on the bottom line
    /// until the peripheral is registered again: a volunteer sees it without a log.
    private var linkProblem: String?
    private var quietTimer: Int?
    private var longestTimer: Int?
    private var shown: Scoreboard?
    /// When the first write not yet drawn arrived (monotonic ns), for `drew`.
    private var pendingSince: Int64?
    /// Called after a board goes to the displays with the monotonic nanoseconds of the first
    /// write it carries (the benchmark's "write → frame ready").
    public var drew: ((Int64) -> Void)?

    /// - Parameters:
    ///   - resumed: the journal's fold at start (nil: no journal, as in some tests).
    ///   - now: the kiosk's local clock, for "disconnected at 14:02" and the journal's times.
    public init(
        name: String, link: any ScorerAppLink, recorder: FeedRecorder?, resumed: FeedRecorder.Resumed?,
        now: @escaping () -> Timestamp?, show: @escaping (Scoreboard) -> Void,
        settle: Settle = .standard, logger: Logger = Logger(label: "scoreline.feed")
    ) {
        self.name = name
        self.link = link
        self.recorder = recorder
        self.now = now
        self.show = show
        self.settle = settle
        self.logger = logger
        self.state = resumed?.state ?? FeedState()
        // A board resumed from the journal is the last one the app sent; the app is not here
        // yet, so it says since when it has not been heard from.
        if let resumed, !resumed.state.isEmpty { goneSince = resumed.lastSeen ?? now() }
    }

    /// Draws the first board (the resumed one, or the waiting board) and starts the link.
    public func start(on reactor: Reactor) throws(FeedError) {
        self.reactor = reactor
        draw()
        try link.start(
            on: reactor, events: { [weak self] event in self?.event(event) },
            write: { [weak self] device, bytes in self?.write(bytes, from: device) ?? .accept },
            pairing: { [weak self] device in self?.pairing(device) ?? false })
    }

    public func stop() {
        link.stop()
        cancelTimers()
        // A burst in hand is kept: the next start shows it.
        settleBurst()
    }

    // MARK: the link

    private func event(_ event: AppLinkEvent) {
        switch event {
        case .ready(let adapter):
            logger.notice("\(ScorerFeedMessages.advertising(name, adapter: adapter))")
            linkProblem = nil
            drawNow()
        case .problem(let text):
            logger.error("\(ScorerFeedMessages.linkProblem(text))")
            linkProblem = text
            drawNow()
        case .connected(let device):
            connected.insert(device)
            logger.notice("\(ScorerFeedMessages.connected(device))")
            if scorer == nil || scorer == device {
                goneSince = nil
                journal(connected: true)
                drawNow()
            }
        case .disconnected(let device):
            connected.remove(device)
            guard scorer == device || (scorer == nil && connected.isEmpty && goneSince == nil && !state.isEmpty) else {
                return
            }
            scorer = nil
            let at = now()
            goneSince = at
            logger.notice("\(ScorerFeedMessages.disconnected(device, at: at))")
            journal(connected: false)
            // Whatever was settling goes up with the notice: the app will send no more.
            drawNow()
        }
    }

    private func journal(connected: Bool) {
        // The writes before the link event stay before it in the journal.
        settleBurst()
        do throws(StoreError) { try recorder?.record(connected: connected, at: now()) } catch {
            // A link event is information only: the board does not depend on it.
            logger.warning("\(ScorerFeedMessages.notSaved(error.description))")
        }
    }

    /// Pairing ("just works": the board has no screen for a code) is let through while no
    /// other app is the scorer: a passer-by cannot pair their way in mid-match.
    func pairing(_ device: String) -> Bool {
        if let scorer, scorer != device {
            logger.warning("\(ScorerFeedMessages.pairingRefused(device, scorer: scorer))")
            return false
        }
        logger.notice("\(ScorerFeedMessages.pairing(device))")
        return true
    }

    // MARK: writes

    /// One write from `device`. The verdict goes back to the app; a malformed value is
    /// accepted at the radio (the app could do nothing with a refusal) and logged, never shown.
    func write(_ bytes: [UInt8], from device: String) -> AppWriteVerdict {
        if let scorer, scorer != device {
            logger.warning("\(ScorerFeedMessages.otherCentral(device, scorer: scorer))")
            return .refuseOtherCentral
        }
        if scorer == nil {
            scorer = device
            if goneSince != nil {
                goneSince = nil
                armDraw()
            }
        }
        let write: FeedWrite
        switch FeedWrite.decode(bytes) {
        case .success(let decoded): write = decoded
        case .failure(let refusal):
            logger.warning("\(ScorerFeedMessages.refused(refusal.message))")
            return .accept
        }
        var next = burstState ?? state
        switch next.apply(write) {
        case .unchanged:
            return .accept
        case .refused(let refusal):
            logger.warning("\(ScorerFeedMessages.refused(refusal.message))")
            return .accept
        case .unknownKept:
            logger.info("\(ScorerFeedMessages.unknownCode(write.code))")
        case .applied, .cleared:
            break
        }
        // Held with the burst; journaled when it settles, before the board shows it.
        burst.append(write.code + write.value)
        burstState = next
        if pendingSince == nil { pendingSince = MonotonicClock.nanoseconds() }
        // An app that never pauses still gets its writes journaled in bounded groups; the
        // board waits for the settling as before.
        if burst.count >= Self.largestBurst { settleBurst() }
        armDraw()
        return .accept
    }

    /// Journals the burst in hand as one group (one fdatasync) and only then takes its state
    /// (the durability promise). A burst the disk refused is not shown, and the bottom line
    /// says why until one is saved again.
    private func settleBurst() {
        guard let next = burstState else { return }
        let writes = burst
        burst = []
        burstState = nil
        do throws(StoreError) {
            try recorder?.record(writes: writes, at: now())
        } catch {
            storageProblem = error.description
            logger.error("\(ScorerFeedMessages.notSaved(error.description))")
            return
        }
        storageProblem = nil
        state = next
        compactIfDue()
    }

    private func compactIfDue() {
        guard let recorder, recorder.records >= FeedRecorder.compactAfter else { return }
        do throws(StoreError) { try recorder.compact(state, at: now()) } catch {
            logger.warning("\(ScorerFeedMessages.compactFailed(error.description))")
        }
    }

    // MARK: settling

    private func armDraw() {
        guard let reactor else {
            drawNow()
            return
        }
        if let quietTimer { reactor.cancel(quietTimer) }
        quietTimer = reactor.after(milliseconds: settle.quiet) { [weak self] in self?.drawNow() }
        if longestTimer == nil {
            longestTimer = reactor.after(milliseconds: settle.longest) { [weak self] in self?.drawNow() }
        }
    }

    private func cancelTimers() {
        if let quietTimer { reactor?.cancel(quietTimer) }
        if let longestTimer { reactor?.cancel(longestTimer) }
        quietTimer = nil
        longestTimer = nil
    }

    private func drawNow() {
        cancelTimers()
        settleBurst()
        draw()
    }

    private func composed() -> Scoreboard {
        let feedLink: FeedLink
        if let goneSince {
            feedLink = .disconnected(since: goneSince)
        } else if state.isEmpty && scorer == nil && connected.isEmpty {
            feedLink = .waiting(name: name)
        } else {
            feedLink = .live
        }
        let board = state.scoreboard(link: feedLink)
        // One bottom line: not saving matters more than the radio.
        if let storageProblem {
            return board.withoutBottomLine.withBottomLine(
                ScorerFeedMessages.notSavedLine(storageProblem), compact: ScorerFeedMessages.notSavedCompact, warning: true)
        }
        if let linkProblem {
            return board.withoutBottomLine.withBottomLine(
                ScorerFeedMessages.bluetoothLine(linkProblem), compact: ScorerFeedMessages.bluetoothCompact, warning: true)
        }
        return board
    }

    private func draw() {
        let next = composed()
        let since = pendingSince
        pendingSince = nil
        guard next != shown else { return }
        shown = next
        show(next)
        if let since { drew?(since) }
    }
}

private extension Scoreboard {
    /// The board without its bottom line (the app's "disconnected" notice gives way to a
    /// problem the volunteer must fix; one bottom line fits).
    var withoutBottomLine: Scoreboard {
        var board = self
        board.fields.removeAll { $0.key == "error" }
        return board
    }
}
