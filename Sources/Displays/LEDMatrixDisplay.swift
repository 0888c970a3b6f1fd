import CLEDMatrixWire
import EventLoop
import Glibc
import Logging
import Renderer

/// The scoreboard on a HUB75 RGB LED matrix, through scoreline-ledmatrix: a helper process
/// that drives the panel with rpi-rgb-led-matrix, which is GPL-2.0 and needs root, so it never
/// enters the kiosk's process (ADR 032, docs/ledmatrix.md).
///
/// The frame is shared memory (a memfd the kiosk makes and passes to the helper): `present`
/// writes the damaged rectangles into it and sends their list; the helper copies them into its
/// off-screen canvas, swaps it on the panel's vsync and answers. Until it answers the shared
/// frame is the helper's to read: a frame presented meanwhile is held, with its damage, and
/// written when the answer comes, which `service` reports as `.presented` (as DRM does for a
/// page flip in flight).
///
/// A helper that dies takes the panel away (size nil) but not the scoring: the kiosk logs it,
/// and each re-probe starts a new helper, whose panel then gets the whole board.
public final class LEDMatrixDisplay: Display {
    public typealias Launcher = () throws(DisplayError) -> LEDMatrixChannel

    public let options: LEDMatrixOptions
    private let launcher: Launcher
    private var logger: Logger
    private let frame: SharedFrame
    /// The shared frame, as the kiosk writes it.
    private var shared: Canvas { frame.canvas }
    private var channel: LEDMatrixChannel?
    /// A restarted helper that has not said READY yet, and when it was started.
    private var starting = false
    private var startedAt: Int64 = 0
    /// A FRAME or BRIGHTNESS not yet answered: the helper may be reading the shared frame.
    private var inFlight = false
    /// The newest frame presented while one was in flight, written when the answer comes.
    private var held: (any FrameSource)?
    /// What changed since the last FRAME sent.
    private var pending: DamageList
    /// The panel's brightness now (the config's until `setBrightness`), and whether the helper
    /// still has to be told.
    public private(set) var brightness: Int
    private var brightnessPending = false
    /// The last problem logged, so a re-probe every few seconds says it once.
    private var lastProblem: String?

    /// How long the helper may take to set the panel up (the library's GPIO and timing set-up
    /// takes well under a second on a Pi).
    var readyMilliseconds: Int32 = 5000

    /// Starts the helper (`launch`) and waits for its panel; throws with the helper's own
    /// words when it cannot drive one (the library missing, the panel refused).
    public convenience init(options: LEDMatrixOptions, launch: LEDMatrixLaunch, logger: Logger = Logger(label: "scoreline.display")) throws(DisplayError) {
        try self.init(options: options, logger: logger) { () throws(DisplayError) -> LEDMatrixChannel in
            switch launch {
            case .spawn(let helper): try LEDMatrixChannel.spawn(helper: helper)
            case .connect(let socket): try LEDMatrixChannel.connect(socket: socket)
            }
        }
        logger.info("display: \(LEDMatrixMessages.started(options, launch: launch))")
    }

    /// `launcher` makes each channel: the tests give one end of a socketpair and play the helper.
    init(options: LEDMatrixOptions, logger: Logger, launcher: @escaping Launcher) throws(DisplayError) {
        self.options = options
        self.launcher = launcher
        self.logger = logger
        brightness = options.brightness
        let size = options.panelSize
        pending = DamageList(bounds: Rect(x: 0, y: 0, width: size.width, height: size.height), all: true)
        frame = try SharedFrame(size: size)
        try startFirst()
    }

    deinit { close() }

    /// The panel's size while a helper drives it; nil while none does (it died, a new one is
    /// starting).
    public var size: PixelSize? { channel != nil && !starting ? options.panelSize : nil }

    public var descriptors: [Int32] { channel.map { [$0.fd] } ?? [] }

    public func present(_ frame: any FrameSource, damage: [Rect]) throws(DisplayError) -> Presentation {
        guard channel != nil, !starting, frame.size == options.panelSize else { return .held }
        pending.add(damage)
        if inFlight {
            held = frame
            return .held
        }
        return send(frame) ? .submitted : .held
    }

