import CDRM
import CDisplayShim
import EventLoop
import Glibc
import Logging
import Renderer

/// The screen in use: one connector driven by one CRTC in one mode, two dumb buffers flipped
/// between, and the CRTC as it was before (the console's), to give back at the end.
final class DRMScanout {
    let card: DRMCard
    let choice: DisplayChoice
    private let crtc: UInt32
    private var connector: UInt32
    private var mode: drmModeModeInfo
    private let saved: UnsafeMutablePointer<drmModeCrtc>?
    private let dumb: [DumbBuffer]
    let buffers: ScanoutBuffers
    /// Counts completed flips: the page-flip handler adds one through drmModePageFlip's user data.
    private let flips: UnsafeMutablePointer<Int32>
    private var logger: Logger

    /// The mode is set by the first present, with that frame already in the buffer.
    private(set) var modeSet = false
    /// Cleared if the driver refuses page flips: the buffer on the screen is then drawn into.
    private var usesFlip = true
    private var usesDirtyFB = true
    private var shown: UInt32 = 0
    private(set) var flipPending = false
    private var flipRequestedAt: UInt64 = 0
    /// The frame that arrived while a flip was in flight: sent when the flip completes.
    private var held: (any FrameSource)?

    enum Outcome: Equatable {
        case submitted, held
        /// Another program is DRM master now (a VT switch under logind, a desktop started).
        case lostMaster
    }

    var size: PixelSize { choice.mode.size }

    init(card: DRMCard, described: CardDescription, objects: DRMCard.Objects, choice: DisplayChoice,
         flips: UnsafeMutablePointer<Int32>, logger: Logger) throws(DisplayError) {
        guard let index = described.connectors.firstIndex(where: { $0.name == choice.connector }),
            index < objects.connectors.count, choice.modeIndex < objects.connectors[index].modes.count
        else { throw DisplayError(device: card.path, reason: "\(choice.connector) changed while it was being set up") }
        let output = objects.connectors[index]
        var dumbCapability: UInt64 = 0
        guard drmGetCap(card.fd, UInt64(DRM_CAP_DUMB_BUFFER), &dumbCapability) == 0, dumbCapability != 0 else {
            throw DisplayError(device: card.path, reason: "the \(card.driver) driver offers no dumb buffers to draw into")
        }
        guard let crtc = card.crtc(for: output, in: objects) else {
            throw DisplayError(device: card.path, reason: "no CRTC can drive \(choice.connector)")
        }
        var shadow: UInt64 = 0
        if drmGetCap(card.fd, UInt64(DRM_CAP_DUMB_PREFER_SHADOW), &shadow) == 0, shadow != 0 {
            // Reads from the buffer would be slow; we never read it (the frame is the shadow).
            logger.debug("screen: \(card.driver) prefers a shadow buffer; the frame in memory is one, and the dumb buffers are only written")
        }
        self.card = card
        self.choice = choice
        self.crtc = crtc
        connector = output.id
        mode = output.modes[choice.modeIndex]
        let size = choice.mode.size
        dumb = [try DumbBuffer(card: card, size: size), try DumbBuffer(card: card, size: size)]
        buffers = ScanoutBuffers(dumb.map(\.canvas))
        // What the console (or whoever came before) showed, to give back in `restore`.
        saved = drmModeGetCrtc(card.fd, crtc)
        self.flips = flips
        self.logger = logger
    }

    deinit {
        if let saved { drmModeFreeCrtc(saved) }
    }

    /// Copies what changed to the back buffer and flips to it, or keeps the frame while a flip
    /// is in flight. Never waits for the screen.
    func present(_ frame: any FrameSource, damage: [Rect]) throws(DisplayError) -> Outcome {
        buffers.add(damage)
        if flipPending {
            held = frame
            return .held
        }
        // Nothing changed since the last frame sent: the screen already shows this one.
        let bounds = Rect(x: 0, y: 0, width: frame.size.width, height: frame.size.height)
        if modeSet, damage.allSatisfy({ $0.intersection(bounds).isEmpty }) { return .submitted }
        return try submit(frame)
    }

    /// The flip completed: the buffer it showed is on the screen. Sends a held frame, if any.
    func flipCompleted() throws(DisplayError) -> Outcome? {
        flipPending = false
        guard let frame = held else { return nil }
        held = nil
        return try submit(frame)
    }

    /// A flip whose completion never arrived (a lost event) would hold every frame back for
    /// good; after a second, take it as done.
    func flipOverdue(now: UInt64) -> Bool { flipPending && now > flipRequestedAt + 1000 }

