import CDRM
import CDisplayShim
import EventLoop
import Glibc
import Logging
import Renderer

/// The scoreboard on a screen through DRM/KMS (HDMI on a Raspberry Pi, a PC's outputs, a VM's
/// virtual GPU): the card, connector and mode chosen by `DisplaySelection`, two dumb buffers
/// and page flips. Screens come and go: none at start is not an error (the size is nil until
/// one appears), hotplug events and `reprobe()` find them, and another program taking the
/// screen (DRM master) is waited out.
public final class DRMDisplay: Display {
    private let request: DisplayRequest
    private let directory: String
    private var logger: Logger
    private var hotplug: HotplugMonitor?
    private let console: ConsoleMode
    /// The screen in use; its card stays open, which is what keeps this process DRM master.
    private var scanout: DRMScanout?
    private var card: DRMCard? { scanout?.card }
    private var masterLost = false
    /// Said once until a frame is shown again, though re-probes retry every few seconds.
    private var masterWarned = false
    /// Cards read with a full connector probe already; others are probed on first sight.
    private var probed: Set<String> = []
    /// The last "no screen" or failure line, so a re-probe every few seconds logs it once.
    private var lastProblem: String?
    private let flips = UnsafeMutablePointer<Int32>.allocate(capacity: 1)

    /// Looks for a screen now. Throws only when the config names something that is not there
    /// (a connector the card does not have): no card or no screen yet is not an error.
    public init(request: DisplayRequest, directory: String = "/dev/dri", logger: Logger = Logger(label: "scoreline.display")) throws(DisplayError) {
        self.request = request
        self.directory = directory
        self.logger = logger
        console = ConsoleMode(logger: logger)
        flips.initialize(to: 0)
        hotplug = HotplugMonitor(logger: logger)
        // Graphics mode from the start, screen or not: a console that binds to a card appearing
        // later forces its own mode on a VT in text mode, over the board we just set up.
        console.enterGraphics()
        if let error = rescan().error { throw error }
    }

    deinit {
        close()
        flips.deallocate()
    }

    /// The DRM card device nodes present now (what `auto` looks for).
    public static func cardPaths(in directory: String = "/dev/dri") -> [String] { DRMCard.paths(in: directory) }

    /// Every card's outputs, probed now (each screen's EDID read), for `scoreline debug
    /// displays` and recording test fixtures on real hardware. Opens each card briefly.
    public static func describeCards(in directory: String = "/dev/dri") -> [CardDescription] {
        cardPaths(in: directory).map { path in
            do throws(DisplayError) {
                return try DRMCard(path: path).read(probe: true).0
            } catch {
                return CardDescription(path: path, driver: "", hasKMS: false, connectors: [], problem: error.reason)
            }
        }
    }

    public var size: PixelSize? { scanout?.size }

    /// The hotplug socket, and the card's descriptor for page-flip events while one is open.
    public var descriptors: [Int32] { [hotplug?.fd, card?.fd].compactMap { $0 } }

    public func present(_ frame: any FrameSource, damage: [Rect]) throws(DisplayError) -> Presentation {
        guard let scanout, frame.size == scanout.size else { return .held }
        if masterLost {
            scanout.buffers.add(damage)
            return .held
        }
        return outcome(try scanout.present(frame, damage: damage))
    }

    public func service(_ fd: Int32) -> DisplayChange {
        if let hotplug, fd == hotplug.fd {
            return hotplug.drain() ? rescan().change : .none
        }
        guard let card, let scanout, fd == card.fd else { return .none }
        var result: Int32 = 0
        for _ in 0..<16 where result == 0 { result = scoreline_drm_handle_events(fd) }
        if result != 0 && errno != EAGAIN && errno != EINTR {
            // The card went away under us (a driver unbound, a USB display unplugged).
            logger.warning("screen: \(card.path): \(String(cString: strerror(errno))); looking for the screen again")
            release()
            return rescan().change
        }
        guard flips.pointee > 0 else { return .none }
        flips.pointee = 0
        return completeFlip(scanout)
    }

    public func reprobe() -> DisplayChange {
        var change = DisplayChange.none
        if masterLost, let card, let scanout {
            // Allowed since Linux 5.10 to a descriptor that was master before, as this one was.
            if drmSetMaster(card.fd) == 0 {
                masterLost = false
                scanout.invalidate()
                logger.notice("screen: \(card.path) is ours again; redrawing the board")
                change = .needsFullFrame
            }
        } else if let scanout, !scanout.flipPending, !scanout.stillShown() {
            logger.notice("screen: something else replaced the board on \(scanout.choice.connector) (the console?); redrawing it")
            scanout.invalidate()
            change = .needsFullFrame
        } else if let scanout, scanout.flipOverdue(now: MonotonicClock.milliseconds()) {
            logger.debug("screen: a page flip's completion never arrived; taking it as done")
            if completeFlip(scanout) == .presented { change = .presented }
        }
        let rescanned = rescan().change
        return rescanned == .none ? change : rescanned
    }