    public func service(_ fd: Int32) -> DisplayChange {
        guard let channel, fd == channel.fd else { return .none }
        let wasShowing = !starting
        var change = DisplayChange.none
        while self.channel != nil {
            switch channel.receive() {
            case .nothing:
                return change
            case .ready(let size):
                guard starting else { continue }
                guard size == options.panelSize else {
                    lost(LEDMatrixMessages.wrongSize(size, expected: options.panelSize))
                    return change
                }
                starting = false
                lastProblem = nil
                logger.notice("\(LEDMatrixMessages.restarted(channel.name))")
                change = .resized(options.panelSize)
            case .swapped:
                inFlight = false
                if let frame = held {
                    held = nil
                    if send(frame) { change = .presented }
                } else if brightnessPending {
                    sendBrightness()
                }
            case .error(let text):
                report(text)
            case .garbled:
                report(LEDMatrixMessages.garbled(channel.name))
            case .closed:
                lost(nil)
            }
        }
        // Gone (its end closed, or a write to it failed): the panel it showed is gone with it.
        return wasShowing ? .resized(nil) : change
    }

    /// Starts a new helper when the last one died; its READY comes through `service`. One
    /// that does not say READY in time is given up on, and the next re-probe starts another.
    public func reprobe() -> DisplayChange {
        if let channel, starting, MonotonicClock.nanoseconds() - startedAt > Int64(readyMilliseconds) * 1_000_000 {
            lost(LEDMatrixMessages.noReady(channel.name, milliseconds: Int(readyMilliseconds)))
            return .none
        }
        guard channel == nil else { return .none }
        do throws(DisplayError) {
            let fresh = try launcher()
            var hello = options
            hello.brightness = brightness
            try fresh.sendHello(hello, memfd: frame.memfd)
            channel = fresh
            starting = true
            startedAt = MonotonicClock.nanoseconds()
            inFlight = false
            held = nil
            brightnessPending = false
            pending.addAll()
        } catch {
            report(LEDMatrixMessages.restartFailed(error.description))
        }
        return .none
    }

    /// Sets the panel's brightness, 1 to 100 percent (clamped): at once, or after the frame in
    /// flight; a helper started later gets it in its set-up. For a brightness schedule.
    public func setBrightness(_ percent: Int) {
        brightness = min(max(percent, LEDMatrixOptions.brightnessRange.lowerBound), LEDMatrixOptions.brightnessRange.upperBound)
        guard channel != nil, !starting else { return }
        brightnessPending = true
        if !inFlight { sendBrightness() }
    }

    /// Shows the newest board (a frame held behind one in flight is sent and its swap waited
    /// for, a second at most each: `--input stdin` ends with the last frame shown), then ends
    /// the helper, which blanks the panel.
    public func close() {
        flush()
        guard let channel else { return }
        self.channel = nil
        if let how = channel.close() { logger.debug("\(LEDMatrixMessages.stopped(channel.name, how: how))") }
    }

    // MARK: -

    private func flush() {
        while let channel, inFlight {
            switch channel.wait(milliseconds: 1000) {
            case .swapped:
                inFlight = false
                if let frame = held {
                    held = nil
                    _ = send(frame)
                }
            case .error(let text):
                report(text)
            case .ready, .garbled:
                continue
            case .closed, .nothing:
                return
            }
        }
    }

    private func startFirst() throws(DisplayError) {
        let first = try launcher()
        var hello = options
        hello.brightness = brightness
        do throws(DisplayError) {
            try first.sendHello(hello, memfd: frame.memfd)
        } catch {
            // A helper that has already exited (the library refused at once) closed its end
            // before the set-up went: what it said is still waiting to be read.
        }
        switch first.wait(milliseconds: readyMilliseconds) {
        case .ready(let size) where size == options.panelSize:
            channel = first
        case .ready(let size):
            first.close()
            throw DisplayError(device: LEDMatrixMessages.device, reason: LEDMatrixMessages.wrongSize(size, expected: options.panelSize))
        case .error(let text):
            first.close()
            throw DisplayError(device: LEDMatrixMessages.device, reason: LEDMatrixMessages.reason(text))
        case .closed:
            let how = first.reap()
            throw DisplayError(device: LEDMatrixMessages.device, reason: LEDMatrixMessages.endedAtStart(first.name, how: how))
        case .nothing:
            first.close()
            throw DisplayError(device: LEDMatrixMessages.device, reason: LEDMatrixMessages.noReady(first.name, milliseconds: Int(readyMilliseconds)))
        case .swapped, .garbled:
            first.close()
            throw DisplayError(device: LEDMatrixMessages.device, reason: LEDMatrixMessages.garbled(first.name))
        }
    }

