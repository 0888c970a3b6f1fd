import FoundationEssentials
import Logging
import Store
import Synchronization

/// The scorers' tokens (docs/remote.md, ADR 027): 32 random bytes each, handed to the phone
/// once as a cookie and kept on disk only as SHA-256 in `<data>/remote/tokens.json`, written
/// atomically. The file is read again whenever it changed, so `scoreline remote revoke` takes
/// effect at the kiosk's next request. A file that cannot be read accepts no scorer and is not
/// overwritten until a phone pairs again. Safe from any thread; the kiosk and the CLI take
/// `tokens.lock` around every change, so neither undoes the other's.
public final class TokenBook: Sendable {
    public static let cookieName = "scoreline_scorer"
    /// `lastUsed` is written at most this often per token, so a phone's taps do not each
    /// write the disk.
    public static let lastUsedEvery: Double = 60

    /// nil: kept in memory only (tests, and the default of a `RemoteApp` made without one).
    public let path: String?
    /// Tokens older than this are refused; the cookie's Max-Age says the same.
    public let lifetimeDays: Int
    private let files: any FileLayer
    private let clock: any WallClock
    private let logger: Logger

    private struct State: ~Copyable {
        var file = TokenFile()
        /// The bytes `file` was read from; nil: nothing read yet.
        var seen: [UInt8]?
        /// Why the file on disk is not usable; nil when it is.
        var problem: String?
    }

    private let state = Mutex(State())

    public init(path: String?, lifetimeDays: Int = 180, files: any FileLayer = PosixFileLayer(), clock: any WallClock = SystemClock(),
                logger: Logger = Logger(label: "scoreline.remote")) {
        self.path = path
        self.lifetimeDays = lifetimeDays
        self.files = files
        self.clock = clock
        self.logger = logger
    }

    /// `<data>/remote/tokens.json`.
    public static func path(dataDirectory: String) -> String { dataDirectory + "/remote/tokens.json" }

    /// The CSRF value of a token: pages carry it, writes echo it in `X-Scoreline-CSRF`.
    public static func csrf(forToken token: String) -> String { hex(SHA256Digest.hash(Array(("scoreline-csrf:" + token).utf8))) }

    static func hash(ofToken token: String) -> String { hex(SHA256Digest.hash(Array(token.utf8))) }

    static func hex(_ bytes: [UInt8]) -> String { SHA256Digest.hex(bytes) }

