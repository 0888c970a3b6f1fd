/// The pairing rules, as pure logic over an injected clock and code source (docs/remote.md,
/// ADR 027): one 6-digit code live at a time for `codeLife` seconds, at most one new code per
/// `startInterval`, and a lockout after a burst of wrong codes: of the client that typed them
/// (by its address), so one phone's guesses do not lock every other out, and of everyone past
/// a ceiling of wrong codes from all clients together. The right code ends the code: one phone
/// per code. Kept by the server behind a lock; it does no I/O.
public struct PairingDesk: Sendable {
    public struct Rules: Sendable, Equatable {
        /// How long a code stays on the big screen.
        public var codeLife: Double = 120
        /// The least time between two new codes: a phone cannot keep the screen busy.
        public var startInterval: Double = 10
        /// Wrong codes from one client within `failureWindow` that are still answered 403; one
        /// more locks that client out.
        public var allowedFailures = 5
        /// Wrong codes from all clients together within `failureWindow`; one more locks pairing
        /// for everyone (and takes the code off the screen).
        public var allowedFailuresAll = 30
        public var failureWindow: Double = 60
        public var lockout: Double = 300
        /// Clients whose wrong codes are counted one by one; past this, the rest count only
        /// toward the ceiling for everyone.
        public var clientsKept = 1024

        public init() {}
    }

    /// What `POST /pair/start` gets.
    public enum Start: Sendable, Equatable {
        /// A new code: show it for `seconds`.
        case shown(code: String, seconds: Int)
        /// The code shown is still live for `seconds`; it is kept.
        case alreadyLive(seconds: Int)
        /// A new code is not due yet (or pairing is locked): try after `retryAfter` seconds.
        case tooSoon(retryAfter: Int)
        /// This client is locked out.
        case locked(retryAfter: Int)
        /// Pairing is locked for everyone.
        case lockedForAll(retryAfter: Int)
    }

    /// What `POST /pair` gets.
    public enum Attempt: Sendable, Equatable {
        /// The right code: the code is over, a token may be issued.
        case accepted
        case wrong
        case noCode
        /// Refused without looking at the code: this client is locked out; `justLocked` is true
        /// once per lockout, the attempt that locked it (the one to log).
        case locked(retryAfter: Int, justLocked: Bool)
        /// Refused: pairing is locked for everyone; `justLocked` as above.
        case lockedForAll(retryAfter: Int, justLocked: Bool)
    }

    public let rules: Rules
    private let clock: any SecondsClock
    private let newCode: @Sendable () -> String

    /// The live code; `announced` once it has been laid over the bottom line (a phone asked
    /// for it), which the board's own code (`boardCode`) is not until a phone asks.
    private var code: (value: String, expires: Double, announced: Bool)?
    private var lastStart: Double?
    /// Each client's wrong codes within the window, and until when it is locked out.
    private var failures: [String: [Double]] = [:]
    private var lockedUntil: [String: Double] = [:]
    /// Everyone's wrong codes, and the lockout for all.
    private var allFailures: [Double] = []
    private var allLockedUntil: Double?
    /// The unlock stamp last seen (`unlock(stamp:)`).
    private var unlockSeen: String??

    public init(rules: Rules = Rules(), clock: any SecondsClock, codes: @escaping @Sendable () -> String = PairingDesk.randomCode) {
        self.rules = rules
        self.clock = clock
        self.newCode = codes
    }

    /// Six digits, each of the million equally likely, from the system's generator (getrandom).
    @Sendable public static func randomCode() -> String {
        var generator = SystemRandomNumberGenerator()
        let number = UInt32.random(in: 0..<1_000_000, using: &generator)
        let digits = String(number)
        return String(repeating: "0", count: 6 - digits.count) + digits
    }

    public mutating func start(client: String = "") -> Start {
        let now = clock.seconds()
        if let until = allLockedUntil, now < until { return .lockedForAll(retryAfter: Self.ceil(until - now)) }
        if let until = lockedUntil[client], now < until { return .locked(retryAfter: Self.ceil(until - now)) }
        if let live = code, now < live.expires {
            // The board's own code, only in its QR so far: a phone that asks has it laid over
            // the bottom line too, for the rest of its life, so it can be read on any board.
            guard live.announced else {
                code?.announced = true
                return .shown(code: live.value, seconds: Self.ceil(live.expires - now))
            }
            return .alreadyLive(seconds: Self.ceil(live.expires - now))
        }
        guard let value = makeCode(now: now, announced: true) else {
            return .tooSoon(retryAfter: Self.ceil((lastStart ?? now) + rules.startInterval - now))
        }
        return .shown(code: value, seconds: Int(rules.codeLife))
    }

