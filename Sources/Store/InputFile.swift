#if canImport(Glibc)
import Glibc
#endif

/// A file a person names (a config file, a match to add or queue, an export to import), read
/// with the rules the store applies to its own files: a regular file only, opened so that it
/// cannot block (`O_NONBLOCK`: a FIFO never waits for a writer), its size checked before a
/// byte is read, and reading stopped once past the limit (a file may grow while it is read).
/// Every command reads its inputs here, so no door reads without a limit (promise 8).
public struct InputFile: Sendable {
    /// What the file must be, for the refusal: "a config file".
    public let what: String
    /// The most bytes it may hold.
    public let limit: Int

    public init(what: String, limit: Int) {
        self.what = what
        self.limit = limit
    }

    /// Configs are a few KiB; 1 MiB leaves room for long preset rosters.
    public static let config = InputFile(what: "a config file", limit: 1 << 20)
    /// `scoreline add`: a whole match as JSON Lines, as large as an export may be.
    public static let match = InputFile(what: "a match file (JSON Lines)", limit: MatchExport.maxFileBytes)
    /// `queue add`: one newMatch record, pretty-printed at most; the record itself must fit a
    /// journal line (64 KiB), which the queue checks after reading.
    public static let newMatch = InputFile(what: "a newMatch record file", limit: 1 << 20)
    /// `import`: an export.
    public static let export = InputFile(what: "an export file", limit: MatchExport.maxFileBytes)

    /// The file's bytes. Throws `.notFound("file …")` when nothing is at `path`, and
    /// `.unreadable` with a sentence naming the file and what is accepted for anything else
    /// that is not a regular file within the limit.
    public func read(_ path: String) throws(StoreError) -> [UInt8] {
        let fd = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .notFound("file \(StoreMessages.quotedPath(path))") }
            // A socket cannot be opened at all (ENXIO).
            if code == ENXIO { throw .unreadable(path: path, why: StoreMessages.inputNotRegular(.socket, self)) }
            throw .system(operation: "open", path: path, errno: code)
        }
        defer { _ = Glibc.close(fd) }
        var status = stat()
        if fstat(fd, &status) != 0 { throw .system(operation: "stat", path: path, errno: errno) }
        let kind = PosixFileLayer.kind(status.st_mode)
        guard kind == .regular else { throw .unreadable(path: path, why: StoreMessages.inputNotRegular(kind, self)) }
        guard status.st_size <= limit else { throw .unreadable(path: path, why: StoreMessages.inputTooLarge(Int(status.st_size), self)) }
        return try PosixFileLayer.readAll(fd, path: path, limit: limit, length: Int(status.st_size)) { read in
            .unreadable(path: path, why: StoreMessages.inputTooLarge(read, self))
        }
    }

    /// "a regular file of at most 1 MiB".
    var accepted: String {
        limit >= 1 << 20 ? "a regular file of at most \(limit >> 20) MiB" : "a regular file of at most \(limit >> 10) KiB"
    }
}

extension StoreMessages {
    static func inputNotRegular(_ kind: FileKind, _ file: InputFile) -> String {
        "it is \(phrase(kind)), not a file that can be read; \(file.what) must be \(file.accepted). Nothing was read."
    }
    static func inputTooLarge(_ bytes: Int, _ file: InputFile) -> String {
        "it holds at least \(bytes) bytes; \(file.what) must be \(file.accepted). Nothing was read."
    }
}