    /// Writes what the shared frame lacks from `frame` and tells the helper; false when the
    /// helper is gone (then the damage waits for the next helper, which gets the whole frame).
    private func send(_ source: any FrameSource) -> Bool {
        guard let channel else { return false }
        let rects = pending.rects
        for rect in rects { source.write(rect, into: shared) }
        do throws(DisplayError) {
            try channel.sendFrame(rects, bounds: pending.bounds)
        } catch {
            lost(nil)
            return false
        }
        pending.clear()
        inFlight = true
        return true
    }

    private func sendBrightness() {
        guard let channel else { return }
        do throws(DisplayError) {
            try channel.sendBrightness(brightness)
            brightnessPending = false
            inFlight = true
        } catch {
            lost(nil)
        }
    }

    /// The helper is gone (or unusable): says so, reaps it, and waits for the next re-probe.
    private func lost(_ why: String?) {
        guard let channel else { return }
        self.channel = nil
        let how = why == nil ? channel.reap() : channel.close()
        report(why ?? LEDMatrixMessages.helperEnded(channel.name, how: how, starting: starting))
        starting = false
        inFlight = false
        held = nil
        pending.addAll()
    }

    private func report(_ line: String) {
        guard line != lastProblem else { return }
        lastProblem = line
        logger.error("\(line)")
    }
}

/// How the kiosk reaches scoreline-ledmatrix.
public enum LEDMatrixLaunch: Equatable, Sendable {
    /// Start it as a child (the kiosk run as root by hand, and the tests).
    case spawn(helper: String)
    /// Connect to scoreline-ledmatrix.socket, whose service systemd runs as root (the
    /// packaged kiosk, unprivileged; ADR 032).
    case connect(socket: String)

    /// `[ledmatrix] socket` when the config names one, else the helper installed beside the binary.
    public init(socket: String?) {
        self = socket.map { .connect(socket: $0) } ?? .spawn(helper: LEDMatrixHelperProgram.locate())
    }
}

/// The frame shared with the helper: a memfd of the panel's size, mapped here for writing.
/// Its own object, so the memory is given back exactly once however the display's set-up ends.
private final class SharedFrame {
    let memfd: Int32
    let canvas: Canvas
    private let mapping: UnsafeMutableRawPointer
    private let length: Int

    init(size: PixelSize) throws(DisplayError) {
        length = size.width * size.height * 4
        memfd = scoreline_ledmatrix_memfd(length)
        guard memfd >= 0 else { throw DisplayError(device: LEDMatrixMessages.device, reason: LEDMatrixMessages.noMemory(String(cString: strerror(errno)))) }
        guard let memory = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, memfd, 0), memory != MAP_FAILED else {
            let reason = LEDMatrixMessages.noMemory(String(cString: strerror(errno)))
            Glibc.close(memfd)
            throw DisplayError(device: LEDMatrixMessages.device, reason: reason)
        }
        mapping = memory
        do {
            canvas = try Canvas(wrapping: memory, width: size.width, height: size.height, strideBytes: size.width * 4)
        } catch {
            munmap(memory, length)
            Glibc.close(memfd)
            throw DisplayError(device: LEDMatrixMessages.device, reason: "\(error)")
        }
    }

    deinit {
        munmap(mapping, length)
        Glibc.close(memfd)
    }
}

/// The brightness schedule and the box's combo reach the panel (`BrightnessControl`).
extension LEDMatrixDisplay: BrightnessTarget {
    public var brightnessName: String { "the LED matrix" }

    public func setBrightness(percent: Int) throws(DisplayError) {
        setBrightness(percent)
    }
}