    public func close() {
        release()
        console.restore()
        hotplug = nil
    }

    private func completeFlip(_ scanout: DRMScanout) -> DisplayChange {
        do {
            guard let sent = try scanout.flipCompleted() else { return .none }
            return outcome(sent) == .submitted ? .presented : .none
        } catch {
            logger.error("\(error)")
            return .none
        }
    }

    private func outcome(_ outcome: DRMScanout.Outcome) -> Presentation {
        switch outcome {
        case .submitted:
            masterWarned = false
            console.enterGraphics()
            return .submitted
        case .held:
            return .held
        case .lostMaster:
            masterLost = true
            if !masterWarned {
                masterWarned = true
                logger.warning("screen: another program holds \(card?.path ?? "the card") (DRM master); the board comes back when it is free")
            }
            return .held
        }
    }

    /// Gives the screen back and closes the card.
    private func release() {
        scanout?.restore()
        scanout = nil
        masterLost = false
    }

    /// Reads the cards and applies the policy: keeps the screen in use while the choice stays
    /// the same, else sets up the new one (or none). A screen in use stays in use while it is
    /// connected, even if a screen appears on an earlier card: only then are the others read.
    private func rescan() -> (change: DisplayChange, error: DisplayError?) {
        if let card {
            let current = read(card)
            if case .chosen(let choice) = DisplaySelection.choose([current.description], request) { return (use(choice, on: current), nil) }
        }
        let cards = DRMCard.paths(in: directory).map { path in
            if let card, card.path == path { return read(card) }
            do throws(DisplayError) {
                return read(try DRMCard(path: path))
            } catch {
                return ReadCard(path: path, problem: error.reason)
            }
        }
        probed.formIntersection(cards.map(\.description.path))
        let outcome = DisplaySelection.choose(cards.map(\.description), request)
        switch outcome {
        case .chosen(let choice):
            guard let chosen = cards.first(where: { $0.description.path == choice.card }) else { return (.none, nil) }
            return (use(choice, on: chosen), nil)
        case .waiting(let why):
            return (stop("no screen: \(why)", error: false), nil)
        case .failed(let error):
            return (stop("no screen: \(error)", error: true), error)
        }
    }

    /// Shows on `choice` from now on, unless that is the screen in use already.
    private func use(_ choice: DisplayChoice, on chosen: ReadCard) -> DisplayChange {
        if let scanout, scanout.choice.sameOutput(as: choice) { return .none }
        guard let opened = chosen.card else { return .none }
        let before = size
        scanout?.restore()
        scanout = nil
        masterLost = false
        flips.pointee = 0
        // The first to open a card is its master; with another master (a desktop, a second
        // kiosk) nothing can be shown: wait, opening it afresh at each re-probe until it is free.
        guard drmIsMaster(opened.fd) != 0 || drmSetMaster(opened.fd) == 0 else {
            report("no screen: another program holds \(opened.path) (DRM master); waiting for it to be free", error: false)
            return before == nil ? .none : .resized(nil)
        }
        do {
            scanout = try DRMScanout(
                card: opened, described: chosen.description, objects: chosen.objects, choice: choice, flips: flips, logger: logger)
            lastProblem = nil
            logger.info("display: \(choice)")
            logger.debug("screen: chosen as \(choice.why)")
        } catch {
            // Retried at the next hotplug event or re-probe.
            report("no screen: \(error)", error: true)
        }
        let after = size
        if after == before { return after == nil ? .none : .needsFullFrame }
        return .resized(after)
    }

    /// No screen to show on: gives up the one in use, if any.
    private func stop(_ why: String, error: Bool) -> DisplayChange {
        report(why, error: error)
        guard scanout != nil else { return .none }
        release()
        return .resized(nil)
    }

    private func report(_ line: String, error: Bool) {
        guard line != lastProblem else { return }
        lastProblem = line
        if error { logger.error("\(line)") } else { logger.info("\(line)") }
    }

    private struct ReadCard {
        /// Nil when the card could not be opened.
        var card: DRMCard?
        var description: CardDescription
        var objects = DRMCard.Objects()

        init(card: DRMCard, description: CardDescription, objects: DRMCard.Objects) {
            self.card = card
            self.description = description
            self.objects = objects
        }

        init(path: String, problem: String) {
            description = CardDescription(path: path, driver: "", hasKMS: false, connectors: [], problem: problem)
        }
    }

    /// A card's outputs: probed (EDID read) on first sight, else as the kernel last found them,
    /// unless a screen shows as connected without modes (never probed since it appeared).
    private func read(_ card: DRMCard) -> ReadCard {
        let firstSight = probed.insert(card.path).inserted
        var (description, objects) = card.read(probe: firstSight)
        if !firstSight, description.connectors.contains(where: { $0.state != .disconnected && $0.modes.isEmpty }) {
            (description, objects) = card.read(probe: true)
        }
        return ReadCard(card: card, description: description, objects: objects)
    }
}
