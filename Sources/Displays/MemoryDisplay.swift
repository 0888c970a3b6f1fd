import Glibc
import Renderer

/// A screen in memory: two buffers laid out as DRM dumb buffers are (shared mappings, rows
/// padded to a 64-byte pitch), written with the DRM display's own copy (`ScanoutBuffers`) and
/// swapped as a page flip would swap them. What the kiosk benchmarks present to, so their
/// figures count the same work and the same memory as a real screen, minus the flip ioctl.
public final class MemoryDisplay: Display {
    public let scanout: ScanoutBuffers
    private let mappings: [UnsafeMutableRawPointer]
    private let length: Int
    public private(set) var frames = 0

    /// Maps both buffers and leaves them untouched: an anonymous mapping reads as zeros (black)
    /// until written, as a dumb buffer comes from the kernel cleared, so a buffer's pages are
    /// faulted in only when a frame is first drawn into it. Clearing them here wrote 16.6 MB
    /// at 1080p before the first frame, 14 % of a kiosk's start (issue 42, ADR 060).
    public init(size: PixelSize) throws(DisplayError) {
        let pitch = (size.width * 4 + 63) / 64 * 64
        length = pitch * max(1, size.height)
        var mappings: [UnsafeMutableRawPointer] = []
        for _ in 0..<2 {
            let memory = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0)
            guard let memory, memory != MAP_FAILED else {
                for m in mappings { munmap(m, length) }
                throw DisplayError(device: "memory", reason: "cannot map a \(size.width)x\(size.height) buffer: \(String(cString: strerror(errno)))")
            }
            mappings.append(memory)
        }
        self.mappings = mappings
        let length = self.length
        do {
            scanout = ScanoutBuffers(try mappings.map { try Canvas(wrapping: $0, width: size.width, height: size.height, strideBytes: pitch) })
        } catch {
            for m in mappings { munmap(m, length) }
            throw DisplayError(device: "memory", reason: "\(error)")
        }
    }

    deinit {
        for memory in mappings { munmap(memory, length) }
    }

    public var size: PixelSize? { scanout.size }
    public var descriptors: [Int32] { [] }

    public func present(_ frame: any FrameSource, damage: [Rect]) throws(DisplayError) -> Presentation {
        scanout.update(from: frame, damage: damage)
        scanout.swap()
        frames += 1
        return .submitted
    }

    public func service(_ fd: Int32) -> DisplayChange { .none }
    public func reprobe() -> DisplayChange { .none }
    public func close() {}
}
