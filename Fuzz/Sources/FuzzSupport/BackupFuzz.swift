import Store

/// The backup target: arbitrary bytes as a backup file, each line through the decoders restore
/// uses. Whatever a line says, a file it yields is one a backup may hold: a path inside the
/// data directory (no `..`, not absolute, no empty part), bytes within the size limit, and the
/// item's path is the one it was read from.
public enum BackupFuzz {
    public static func run(_ bytes: [UInt8]) {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard let first = lines.first else { return }
        _ = try? Backup.decodeHeader(first, source: "fuzz.backup")
        for line in lines.dropFirst() {
            guard case .success(.file(let file)) = Backup.decodeLine(line) else { continue }
            let path = file.item.path
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            if path.hasPrefix("/") || parts.contains("..") || parts.contains("") || parts.contains(".") {
                finding("a backup line yielded the path \(path.debugDescription)")
            }
            if file.bytes.count > Backup.maxFileBytes {
                finding("a backup line yielded \(file.bytes.count) bytes, past the limit")
            }
            guard case .success(let item) = Backup.item(path), item == file.item else {
                finding("the item \(path.debugDescription) does not read back as itself")
            }
        }
    }
}
