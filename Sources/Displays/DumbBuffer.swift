import CDRM
import CDisplayShim
import Glibc
import Renderer

/// One scan-out buffer: a DRM dumb buffer (plain memory the display engine reads), registered
/// as an XRGB8888 framebuffer and mapped into this process as a `Canvas` with the buffer's pitch.
final class DumbBuffer {
    /// Held so the card's descriptor outlives the buffer.
    private let card: DRMCard
    private let handle: UInt32
    let framebuffer: UInt32
    private let mapping: UnsafeMutableRawPointer
    private let length: Int
    let canvas: Canvas

    init(card: DRMCard, size: PixelSize) throws(DisplayError) {
        let fd = card.fd
        func fail(_ what: String, _ code: Int32) -> DisplayError {
            DisplayError(device: card.path, reason: "\(what) for a \(size) frame failed: \(String(cString: strerror(code)))")
        }
        var handle: UInt32 = 0, pitch: UInt32 = 0, bytes: UInt64 = 0
        guard scoreline_drm_create_dumb(fd, UInt32(size.width), UInt32(size.height), &handle, &pitch, &bytes) == 0 else {
            throw fail("creating a dumb buffer", errno)
        }
        // Whatever was made is undone if a later step fails.
        var framebuffer: UInt32 = 0
        var memory: UnsafeMutableRawPointer?
        var complete = false
        defer {
            if !complete {
                if let memory { munmap(memory, Int(bytes)) }
                if framebuffer != 0 { _ = drmModeRmFB(fd, framebuffer) }
                _ = scoreline_drm_destroy_dumb(fd, handle)
            }
        }
        var added = drmModeAddFB2(
            fd, UInt32(size.width), UInt32(size.height), scoreline_drm_format_xrgb8888(),
            [handle, 0, 0, 0], [pitch, 0, 0, 0], [0, 0, 0, 0], &framebuffer, 0)
        if added != 0 {
            // Older drivers know only the depth/bpp form: depth 24 at 32 bpp is XRGB8888 too.
            added = drmModeAddFB(fd, UInt32(size.width), UInt32(size.height), 24, 32, pitch, handle, &framebuffer)
        }
        guard added == 0 else { throw fail("registering the framebuffer", -added) }
        var offset: UInt64 = 0
        guard scoreline_drm_map_dumb(fd, handle, &offset) == 0 else { throw fail("mapping the dumb buffer", errno) }
        let mapped = mmap(nil, Int(bytes), PROT_READ | PROT_WRITE, MAP_SHARED, fd, off_t(truncatingIfNeeded: offset))
        guard let mapped, mapped != UnsafeMutableRawPointer(bitPattern: -1) else { throw fail("mmap of the dumb buffer", errno) }
        memory = mapped
        do {
            canvas = try Canvas(wrapping: mapped, width: size.width, height: size.height, strideBytes: Int(pitch))
        } catch {
            throw DisplayError(device: card.path, reason: "the driver gave a dumb buffer with a pitch of \(pitch) bytes for \(size)")
        }
        self.card = card
        self.handle = handle
        self.framebuffer = framebuffer
        self.mapping = mapped
        self.length = Int(bytes)
        complete = true
    }

    /// Unmaps and frees the buffer. Removing a framebuffer that is on the screen turns the
    /// screen off, so the previous CRTC is restored first.
    deinit {
        munmap(mapping, length)
        _ = drmModeRmFB(card.fd, framebuffer)
        _ = scoreline_drm_destroy_dumb(card.fd, handle)
    }
}
