/// Backup and restore (ADR 037).
extension StoreMessages {
    static let notABackup = "it is not a Scoreline backup (its first line should be {\"format\":\"scoreline-backup\",\"version\":1,…}); nothing was restored."
    static func backupVersion(_ version: Int, supported: Int) -> String {
        "it is backup version \(version); this Scoreline reads up to version \(supported). Update Scoreline to restore it; nothing was restored."
    }
    static let backupNotARegularFile = "it is not a regular file (a pipe or a device?); restore reads a backup file."
    static let backupFileVanished = "it disappeared while the backup was written (a match deleted meanwhile?); nothing was written, run the backup again."
    static let backupTemporaryTaken = "no free name for the temporary file beside it; nothing was written."
    static func backupFileTooLarge(_ path: String, bytes: Int) -> String {
        "Not backed up: \(quotedPath(path)) is \(bytes) bytes, more than the \(Backup.maxFileBytes >> 20) MiB a backup carries per file. Export that match instead (scoreline export)."
    }
    static func backupFull(_ path: String) -> String {
        "Not backed up: \(quotedPath(path)): the backup reached \(Backup.maxBackupBytes >> 30) GiB, the most a restore reads."
    }
    static func backupMissing(_ path: String) -> String { "Not backed up: \(quotedPath(path)): there is no such file." }
    static func backupNotAFile(_ path: String, kind: FileKind) -> String {
        "Not backed up: \(quotedPath(path)) is \(phrase(kind)), and a backup carries regular files only."
    }
    static func backupNotAMatchFolder(_ path: String) -> String {
        "Not backed up: \(quotedPath(path)) is not named by a match id, so it is no match Scoreline stored."
    }
    static func backupNotAnImage(_ path: String) -> String {
        "Not backed up: \(quotedPath(path)) is not a roster picture Scoreline stored (a SHA-256 name ending .jpg or .png)."
    }
    static func backupNotAMatchFile(_ path: String) -> String {
        "Not backed up: \(quotedPath(path)) is not a file Scoreline keeps in a match folder (journal.jsonl, meta.json, snapshot, journal.jsonl.damaged-N)."
    }

    static func backupLineSkipped(_ source: String, line: Int, _ problem: Backup.Problem) -> String {
        "\(quotedPath(source)):\(line): \(backupProblem(problem)) Skipped; the rest of the backup was restored."
    }

    static let acceptedPaths = "accepted: roster.json, current, config/config.toml, queue/000001.json to queue/999999.json, and matches/<match id>/ with journal.jsonl, meta.json, snapshot or journal.jsonl.damaged-N."

    static func backupProblem(_ problem: Backup.Problem) -> String {
        switch problem {
        case .notALine:
            "it is not a backup line (a JSON object with \"path\", \"size\", \"crc32\" and \"data\")."
        case .escapes(let path):
            "the path \(MatchID.quoted(path)) leads out of the data directory; \(acceptedPaths)"
        case .badMatchId(let id, let path):
            "\(MatchID.quoted(path)): \(badMatchId(id))"
        case .unknownPath(let path):
            "\(MatchID.quoted(path)) is no file a backup restores; \(acceptedPaths)"
        case .tooLarge(let size):
            "its size is \(size) bytes; a backup file is 0 to \(Backup.maxFileBytes) bytes."
        case .notBase64:
            "its \"data\" is not base64 (RFC 4648, with padding)."
        case .sizeDiffers(let declared, let actual):
            "its data is \(actual) bytes where its \"size\" says \(declared): the line was changed or damaged."
        case .checksumFails(let declared, let actual):
            "its data fails its check (CRC-32 \(actual), the line says \(MatchID.quoted(declared))): the line was changed or damaged."
        case .lineTooLong(let bytes):
            "the line is \(bytes) bytes, more than the \(Backup.maxLineBytes) a backup line holds."
        case .cutOff(let bytes):
            "the last line stops after \(bytes) bytes without its end: the backup was cut off (a full disk? a copy stopped?)."
        case .repeated(let path, let first):
            "\(MatchID.quoted(path)) is there a second time; the copy on line \(first) was used."
        case .afterEnd:
            "it comes after the backup's last line."
        case .currentTooLong(let bytes):
            "\"current\" is \(bytes) bytes; it holds one match id."
        case .pastLimit:
            "the backup goes on past \(BackupRestorer.maxLines) lines or \(Backup.maxBackupBytes >> 30) GiB, more than a restore reads; nothing after this was read."
        }
    }

    static func backupHasNoEnd(_ source: String, lastLine: Int) -> String {
        "\(quotedPath(source)) ends at line \(lastLine) without the backup's last line ({\"format\":\"scoreline-backup\",\"end\":true,…}): it was cut off. Everything whole before that was restored; a match whose journal was not reached was not."
    }
    static func backupCountDiffers(_ source: String, said: Int, found: Int) -> String {
        "\(quotedPath(source)): its last line says \(said) files, but \(found) lines of files came before it: lines were added or lost."
    }

    static func restoreFolderIsNot(_ kind: FileKind) -> String {
        "it is \(phrase(kind)), not a folder, so nothing is restored through it; nothing was restored."
    }
    static func restoreNotAFolder(_ folder: String, kind: FileKind) -> String {
        "\(quotedPath(folder)) is \(phrase(kind)), not a match folder; it was left as it is."
    }
    static func restoreMatchLinesSkipped(_ lines: [Int]) -> String {
        "line\(lines.count == 1 ? "" : "s") \(lines.map(String.init).joined(separator: ", ")) of it in the backup \(lines.count == 1 ? "was" : "were") skipped, and a match is restored whole or not at all."
    }
    static func restoreMatchIncomplete(_ missing: [String]) -> String {
        "the backup holds no \(missing.joined(separator: " or ")) for it (cut off before them?), so it was not restored."
    }
    static func restoreMatchDiffers(_ folder: String, files: [String]) -> String {
        "a different match with this id is here (\(files.joined(separator: ", ")) differ\(files.count == 1 ? "s" : "")); it was left as it is. To restore the backup's copy, move \(quotedPath(folder)) out of the data directory (keep it: it may hold actions the backup lacks), then restore again."
    }
    static func restoreFileDiffers(_ path: String) -> String {
        "\(quotedPath(path)) is here already with other contents; it was left as it is. To restore the backup's, move it away first, then restore again."
    }
    static func restoreCurrentNamesNoMatch(_ named: String) -> String {
        "it names match \(MatchID.quoted(named)), which was not restored; left out, so no other match becomes current."
    }
    static let restoreNoConfigPath = "no config path was given (--config PATH installs it there if none is); left out."
    static func restoreConfigRefused(_ why: String) -> String {
        "the backup's config would be refused, so it was not installed (the kiosk would not start with it): \(why)"
    }
    static func restoreRenumbered(_ id: String, from: Int, to: Int) -> String {
        "match \(MatchID.quoted(id)) is number \(to) here (\(from) in the backup): a match here has that number, so the restored ones follow the newest here, in their order."
    }
}
