/// The sentences about a match or a `current` that could not be used (ADR 009). Each names the
/// file at fault and what was kept; the kiosk's and doctor's share their clauses.
extension StoreMessages {
    static func phrase(_ kind: FileKind) -> String {
        switch kind {
        case .regular: "a regular file"
        case .directory: "a directory"
        case .symbolicLink: "a symbolic link"
        case .fifo: "a FIFO (named pipe)"
        case .socket: "a socket"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .other: "an unknown kind of file"
        }
    }

    /// Why the match cannot be opened, e.g. "line 1 of …/journal.jsonl is damaged".
    static func problem(_ problem: OpenProblem, path: String) -> String {
        switch problem {
        case .missing: "\(path) is missing"
        case .notRegular(let kind): "\(path) is \(phrase(kind)), not a regular file"
        case .notAFolder(let kind): "\(path) is \(phrase(kind)), not a match folder"
        case .empty: "\(path) is empty"
        case .firstLineDamaged: "line 1 of \(path) is damaged"
        case .firstLineCutOff: "line 1 of \(path) was cut off (the match's first write never finished)"
        case .startsAt(let seq): "\(path) starts at action \(seq), not 1"
        case .metadataMissing: "\(path) is missing"
        case .metadataInvalid: "\(path) is not valid match metadata"
        }
    }

    static func newerJournalClause(_ path: String, version: Int, supported: Int) -> String {
        "\(path) was written by a newer Scoreline (journal format \(version); this one reads up to \(supported))"
    }

    static func currentProblem(_ problem: CurrentProblem, matches: String) -> String {
        switch problem {
        case .notAFile(let kind): "it is \(phrase(kind)), not a file naming the match in play"
        case .namesMissing(let id): "it names match \(id), which is not in \(matches)"
        case .invalidId: "it does not hold a match id (a match id is 1 to \(MatchID.maxCharacters) letters, digits, '-', '_' or '.', and does not start with '.')"
        }
    }

    /// What the set-aside copy holds; `done` is false for what the kiosk will do.
    static func kept(_ kept: KeptJournal, done: Bool) -> String {
        let will = done ? "is" : "will be"
        switch kept {
        case .journal(let bytes, let lines):
            return "its journal (\(bytes) \(bytes == 1 ? "byte" : "bytes"), \(lines) intact \(lines == 1 ? "line" : "lines")) \(will) kept there"
        case .empty:
            return "its empty journal \(will) kept there"
        case .noJournal:
            return "its other files \(done ? "are" : "will be") kept there"
        case .unopened(let kind, let isFolder):
            return isFolder ? "it \(will) moved there unopened" : "its journal, \(phrase(kind)), \(will) moved there unopened"
        case .unknown:
            return "its files \(done ? "are" : "will be") kept there"
        }
    }

    static func setAsideMatch(_ matchId: String, to destination: String, problem: String, kept: KeptJournal) -> String {
        "Set aside match \(matchId) whole in \(destination), nothing deleted: \(problem); \(self.kept(kept, done: true))."
    }

    /// The board's line: `what` is "Match m1 could not be opened", and the like.
    static func setAsideBoard(_ what: String, entry: String) -> String {
        "\(what): set aside whole in \(entry), nothing deleted."
    }

    static func willSetAsideMatch(_ matchId: String, into directory: String, problem: String, kept: KeptJournal) -> String {
        "Match \(matchId) cannot be opened: \(problem); the scoreboard will set it aside whole in \(directory)/ and start the next match, nothing deleted: \(self.kept(kept, done: false))."
    }

    /// `current`, or a queued match, moved aside.
    static func setAsideFile(_ path: String, to destination: String, problem: String) -> String {
        "Set aside \(path) in \(destination), nothing deleted: \(problem)."
    }

    static func willSetAsideCurrent(_ path: String, into directory: String, problem: String) -> String {
        "\(path) cannot be used: \(problem); the scoreboard will set it aside in \(directory)/ and start the next match, nothing deleted."
    }

    /// `.unopenable` as a whole message, for a command that met it (`matches edit`).
    static func unopenable(_ problem: OpenProblem, path: String) -> String {
        let clause = self.problem(problem, path: path)
        return clause.prefix(1).uppercased() + clause.dropFirst() + ": the match cannot be opened, and nothing in it was changed. The scoreboard sets such a match aside whole when it is current (see docs/storage.md)."
    }

    static func notRegularFile(_ path: String, kind: FileKind) -> String {
        "\(path) is \(phrase(kind)), not a regular file: Scoreline opens only regular files (a FIFO or a device could stop it for good)."
    }

    /// The match a journal path belongs to: `<root>/matches/<id>/journal.jsonl`.
    static func matchId(ofJournal path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[parts.count - 1] == "journal.jsonl", parts[parts.count - 3] == "matches" else { return nil }
        return String(parts[parts.count - 2])
    }
}