    /// False when another framebuffer is on our CRTC although we are still master: the kernel's
    /// console forces its own mode when it binds to a card that appeared after we set ours (a
    /// driver loaded late in boot), and a VT switch without logind does the same.
    func stillShown() -> Bool {
        guard modeSet, let current = drmModeGetCrtc(card.fd, crtc) else { return true }
        defer { drmModeFreeCrtc(current) }
        return dumb.contains { $0.framebuffer == current.pointee.buffer_id }
    }

    /// The picture was lost (master regained): set the mode again and copy whole frames.
    func invalidate() {
        buffers.invalidate()
        modeSet = false
        flipPending = false
        held = nil
    }

    private func submit(_ frame: any FrameSource) throws(DisplayError) -> Outcome {
        let copied = buffers.copyBack(from: frame)
        let target = dumb[buffers.back]
        markDirty(target.framebuffer, copied)
        if !modeSet || !usesFlip {
            if !modeSet || shown != target.framebuffer {
                let result = drmModeSetCrtc(card.fd, crtc, target.framebuffer, 0, 0, &connector, 1, &mode)
                if result != 0 { return try failure(-result, "setting \(choice.mode) on \(choice.connector)") }
                if !modeSet {
                    // Turning a CRTC on may clear video memory, the frame just copied included:
                    // bochs-drm enables the VBE mode without "keep memory", and qemu then zeroes
                    // its VRAM (a black screen until the next flip, seen in the VM test when the
                    // driver loaded after the start). Writing the frame once more costs one
                    // whole frame per mode set, on the buffer that has just been put on the screen.
                    frame.write(target.canvas.bounds, into: target.canvas)
                    markDirty(target.framebuffer, [target.canvas.bounds])
                }
                shown = target.framebuffer
            }
            modeSet = true
            if usesFlip { buffers.swap() }
            return .submitted
        }
        let result = drmModePageFlip(card.fd, crtc, target.framebuffer, UInt32(DRM_MODE_PAGE_FLIP_EVENT), flips)
        switch -result {
        case 0:
            flipPending = true
            flipRequestedAt = MonotonicClock.milliseconds()
            shown = target.framebuffer
            buffers.swap()
            return .submitted
        case EBUSY:
            // A flip we did not ask for is in flight (after master came back): send this
            // buffer, already filled, when its event arrives.
            flipPending = true
            flipRequestedAt = MonotonicClock.milliseconds()
            held = frame
            return .held
        case EACCES, EPERM:
            return .lostMaster
        default:
            logger.notice("screen: \(card.path) refused a page flip (\(String(cString: strerror(-result)))); drawing into the buffer on the screen instead")
            usesFlip = false
            return try submit(frame)
        }
    }

    private func failure(_ code: Int32, _ what: String) throws(DisplayError) -> Outcome {
        if code == EACCES || code == EPERM { return .lostMaster }
        throw DisplayError(device: card.path, reason: "\(what) failed: \(String(cString: strerror(code)))")
    }

    /// Tells a driver that scans out from memory it must copy (USB and SPI displays, some
    /// virtual GPUs) which rectangles changed. Drivers that do not need it say ENOSYS once.
    private func markDirty(_ framebuffer: UInt32, _ rects: [Rect]) {
        guard usesDirtyFB, !rects.isEmpty else { return }
        var clips = rects.map {
            drmModeClip(x1: UInt16(clamping: $0.x), y1: UInt16(clamping: $0.y), x2: UInt16(clamping: $0.maxX), y2: UInt16(clamping: $0.maxY))
        }
        let result = drmModeDirtyFB(card.fd, framebuffer, &clips, UInt32(clips.count))
        if result != 0 {
            usesDirtyFB = false
            if -result != ENOSYS { logger.debug("screen: drmModeDirtyFB: \(String(cString: strerror(-result))); not calling it again") }
        }
    }

    /// Gives the CRTC back as it was found (the console's framebuffer and mode), after the last
    /// flip has landed. The kernel would restore the console when the card is closed anyway;
    /// this makes it immediate and exact.
    func restore() {
        if flipPending {
            var pfd = pollfd(fd: card.fd, events: Int16(POLLIN), revents: 0)
            if poll(&pfd, 1, 100) > 0 { _ = scoreline_drm_handle_events(card.fd) }
            flipPending = false
        }
        guard modeSet else { return }
        modeSet = false
        if let saved, saved.pointee.mode_valid != 0, saved.pointee.buffer_id != 0 {
            var previous = saved.pointee.mode
            if drmModeSetCrtc(card.fd, saved.pointee.crtc_id, saved.pointee.buffer_id, saved.pointee.x, saved.pointee.y, &connector, 1, &previous) == 0 {
                return
            }
        }
        // Nothing was shown here before (or it cannot be shown again): switch the CRTC off
        // rather than leave our last frame frozen on it.
        _ = drmModeSetCrtc(card.fd, crtc, 0, 0, 0, nil, 0, nil)
    }
}
