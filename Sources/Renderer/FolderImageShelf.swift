import Glibc
import Logging

/// Images read from one folder (the data directory's sponsors folder), by plain file name.
/// Each file is decoded once and kept: a sponsor comes back every few overs, and the fitted
/// copies the renderer draws are made from it.
public final class FolderImageShelf: ImageShelf {
    /// The largest side accepted. A 4K screen is 3840 wide, so a larger image only costs memory
    /// (4096x4096 is 64 MiB decoded, already a lot beside a Pi's frame buffers).
    public static let maxSide = 4096
    /// The most decoded pixels kept for all the sponsors together: a Pi with 1 GB shares it
    /// with the frame buffers, so twenty 4096x4096 logos must not all be decoded and kept.
    /// 128 MiB holds two of the largest, or dozens of screen-sized ones.
    public static let maxDecodedBytes = 128 << 20
    /// Shared with the roster's pictures on a kiosk (ADR 055); this shelf's own part of it.
    private let budget: DecodedBudget
    private var decodedBytes = 0

    public let folder: String
    private var decoded: [String: Canvas] = [:]
    /// Names already found unusable, so a missing file is logged once, not every frame.
    private var refused: Set<String> = []
    private let logger = Logger(label: "scoreline.images")

    public convenience init(folder: String, maxDecodedBytes: Int = FolderImageShelf.maxDecodedBytes) {
        self.init(folder: folder, budget: DecodedBudget(limit: maxDecodedBytes))
    }

    /// A shelf whose decoded images count against `budget`, which others may share.
    public init(folder: String, budget: DecodedBudget) {
        self.folder = folder
        self.budget = budget
    }

    /// Whether `name` is a plain file name: no folder part, no `..`, nothing hidden, no NUL.
    /// The name comes from a board, which may come from a config file or another display.
    public static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && !name.contains("\0") && !name.hasPrefix(".")
    }

    /// Decodes `name` (and keeps it), or says what is wrong with it, naming the file: for the
    /// CLI to check every sponsor image when it starts.
    @discardableResult
    public func check(_ name: String) throws(RendererError) -> PixelSize {
        try load(name).size
    }

    public func image(named name: String) -> Canvas? {
        if let canvas = decoded[name] { return canvas }
        guard !refused.contains(name) else { return nil }
        do {
            return try load(name)
        } catch {
            refused.insert(name)
            logger.warning("\(error)")
            return nil
        }
    }

    /// Forgets every decoded image (the folder's files changed); the renderer's fitted copies
    /// go with them.
    public func reload() {
        decoded.removeAll()
        refused.removeAll()
        budget.give(decodedBytes)
        decodedBytes = 0
        generation += 1
    }

    public private(set) var generation = 0

    private func load(_ name: String) throws(RendererError) -> Canvas {
        if let canvas = decoded[name] { return canvas }
        guard Self.isPlainName(name) else { throw .imageName(name) }
        let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
        guard access(path, R_OK) == 0 else {
            throw .imageUnusable(path: path, reason: "there is no such file in \(folder), or it cannot be read")
        }
        // Only a regular file (a link to one is fine): libpng's blocking read of a FIFO or a
        // device would stall the loop that records every ball.
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw .imageUnusable(path: path, reason: "it is not a regular file")
        }
        // The budget is checked from the header, before any pixel memory is taken.
        let canvas = try ImageFile.readImage(path, maxSide: Self.maxSide, maxBytes: budget.remaining)
        let bytes = canvas.size.width * canvas.size.height * 4
        guard budget.take(bytes) else {
            throw .imageUnusable(path: path, reason: "the images already decoded fill their \(budget.limit >> 20) MiB")
        }
        decodedBytes += bytes
        decoded[name] = canvas
        return canvas
    }
}
