/// A match, or the `current` file, moved into set-aside/ because it could not be used, and the
/// one sentence that says so: on the board's bottom line, in the log, and from doctor.
public struct SetAside: Sendable, Equatable {
    /// Where it is now.
    public let path: String
    /// The whole story, for the log, `doctor` and the note beside the copy.
    public let sentence: String
    /// What the board says, short enough to read from the far side of the ground: what was
    /// set aside and where, in `set-aside/` (the sentence above, with paths and counts, is a
    /// doctor's read).
    public let boardLine: String
}

/// What `current` says, checked: the kiosk resumes `.match`, and sets `.unusable` aside.
public enum CurrentPointer: Sendable, Equatable {
    case none
    case match(String)
    case unusable(CurrentProblem)
}

/// What a set-aside match folder holds, for the sentence.
enum KeptJournal: Equatable {
    case journal(bytes: Int, intactLines: Int)
    case empty
    case noJournal
    /// The journal (or, `isFolder`, the match's folder itself) is no regular file and was
    /// moved without being opened.
    case unopened(FileKind, isFolder: Bool)
    /// It could not be looked at (a read error): the files are there, whatever they hold.
    case unknown
}

/// Set aside whole, never deleted (ADR 009): a match that cannot be opened at all is moved
/// out of matches/ with everything in it, so the kiosk can start the next match and nobody's
/// bytes are lost to an automatic repair.
extension MatchStore {
    public var setAsideDirectory: String { root + "/set-aside" }

    /// `current`, checked against what is there.
    public func current() -> CurrentPointer {
        guard let kind = try? files.kind(of: currentPath) else { return .none }
        guard kind == .regular else { return .unusable(.notAFile(kind)) }
        guard let id = currentMatchId() else { return .none }
        guard Self.isValidId(id) else { return .unusable(.invalidId) }
        // Only a listing that worked can say the match is gone; a failing disk is not a reason
        // to move anything.
        guard let stored = try? storedIds(), !stored.contains(id) else { return .match(id) }
        return .unusable(.namesMissing(id))
    }

    /// Moves a match that cannot be opened, with everything in its folder, into set-aside/,
    /// clears `current` if it named it, and leaves the sentence beside it.
    /// - Parameter problem: why it cannot be opened, as a clause ("line 1 of … is damaged").
    public func setAside(_ matchId: String, problem: String) throws(StoreError) -> SetAside {
        let wasCurrent = currentMatchId() == matchId
        let destination = try moveAside(directory(of: matchId), as: matchId)
        try files.syncDirectory(root + "/matches")
        let kept = keptJournal(in: destination)
        let sentence = StoreMessages.setAsideMatch(matchId, to: destination, problem: problem, kept: kept)
        try writeNote(sentence, for: destination)
        if wasCurrent { try writeCurrent(nil) }
        return SetAside(path: destination, sentence: sentence, boardLine: StoreMessages.setAsideBoard("Match \(matchId) could not be opened", entry: Self.entryName(destination)))
    }

    /// `set-aside/<entry>`, as the board names it.
    static func entryName(_ destination: String) -> String {
        "set-aside/" + (destination.split(separator: "/").last.map(String.init) ?? destination)
    }

    /// Moves an unusable `current` (a directory, a FIFO, one naming a missing match) into
    /// set-aside/; the next match written makes a new one.
    public func setAsideCurrent(_ problem: CurrentProblem) throws(StoreError) -> SetAside {
        let destination = try moveAside(currentPath, as: "current")
        try files.syncDirectory(root)
        let sentence = StoreMessages.setAsideFile(currentPath, to: destination, problem: StoreMessages.currentProblem(problem, matches: root + "/matches"))
        try writeNote(sentence, for: destination)
        return SetAside(path: destination, sentence: sentence, boardLine: StoreMessages.setAsideBoard("The current file could not be used", entry: Self.entryName(destination)))
    }

    /// Moves a queued match that can never start (the engine refuses its record) into
    /// set-aside/, so the queue goes on to the next one.
    public func setAsideQueued(_ number: Int, problem: String) throws(StoreError) -> SetAside {
        let path = queuePath(number)
        let destination = try moveAside(path, as: "queue-" + String(path.split(separator: "/").last ?? "entry"))
        try files.syncDirectory(root + "/queue")
        let sentence = StoreMessages.setAsideFile(path, to: destination, problem: problem)
        try writeNote(sentence, for: destination)
        return SetAside(path: destination, sentence: sentence, boardLine: StoreMessages.setAsideBoard("Queued match \(number) could not be started", entry: Self.entryName(destination)))
    }

