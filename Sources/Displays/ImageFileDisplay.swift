import Glibc
import Renderer

/// Frames written to an image file (PNG, or PPM by its extension): the output of a machine
/// without a screen, and what the tests look at. The file is replaced whole (temp + rename),
/// so a viewer never reads half a frame; its size is fixed. The whole frame is kept in memory
/// to encode it; what changed is written into it from the frame source, as on a screen.
public final class ImageFileDisplay: Display {
    public let path: String
    public let size: PixelSize?
    private let image: ScanoutBuffers

    public init(path: String, size: PixelSize) {
        self.path = path
        self.size = size
        image = ScanoutBuffers([Canvas(width: size.width, height: size.height)])
    }

    /// Removes the temporary frames (`<name>.tmp-<pid>.<ext>`) that a kiosk killed while
    /// writing one left beside `path` (issue 39: 274 after a day of kills), those of processes
    /// that are gone; returns the paths removed, for one log line.
    public static func removeLeftovers(beside path: String) -> [String] {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var removed: [String] = []
        while let entry = readdir(dir) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix(while: { $0 != 0 }), as: UTF8.self) }
            guard entryName.hasPrefix(name + ".tmp-") else { continue }
            let rest = entryName.dropFirst(name.count + 5)
            guard let pid = Int32(rest.prefix(while: \.isNumber)), pid > 0, kill(pid, 0) != 0, errno == ESRCH else { continue }
            let leftover = folder + "/" + entryName
            if unlink(leftover) == 0 { removed.append(leftover) }
        }
        return removed
    }

    public var descriptors: [Int32] { [] }
    public func service(_ fd: Int32) -> DisplayChange { .none }
    public func reprobe() -> DisplayChange { .none }
    public func close() {}

    /// Writes the whole file at each frame: a file has no previous frame to patch.
    public func present(_ frame: any FrameSource, damage: [Rect]) throws(DisplayError) -> Presentation {
        guard frame.size == size, let canvas = image.buffers.first else { return .held }
        image.update(from: frame, damage: damage)
        // The temporary file keeps the extension: ImageFile picks PNG or PPM by it.
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let dot = name.lastIndex(of: ".")
        let suffix = dot.map { String(name[name.index(after: $0)...]) }.flatMap { $0.isEmpty ? nil : $0 } ?? "png"
        let temporary = "\(path).tmp-\(getpid()).\(suffix)"
        do {
            try ImageFile.write(canvas, to: temporary)
        } catch {
            unlink(temporary)
            if case .imageWrite(_, let reason) = error { throw DisplayError(device: path, reason: "cannot write it: \(reason)") }
            throw DisplayError(device: path, reason: error.description)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw DisplayError(device: path, reason: "cannot replace it: \(reason)")
        }
        return .submitted
    }
}
