import CZlib
import FoundationEssentials

/// The backup file (`scoreline backup`, docs/storage.md, ADR 037): the whole data directory as
/// JSON Lines, one file a line, so a damaged or cut-off line costs that file only.
///
///     {"format":"scoreline-backup","version":1,"created":"2026-11-22T05:00:00Z"}
///     {"path":"roster.json","size":412,"crc32":"0a1b2c3d","data":"<base64>"}
///     {"path":"matches/final/meta.json","size":…,"crc32":…,"data":…}
///     {"path":"matches/final/journal.jsonl","size":…,"crc32":…,"data":…}
///     {"format":"scoreline-backup","end":true,"files":3}
///
/// The last line says the backup is whole: the writer only knows how many files went in once
/// they have, and a backup without it was cut off. Each match's journal comes last of its
/// folder, so a cut-off backup never holds a journal without the rest of its match.
///
/// This file holds the format and the pure line decoder (no file system: a fuzzer can call
/// it on any bytes); `BackupWriter` writes a backup and `BackupRestorer` merges one back.
public enum Backup {
    public static let format = "scoreline-backup"
    public static let version = 1
    /// The largest file a backup carries: 16 MiB, eight times the journal of a five-day match
    /// (15,000 actions, about 2 MB), so one line never needs more memory than that.
    public static let maxFileBytes = 16 << 20
    /// A line: the base64 of the largest file, and room for its path and fields.
    public static let maxLineBytes = (maxFileBytes + 2) / 3 * 4 + 4096
    /// The most a restore reads of one backup, and the most a backup writes: 4 GiB, far past a
    /// club's seasons, so a hostile file cannot fill the card through a restore.
    public static let maxBackupBytes = 4 << 30
    /// Where the config file is kept inside a backup, whatever its path on the machine.
    public static let configEntry = "config/config.toml"
    /// `current` holds one match id; anything longer is not one.
    static let maxCurrentBytes = 4096

    /// What a backup path restores to, checked: the only paths a backup may hold.
    public enum Item: Sendable, Hashable {
        case roster
        case current
        case config
        case queued(Int)
        /// A file of a match's folder: its name is one `isMatchFileName` accepts.
        case matchFile(MatchID, String)
        /// A roster picture in `images/` (ADR 053): its name is one `isImageFileName` accepts.
        case image(String)

        /// The path inside the backup (and inside the data directory, but for the config).
        public var path: String {
            switch self {
            case .roster: "roster.json"
            case .current: "current"
            case .config: Backup.configEntry
            case .queued(let number): "queue/" + MatchStore.queueFileName(number)
            case .matchFile(let id, let name): "matches/\(id.rawValue)/\(name)"
            case .image(let name): "images/" + name
            }
        }
    }

    /// A file read back from a backup line, its checksum and size verified.
    public struct File: Sendable, Equatable {
        public let item: Item
        public let bytes: [UInt8]
    }

    /// Why a line is skipped (`StoreMessages.backupProblem` says it with what is accepted).
    public enum Problem: Error, Sendable, Equatable {
        case notALine
        case escapes(String)
        case badMatchId(String, path: String)
        case unknownPath(String)
        case tooLarge(Int)
        case notBase64
        case sizeDiffers(declared: Int, actual: Int)
        case checksumFails(declared: String, actual: String)
        case lineTooLong(Int)
        case cutOff(Int)
        case repeated(String, firstLine: Int)
        case afterEnd
        case currentTooLong(Int)
        case pastLimit
    }

    /// A line that was not a file: why, and the item when its path was good (a match with a
    /// skipped file is not restored, as it would be restored short of it).
    public struct Rejected: Error, Sendable, Equatable {
        public let item: Item?
        public let problem: Problem
    }

    /// One decoded line after the header.
    public enum Line: Sendable, Equatable {
        case file(File)
        /// The last line: how many files the writer wrote.
        case end(files: Int)
    }

    struct Header: Codable {
        var format: String
        var version: Int
        var created: String?
    }

    /// Every field a line after the header may have: a file's four, or the end's two.
    struct Fields: Codable {
        var path: String?
        var size: Int?
        var crc32: String?
        var data: String?
        var format: String?
        var end: Bool?
        var files: Int?
    }

    /// The header line's version, or why this is not a backup this Scoreline reads.
    public static func decodeHeader(_ line: ArraySlice<UInt8>, source: String) throws(StoreError) -> Int {
        guard line.count <= 4096, let header = try? JSONDecoder().decode(Header.self, from: Data(line)), header.format == format else {
            throw .unreadable(path: source, why: StoreMessages.notABackup)
        }
        guard (1...version).contains(header.version) else {
            throw .unreadable(path: source, why: StoreMessages.backupVersion(header.version, supported: version))
        }
        return header.version
    }

