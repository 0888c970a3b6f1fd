import CDisplayShim
import Glibc
import Logging
import Renderer

/// The scoreboard on a Linux framebuffer device (/dev/fb0): older kernels, boards without a
/// KMS driver, small SPI panels. One buffer on the screen, written in place (no flip), so a
/// frame can tear. XRGB8888 (the renderer's own layout) is copied as it is; RGB565 and BGR565
/// (small SPI panels, older Pi set-ups) get what changed converted with a dither.
public final class FBDevDisplay: Display {
    private let path: String
    private var logger: Logger
    private let console: ConsoleMode
    private var fd: Int32
    private var mapping: Mapping?
    private var lastProblem: String?

    private struct Mapping {
        var memory: UnsafeMutableRawPointer
        var writer: Writer
        var geometry: Geometry
    }

    /// The frame copied straight in (32 bits), or converted (16 bits).
    private enum Writer {
        case direct(ScanoutBuffers)
        case converted(RGB565Scanout)

        var size: PixelSize? {
            switch self {
            case .direct(let buffers): buffers.size
            case .converted(let scanout): scanout.size
            }
        }

        func update(from frame: any FrameSource, damage: [Rect]) {
            switch self {
            case .direct(let buffers): buffers.update(from: frame, damage: damage)
            case .converted(let scanout): scanout.update(from: frame, damage: damage)
            }
        }
    }

    /// What decides the mapping: a change (fbset, a new mode) means mapping again.
    private struct Geometry: Equatable {
        var width: Int, height: Int, xOffset: Int, yOffset: Int, lineLength: Int, memoryLength: Int
        var format: FramebufferFormat

        var summary: String { "\(width)x\(height) (fbdev, \(format.name)\(format == .xrgb8888 ? "" : ", dithered"))" }
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
        if let geometry = mapping?.geometry { logger.info("display: \(path) \(geometry.summary)") }
    }

    deinit { close() }

    public var size: PixelSize? { mapping?.writer.size }
    public var descriptors: [Int32] { [] }
    public func service(_ fd: Int32) -> DisplayChange { .none }

    public func present(_ frame: any FrameSource, damage: [Rect]) throws(DisplayError) -> Presentation {
        guard let mapping, frame.size == mapping.writer.size else { return .held }
        console.enterGraphics()
        mapping.writer.update(from: frame, damage: damage)
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
            logger.info("display: \(path) \(geometry.summary)")
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
        let (variable, fixed) = try FramebufferLayout.screenInfo(fd: fd, path: path)
        let format = try Self.checkFormat(variable, fixed, path: path)
        return Geometry(
            width: Int(variable.xres), height: Int(variable.yres), xOffset: Int(variable.xoffset), yOffset: Int(variable.yoffset),
            lineLength: Int(fixed.line_length), memoryLength: Int(fixed.smem_len), format: format)
    }

    /// XRGB8888, RGB565 or BGR565 (packed true colour); anything else would need a converter
    /// of its own and is refused naming the device, what it is and what to set instead.
    @discardableResult
    static func checkFormat(_ v: fb_var_screeninfo, _ f: fb_fix_screeninfo, path: String) throws(DisplayError) -> FramebufferFormat {
        try FramebufferLayout(v, f).checked(path: path)
    }

    private func map(_ geometry: Geometry) throws(DisplayError) {
        let bytes = geometry.format.bytesPerPixel
        let start = geometry.yOffset * geometry.lineLength + geometry.xOffset * bytes
        // Rows must hold the pixels and start on a pixel boundary (16-bit stores are aligned).
        guard geometry.lineLength >= geometry.width * bytes, geometry.lineLength % bytes == 0 else {
            throw DisplayError(device: path, reason: "has a line length of \(geometry.lineLength) bytes for \(geometry.width) pixels of \(bytes) bytes")
        }
        guard geometry.width > 0, geometry.height > 0, start + geometry.height * geometry.lineLength <= geometry.memoryLength else {
            throw DisplayError(device: path, reason: "reports a \(geometry.width)x\(geometry.height) screen that does not fit its \(geometry.memoryLength) bytes of memory")
        }
        let memory = mmap(nil, geometry.memoryLength, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0)
        guard let memory, memory != UnsafeMutableRawPointer(bitPattern: -1) else {
            throw DisplayError(device: path, reason: "mmap failed: \(String(cString: strerror(errno)))")
        }
        // The visible part starts at the panning offset (a console may have scrolled it).
        let size = PixelSize(width: geometry.width, height: geometry.height)
        if geometry.format != .xrgb8888 {
            let scanout = RGB565Scanout(
                memory: memory + start, size: size, strideBytes: geometry.lineLength, order: geometry.format == .rgb565 ? .rgb : .bgr)
            mapping = Mapping(memory: memory, writer: .converted(scanout), geometry: geometry)
            return
        }
        let canvas: Canvas
        do {
            canvas = try Canvas(wrapping: memory + start, width: geometry.width, height: geometry.height, strideBytes: geometry.lineLength)
        } catch {
            munmap(memory, geometry.memoryLength)
            throw DisplayError(device: path, reason: "has a line length of \(geometry.lineLength) bytes for \(geometry.width) pixels")
        }
        mapping = Mapping(memory: memory, writer: .direct(ScanoutBuffers([canvas])), geometry: geometry)
    }

    private func unmap() {
        guard let mapping else { return }
        munmap(mapping.memory, mapping.geometry.memoryLength)
        self.mapping = nil
    }
}