    /// A new code live from `now`, the one before being over; nil while the last was made less
    /// than `startInterval` ago. One rule for the codes phones ask for and the board's own.
    private mutating func makeCode(now: Double, announced: Bool) -> String? {
        code = nil
        if let last = lastStart, now - last < rules.startInterval { return nil }
        let value = newCode()
        code = (value, now + rules.codeLife, announced)
        lastStart = now
        return value
    }

    /// The code the board's pairing QR carries (issue 40, ADR 050), so a scan opens the
    /// pairing page with it filled in: the live code, or a new one when none is live. None
    /// while pairing is locked for everyone: the board then shows the page without a code.
    /// The same rules hold as for a code a phone asks for: one live at a time, one phone per
    /// code, at most one new code per `startInterval`, and every wrong code counted. Whoever
    /// can read the big screen can pair, as before (ADR 027); the code never leaves the box's
    /// own screens.
    public mutating func boardCode() -> String? {
        let now = clock.seconds()
        if let until = allLockedUntil, now < until { return nil }
        if let live = code, now < live.expires { return live.value }
        return makeCode(now: now, announced: false)
    }

    public mutating func attempt(_ typed: String, client: String = "") -> Attempt {
        let now = clock.seconds()
        if let until = allLockedUntil {
            if now < until { return .lockedForAll(retryAfter: Self.ceil(until - now), justLocked: false) }
            allLockedUntil = nil
            allFailures.removeAll()
        }
        if let until = lockedUntil[client] {
            if now < until { return .locked(retryAfter: Self.ceil(until - now), justLocked: false) }
            lockedUntil[client] = nil
            failures[client] = nil
        }
        forgetOld(now)
        guard let live = code, now < live.expires else {
            code = nil
            return .noCode
        }
        if Self.sameDigits(typed, live.value) {
            code = nil
            return .accepted
        }
        allFailures.append(now)
        if allFailures.count > rules.allowedFailuresAll {
            // The code on the screen dies with the lockout: it had been guessed at too often.
            code = nil
            allLockedUntil = now + rules.lockout
            return .lockedForAll(retryAfter: Int(rules.lockout), justLocked: true)
        }
        guard failures[client] != nil || failures.count < rules.clientsKept else { return .wrong }
        failures[client, default: []].append(now)
        if let mine = failures[client], mine.count > rules.allowedFailures {
            lockedUntil[client] = now + rules.lockout
            return .locked(retryAfter: Int(rules.lockout), justLocked: true)
        }
        return .wrong
    }

    /// Drops wrong codes older than the window and lockouts that are over.
    private mutating func forgetOld(_ now: Double) {
        let window = rules.failureWindow
        allFailures.removeAll { now - $0 >= window }
        for (client, times) in failures {
            let kept = times.filter { now - $0 < window }
            failures[client] = kept.isEmpty ? nil : kept
        }
        lockedUntil = lockedUntil.filter { now < $0.value }
    }

    /// Lifts every lockout, a client's and everyone's (`scoreline remote unlock`).
    public mutating func unlock() {
        failures.removeAll()
        lockedUntil.removeAll()
        allFailures.removeAll()
        allLockedUntil = nil
    }

    /// Lifts every lockout when `stamp` (the unlock stamp in the token file) is not the one
    /// seen last: `scoreline remote unlock` writes a new one beside a running kiosk.
    public mutating func unlock(stamp: String?) {
        guard unlockSeen != .some(stamp) else { return }
        unlockSeen = .some(stamp)
        unlock()
    }

    /// The code shown now, if any (the screen hides it once it is used or over).
    /// The code could not be put on the screen (the kiosk was busy or stopping): it is
    /// withdrawn, so the next start makes one that is shown instead of answering "already live"
    /// for a code nobody can read.
    public mutating func withdraw(_ value: String) {
        guard code?.value == value else { return }
        code = nil
        lastStart = nil
    }

    public var liveCode: String? {
        guard let live = code, clock.seconds() < live.expires else { return nil }
        return live.value
    }

    /// Compares every digit whatever the first difference, so the time taken says nothing.
    static func sameDigits(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }

    private static func ceil(_ seconds: Double) -> Int { max(1, Int(seconds.rounded(.up))) }
}