    /// What the kiosk will set aside when it next starts, in the words doctor uses; nil when
    /// it will resume or start normally. Changes nothing and takes no lock.
    public func plannedSetAside() -> String? {
        switch current() {
        case .none:
            return nil
        case .unusable(let problem):
            return StoreMessages.willSetAsideCurrent(currentPath, into: setAsideDirectory, problem: StoreMessages.currentProblem(problem, matches: root + "/matches"))
        case .match(let id):
            guard let problem = openProblem(id) else { return nil }
            return StoreMessages.willSetAsideMatch(id, into: setAsideDirectory, problem: problem, kept: keptJournal(in: directory(of: id)))
        }
    }

    /// The sentences left beside what was set aside, oldest first.
    public func setAsideNotes() -> [String] {
        let names = ((try? files.list(setAsideDirectory)) ?? []).filter { $0.hasSuffix(".txt") }
        return names.compactMap { name in
            guard let bytes = try? files.readRegularFile("\(setAsideDirectory)/\(name)") else { return nil }
            let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
            return String(text.reversed().drop(while: \.isWhitespace).reversed())
        }
    }

    /// Why `open` would refuse the match, found the same way but reading only; nil when it
    /// opens (a damaged tail is not such a problem: recovery keeps the lines before it).
    func openProblem(_ matchId: String) -> String? {
        do throws(StoreError) {
            try checkKinds(matchId)
            let path = journalPath(of: matchId)
            let bytes = try files.readRegularFile(path) ?? []
            if let problem = try Journal.scan(bytes, path: path).openProblem(bytes) { return StoreMessages.problem(problem, path: path) }
            _ = try metaForOpening(matchId)
            return nil
        } catch {
            return error.cannotOpenClause
        }
    }

    /// Renames `path` to set-aside/<name>@<unix time> (made unique), durably.
    private func moveAside(_ path: String, as name: String) throws(StoreError) -> String {
        try files.makeDirectory(setAsideDirectory)
        let stamp = Int(clock.now().timeIntervalSince1970)
        let taken = Set(try files.list(setAsideDirectory))
        var entry = "\(name)@\(stamp)"
        var number = 2
        while taken.contains(entry) || taken.contains(entry + ".txt") {
            entry = "\(name)@\(stamp)-\(number)"
            number += 1
        }
        let destination = "\(setAsideDirectory)/\(entry)"
        try files.rename(path, to: destination)
        try files.syncDirectory(setAsideDirectory)
        return destination
    }

    private func writeNote(_ sentence: String, for destination: String) throws(StoreError) {
        try files.replaceAtomically(destination + ".txt", with: Array((sentence + "\n").utf8))
    }

    /// What the match folder at `folder` holds; a journal is read only if it is a regular file.
    func keptJournal(in folder: String) -> KeptJournal {
        guard let folderKind = try? files.kind(of: folder) else { return .unknown }
        guard folderKind == .directory else { return .unopened(folderKind, isFolder: true) }
        let path = folder + "/journal.jsonl"
        guard let kind = try? files.kind(of: path) else { return .noJournal }
        guard kind == .regular else { return .unopened(kind, isFolder: false) }
        guard let bytes = try? files.readRegularFile(path) else { return .unknown }
        return bytes.isEmpty ? .empty : .journal(bytes: bytes.count, intactLines: Journal.intactLines(bytes))
    }
}

extension StoreError {
    /// Why a match cannot be opened at all, as a clause, when this error says so; nil for an
    /// error that may pass (another writer, a failing disk), which must never move a match.
    public var cannotOpenClause: String? {
        switch self {
        case .unopenable(let path, let problem): StoreMessages.problem(problem, path: path)
        case .notRegularFile(let path, let kind): StoreMessages.problem(.notRegular(kind), path: path)
        case .newerJournal(let path, let version, let supported): StoreMessages.newerJournalClause(path, version: version, supported: supported)
        // An invalid id names no folder of ours: nothing may be moved through it.
        case .system, .unreadable, .notFound, .busy, .dataDirectoryInUse, .alreadyExists, .invalidMatchId, .lineTooLong, .queuedRecordTooLong, .queueFull: nil
        }
    }
}