    /// A line after the header: a file, checked (its path one a backup may hold, its data
    /// base64 of the size and CRC-32 the line states), or the end line.
    public static func decodeLine(_ line: ArraySlice<UInt8>) -> Result<Line, Rejected> {
        guard line.count <= maxLineBytes else { return .failure(Rejected(item: nil, problem: .lineTooLong(line.count))) }
        guard let fields = try? JSONDecoder().decode(Fields.self, from: Data(line)) else {
            return .failure(Rejected(item: nil, problem: .notALine))
        }
        if fields.path == nil, fields.format == format, fields.end == true, let files = fields.files {
            return .success(.end(files: files))
        }
        guard let path = fields.path, let size = fields.size, let declared = fields.crc32, let text = fields.data else {
            return .failure(Rejected(item: nil, problem: .notALine))
        }
        let item: Item
        switch Self.item(path) {
        case .success(let found): item = found
        case .failure(let problem): return .failure(Rejected(item: nil, problem: problem))
        }
        guard (0...maxFileBytes).contains(size) else { return .failure(Rejected(item: item, problem: .tooLarge(size))) }
        guard let data = Data(base64Encoded: text) else { return .failure(Rejected(item: item, problem: .notBase64)) }
        let bytes = Array(data)
        guard bytes.count == size else {
            return .failure(Rejected(item: item, problem: .sizeDiffers(declared: size, actual: bytes.count)))
        }
        let actual = JournalLine.hex(checksum(bytes))
        // Compared as the writer writes it: eight lowercase hex digits.
        guard declared == actual else {
            return .failure(Rejected(item: item, problem: .checksumFails(declared: declared, actual: actual)))
        }
        return .success(.file(File(item: item, bytes: bytes)))
    }

    /// The item a path names, or why none: only the fixed names below, each part checked, so
    /// nothing (`..`, an absolute path, a NUL, a link's name) can lead out of the directory.
    public static func item(_ path: String) -> Result<Item, Problem> {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if path.hasPrefix("/") || parts.contains(where: { $0 == ".." }) { return .failure(.escapes(path)) }
        switch parts.count {
        case 1 where path == "roster.json": return .success(.roster)
        case 1 where path == "current": return .success(.current)
        case 2 where path == configEntry: return .success(.config)
        case 2 where parts[0] == "queue":
            guard let number = MatchStore.queueNumber(parts[1]) else { return .failure(.unknownPath(path)) }
            return .success(.queued(number))
        case 2 where parts[0] == "images":
            guard isImageFileName(parts[1]) else { return .failure(.unknownPath(path)) }
            return .success(.image(parts[1]))
        case 3 where parts[0] == "matches":
            guard let id = MatchID(parts[1]) else { return .failure(.badMatchId(parts[1], path: path)) }
            guard isMatchFileName(parts[2]) else { return .failure(.unknownPath(path)) }
            return .success(.matchFile(id, parts[2]))
        default:
            return .failure(.unknownPath(path))
        }
    }

    /// The files a match folder holds that a backup carries: the journal, its metadata, its
    /// snapshot and what recovery set aside (`journal.jsonl.damaged-N`, never deleted).
    /// Temporaries of an interrupted write are not the match. A match's photos
    /// (`photo-<sha256>.jpg`, ADR 056) are its files too.
    public static func isMatchFileName(_ name: String) -> Bool {
        if name == "journal.jsonl" || name == "meta.json" || name == "snapshot" { return true }
        if MatchStore.isPhotoFileName(name) { return true }
        let prefix = "journal.jsonl.damaged-"
        guard name.hasPrefix(prefix) else { return false }
        let digits = name.utf8.dropFirst(prefix.utf8.count)
        return (1...9).contains(digits.count) && digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// A stored roster picture's name (ADR 053): the SHA-256 of its bytes as 64 lower-case hex
    /// digits, then `.jpg` or `.png`. The one check of such a name: the images' store and a
    /// roster's references use it too, so a name can only ever be a file in `images/`.
    public static func isImageFileName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.count == 68 else { return false }
        let hex = bytes[0..<64].allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
        let suffix = String(decoding: bytes[64...], as: UTF8.self)
        return hex && (suffix == ".jpg" || suffix == ".png")
    }

    /// One file's line, newline included.
    static func line(_ item: Item, _ bytes: [UInt8]) -> [UInt8] {
        // The path goes through the encoder (a match id may hold any script); base64 and hex
        // need no escaping.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let path = (try? encoder.encode(item.path)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
        let text = "{\"path\":\(path),\"size\":\(bytes.count),\"crc32\":\"\(JournalLine.hex(checksum(bytes)))\",\"data\":\"\(Data(bytes).base64EncodedString())\"}\n"
        return Array(text.utf8)
    }

    static func headerLine(created: String) -> [UInt8] {
        Array("{\"format\":\"\(format)\",\"version\":\(version),\"created\":\"\(created)\"}\n".utf8)
    }

    static func endLine(files: Int) -> [UInt8] {
        Array("{\"format\":\"\(format)\",\"end\":true,\"files\":\(files)}\n".utf8)
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
    }
}