    /// A token's text: 64 lowercase hex digits. Anything else is no token, before any hashing.
    static func isWellFormed(_ token: String) -> Bool {
        token.utf8.count == 64 && token.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    // MARK: - The kiosk

    /// The scorer a cookie's token names, or nil (unknown, revoked, expired, or the file is
    /// unusable). Notes the use at most once a minute.
    public func scorer(forToken token: String) -> ScorerPass? {
        guard Self.isWellFormed(token) else { return nil }
        let hash = Self.hash(ofToken: token)
        let now = clock.now()
        let due = state.withLock { state -> (entry: TokenEntry, touch: Bool)? in
            refresh(&state)
            guard state.problem == nil, let entry = state.file.tokens.first(where: { $0.hash == hash }), !isExpired(entry, now: now) else { return nil }
            let last = entry.lastUsed.flatMap(Self.date(_:))
            return (entry, last.map { now.timeIntervalSince($0) >= Self.lastUsedEvery || now < $0 } ?? true)
        }
        guard let due else { return nil }
        if due.touch { touch(id: due.entry.id, at: now) }
        return ScorerPass(tokenId: due.entry.id, csrf: Self.csrf(forToken: token))
    }

    /// A new token for a phone that typed the right code: its text (for the cookie, never
    /// stored) and its entry. A file that was unusable is replaced, as its log message said.
    public func issue(label: String?) throws(RemoteError) -> (token: String, entry: TokenEntry) {
        var generator = SystemRandomNumberGenerator()
        var bytes: [UInt8] = []
        for _ in 0..<4 { withUnsafeBytes(of: generator.next() as UInt64) { bytes.append(contentsOf: $0) } }
        let token = bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        let hash = Self.hash(ofToken: token)
        let issued = clock.now()
        let now = issued.journalTime
        let entry = TokenEntry(id: String(hash.prefix(8)), hash: hash, label: label ?? TokenBookMessages.unnamed, created: now, lastUsed: now)
        // Expired entries go when a phone pairs, so the file does not grow for ever with
        // phones that stopped coming; the rest stay, revoked only by hand.
        try change(replacingUnusable: true) { file in
            file.tokens.removeAll { isExpired($0, now: issued) }
            file.tokens.append(entry)
        }
        return (token, entry)
    }

    /// The stamp `unlockPairing` wrote last, read again when the file changed; the pairing
    /// routes give it to `PairingDesk.unlock(stamp:)` before each attempt.
    public func pairingUnlockStamp() -> String? {
        state.withLock { state in
            refresh(&state)
            return state.file.pairingUnlocked
        }
    }

    // MARK: - `scoreline remote`

    /// Asks a running kiosk to lift every pairing lockout: a new stamp in the file, which the
    /// kiosk reads at its next pairing request, as it reads a revoke.
    public func unlockPairing() throws(RemoteError) {
        let stamp = clock.now().journalTime + " " + String(UInt32.random(in: 0...UInt32.max), radix: 16)
        try change(replacingUnusable: false) { file in file.pairingUnlocked = stamp }
    }

    /// Every paired phone, oldest first; throws when the file cannot be read.
    public func list() throws(RemoteError) -> [TokenEntry] {
        try state.withLock { state throws(RemoteError) -> [TokenEntry] in
            refresh(&state)
            if let problem = state.problem { throw RemoteError(problem) }
            return state.file.tokens
        }
    }

    /// Forgets the phone with this id (or unique id prefix); returns its entry.
    @discardableResult
    public func revoke(id: String) throws(RemoteError) -> TokenEntry {
        var removed: TokenEntry?
        try change(replacingUnusable: false) { file throws(RemoteError) in
            let matches = file.tokens.filter { $0.id.hasPrefix(id.lowercased()) }
            guard !id.isEmpty, matches.count == 1, let match = matches.first else {
                throw RemoteError(matches.count > 1 ? TokenBookMessages.ambiguous(id) : TokenBookMessages.noSuchToken(id, known: file.tokens.map(\.id)))
            }
            file.tokens.removeAll { $0.id == match.id }
            removed = match
        }
        guard let removed else { throw RemoteError(TokenBookMessages.noSuchToken(id, known: [])) }
        return removed
    }

    public func isExpired(_ entry: TokenEntry, now: Date) -> Bool {
        guard let created = Self.date(entry.created) else { return true }
        return now.timeIntervalSince(created) > Double(lifetimeDays) * 86_400
    }

    // MARK: - The file

    /// Reads the file again when its bytes changed (a revoke from the CLI, a pairing).
    private func refresh(_ state: inout State) {
        guard let path else { return }
        let bytes: [UInt8]
        do {
            bytes = try files.readRegularFile(path) ?? []
        } catch {
            if state.problem == nil { logger.error("\(TokenBookMessages.unusable(path, why: "\(error)"))") }
            state.problem = TokenBookMessages.unusable(path, why: error.description)
            state.seen = nil
            return
        }
        guard bytes != state.seen else { return }
        state.seen = bytes
        if bytes.isEmpty {
            state.file = TokenFile()
            state.problem = nil
            return
        }
        do {
            let file = try JSONDecoder().decode(TokenFile.self, from: Data(bytes))
            if let why = Self.invalid(file) { throw RemoteError(why) }
            state.file = file
            state.problem = nil
        } catch {
            let why = (error as? RemoteError).map { "\($0)" } ?? TokenBookMessages.notTokenFile
            state.file = TokenFile()
            state.problem = TokenBookMessages.unusable(path, why: why)
            logger.error("\(TokenBookMessages.unusable(path, why: why))")
        }
    }

    /// What is wrong with a decoded file, or nil.
    static func invalid(_ file: TokenFile) -> String? {
        guard file.version == 1 else { return TokenBookMessages.newerVersion(file.version) }
        for (index, entry) in file.tokens.enumerated() {
            let hexDigits = entry.hash.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
            guard entry.hash.utf8.count == 64, hexDigits, entry.id == String(entry.hash.prefix(8)) else {
                return TokenBookMessages.badEntry(index, field: "hash")
            }
            guard date(entry.created) != nil else { return TokenBookMessages.badEntry(index, field: "created") }
        }
        return nil
    }

    /// Read, change and write under the lock shared with the CLI, from the file as it is now.
    private func change(replacingUnusable: Bool, _ edit: (inout TokenFile) throws(RemoteError) -> Void) throws(RemoteError) {
        try state.withLock { state throws(RemoteError) in
            guard let path else {
                try edit(&state.file)
                return
            }
            let directory = files.parent(of: path)
            do {
                try files.makeDirectory(directory)
            } catch {
                throw RemoteError(TokenBookMessages.cannotWrite(path, why: "\(error)"))
            }
            let lock: any AppendFile
            do {
                lock = try files.openForAppend(directory + "/tokens.lock").file
                try lock.lockExclusively()
            } catch {
                throw RemoteError(TokenBookMessages.cannotWrite(path, why: "\(error)"))
            }
            defer { lock.close() }
            refresh(&state)
            if let problem = state.problem {
                guard replacingUnusable else { throw RemoteError(problem) }
                logger.warning("\(TokenBookMessages.replacing(path))")
                state.file = TokenFile()
            }
            var file = state.file
            try edit(&file)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            do {
                let bytes = Array(try encoder.encode(file)) + [0x0A]
                try files.replaceAtomically(path, with: bytes)
                state.file = file
                state.seen = bytes
                state.problem = nil
            } catch let error as StoreError {
                throw RemoteError(TokenBookMessages.cannotWrite(path, why: "\(error)"))
            } catch {
                throw RemoteError(TokenBookMessages.cannotWrite(path, why: "\(error)"))
            }
        }
    }

    /// Notes a use; a failure is logged and never refuses the scorer.
    private func touch(id: String, at now: Date) {
        do {
            try change(replacingUnusable: false) { file in
                guard let index = file.tokens.firstIndex(where: { $0.id == id }) else { return }
                file.tokens[index].lastUsed = now.journalTime
            }
        } catch {
            logger.warning("\(error.description)")
        }
    }

    static func date(_ text: String) -> Date? { try? Date.ISO8601FormatStyle(timeZone: .gmt).parse(text) }
}
