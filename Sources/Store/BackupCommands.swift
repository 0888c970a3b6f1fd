/// `scoreline backup` and `restore` as the commands run them (ADR 037): what each writes to
/// standard output and standard error, and whether it went out or came in whole (exit 2 when
/// not). The files' work is `BackupWriter`'s and `BackupRestorer`'s.
public enum BackupCommands {
    public struct Said: Sendable {
        public var output: String
        public var errors: String
        public var clean: Bool
    }

    /// Backs `store` up to `out` with the config at `config`, else the one at `defaultConfig`
    /// when there is one there (a machine set up by hand may have none: said, not refused).
    public static func backup(_ store: MatchStore, to out: String, config: String?, defaultConfig: String) throws(StoreError) -> Said {
        var errors = ""
        var configPath = config
        if config == nil {
            if (try? store.files.kind(of: defaultConfig)) != nil {
                configPath = defaultConfig
            } else {
                errors += BackupMessages.noDefaultConfig(defaultConfig)
            }
        }
        let report = try BackupWriter(store: store).write(to: out, config: configPath)
        errors += report.leftOut.map { $0 + "\n" }.joined()
        return Said(output: BackupMessages.backedUp(report, to: out), errors: errors, clean: report.leftOut.isEmpty)
    }

    /// Restores `file` into `store`, merging; the refusals said for the command: the
    /// scoreboard to stop, the file missing.
    public static func restore(_ file: String, into store: MatchStore, config: String?, checkConfig: (([UInt8]) -> String?)?) throws -> Said {
        let result = Result { () throws(StoreError) in try BackupRestorer.restore(file, into: store, config: config, checkConfig: checkConfig) }
        switch result {
        case .success(let report):
            return Said(output: BackupMessages.restored(report), errors: BackupMessages.restoreNotes(report), clean: report.isClean)
        case .failure(.busy(let path, let holder)): throw BackupRefusal(BackupMessages.refusedWhileScoring(path, holder: holder))
        case .failure(.notFound): throw BackupRefusal(BackupMessages.noSuchFile(file))
        case .failure(let error): throw error
        }
    }
}

/// A backup or restore refused before anything was written, in one sentence.
public struct BackupRefusal: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
