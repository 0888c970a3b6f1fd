import CDisplayShim
import Glibc
import Logging

/// The scoreboard on a Linux framebuffer device (/dev/fb0): older kernels, boards without a
/// KMS driver, small SPI panels. One buffer on the screen, written in place (no flip), so a
/// frame can tear; 32 bits per pixel XRGB only, the renderer's own layout.
public final class FBDevDisplay: Display {
    private let path: String
    private var logger: Logger
    private let console: ConsoleMode
    private var fd: Int32
    private var mapping: Mapping?
    private var lastProblem: String?

    private struct Mapping {
        var memory: UnsafeMutableRawPointer
        var buffers: ScanoutBuffers
        var geometry: Geometry
    }

    /// What decides the mapping: a change (fbset, a new mode) means mapping again.
    private struct Geometry: Equatable {
        var width: Int, height: Int, xOffset: Int, yOffset: Int, lineLength: Int, memoryLength: Int
    }

    public init(path: String = "/dev/fb0", logger: Logger = Logger(label: "scoreline.display")) throws(DisplayError) {
        self.path = path
        self.logger = logger
        console = ConsoleMode(logger: logger)
        fd = open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { throw .cannotOpen(path, errno: errno) }
        do {
            try map(readGeometry())
        } catch {
            Glibc.close(fd)
            throw error
        }
        if let size { logger.info("display: \(path) \(size) (fbdev, 32 bpp)") }
    }

    deinit { close() }

    public var size: PixelSize? { mapping?.buffers.size }
    public var descriptors: [Int32] { [] }
    public func service(_ fd: Int32) -> DisplayChange { .none }

    public func present(_ frame: any FrameSource, damage: [Rect]) throws(DisplayError) -> Presentation {
        guard let mapping, frame.size == mapping.buffers.size else { return .held }
        console.enterGraphics()
        mapping.buffers.update(from: frame, damage: damage)
        return .submitted
    }

    /// A mode changed with fbset (or by the driver) is mapped again at its new size.
    public func reprobe() -> DisplayChange {
        guard fd >= 0 else { return .none }
        do {
            let geometry = try readGeometry()
            guard geometry != mapping?.geometry else { return .none }
            unmap()
            try map(geometry)
            lastProblem = nil
            logger.info("display: \(path) \(geometry.width)x\(geometry.height) (fbdev, 32 bpp)")
        } catch {
            let had = mapping != nil
            unmap()
            if error.description != lastProblem { logger.error("no screen: \(error)") }
            lastProblem = error.description
            return had ? .resized(nil) : .none
        }
        return .resized(size)
    }

    public func close() {
        unmap()
        console.restore()
        if fd >= 0 { Glibc.close(fd) }
        fd = -1
    }

    private func readGeometry() throws(DisplayError) -> Geometry {
        var variable = fb_var_screeninfo()
        var fixed = fb_fix_screeninfo()
        guard scoreline_fb_get_var(fd, &variable) == 0, scoreline_fb_get_fix(fd, &fixed) == 0 else {
            throw DisplayError(device: path, reason: "is not a framebuffer device (\(String(cString: strerror(errno))))")
        }
        try Self.checkFormat(variable, fixed, path: path)
        return Geometry(
            width: Int(variable.xres), height: Int(variable.yres), xOffset: Int(variable.xoffset), yOffset: Int(variable.yoffset),
            lineLength: Int(fixed.line_length), memoryLength: Int(fixed.smem_len))
    }

    /// 32 bits per pixel with red, green and blue in the bytes XRGB8888 puts them: anything else
    /// would need converting every pixel and is refused with what to set instead.
    static func checkFormat(_ v: fb_var_screeninfo, _ f: fb_fix_screeninfo, path: String) throws(DisplayError) {
        let accepted = "Scoreline draws 32 bits per pixel (XRGB8888) only: set a 32-bit mode (`fbset -depth 32`; on a Raspberry Pi framebuffer_depth=32 in config.txt) or use the DRM output"
        guard v.bits_per_pixel == 32 else {
            throw DisplayError(device: path, reason: "the framebuffer is \(v.bits_per_pixel) bits per pixel; \(accepted)")
        }
        let layout = (v.red.offset, v.red.length, v.green.offset, v.green.length, v.blue.offset, v.blue.length)
        guard f.type == UInt32(FB_TYPE_PACKED_PIXELS), f.visual == UInt32(FB_VISUAL_TRUECOLOR), layout == (16, 8, 8, 8, 0, 8) else {
            throw DisplayError(
                device: path,
                reason: "the framebuffer is 32 bits per pixel but not XRGB8888 (red at bit \(v.red.offset), green at \(v.green.offset), blue at \(v.blue.offset)); \(accepted)")
        }
    }

    private func map(_ geometry: Geometry) throws(DisplayError) {
        let start = geometry.yOffset * geometry.lineLength + geometry.xOffset * 4
        guard geometry.width > 0, geometry.height > 0, start + geometry.height * geometry.lineLength <= geometry.memoryLength else {
            throw DisplayError(device: path, reason: "reports a \(geometry.width)x\(geometry.height) screen that does not fit its \(geometry.memoryLength) bytes of memory")
        }
        let memory = mmap(nil, geometry.memoryLength, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0)
        guard let memory, memory != UnsafeMutableRawPointer(bitPattern: -1) else {
            throw DisplayError(device: path, reason: "mmap failed: \(String(cString: strerror(errno)))")
        }
        // The visible part starts at the panning offset (a console may have scrolled it).
        let canvas: Canvas
        do {
            canvas = try Canvas(wrapping: memory + start, width: geometry.width, height: geometry.height, strideBytes: geometry.lineLength)
        } catch {
            munmap(memory, geometry.memoryLength)
            throw DisplayError(device: path, reason: "has a line length of \(geometry.lineLength) bytes for \(geometry.width) pixels")
        }
        mapping = Mapping(memory: memory, buffers: ScanoutBuffers([canvas]), geometry: geometry)
    }

    private func unmap() {
        guard let mapping else { return }
        munmap(mapping.memory, mapping.geometry.memoryLength)
        self.mapping = nil
    }
}
