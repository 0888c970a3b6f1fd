import Glibc
import Logging
import MatchEngine

/// Keys typed at the terminal, for development and for a box with no buttons. The terminal
/// goes into raw mode (no echo, no line buffering) and is restored by `restore()` or when
/// the source goes away; the caller also restores it on a signal.
public final class TerminalSource: InputSource {
    public let name = "terminal"
    public var fileDescriptor: Int32? { fd }

    private let fd: Int32
    private let bindings: [UInt8: BoxPress]
    private var saved: termios?
    private var logger = Logger(label: "scoreline.input.terminal")

    /// Keys are single characters; a binding for a longer string is refused here, by name.
    public init(bindings: [String: BoxPress], fd: Int32 = STDIN_FILENO) throws(InputError) {
        var table: [UInt8: BoxPress] = [:]
        for (key, binding) in bindings {
            let bytes = Array(key.utf8)
            guard bytes.count == 1 else {
                throw InputError("Terminal key \"\(key)\" (for \(binding.key)) must be one plain character.")
            }
            table[bytes[0]] = binding
        }
        self.fd = fd
        self.bindings = table
        var t = termios()
        if tcgetattr(fd, &t) == 0 {
            saved = t
            cfmakeraw(&t)
            // Keep output processing so log lines still start at the left margin, and keep
            // Ctrl-C as SIGINT so the reactor can finish its write and exit cleanly.
            t.c_oflag |= tcflag_t(OPOST)
            t.c_lflag |= tcflag_t(ISIG)
            if tcsetattr(fd, TCSANOW, &t) != 0 { saved = nil }
        } else {
            logger.info("standard input is not a terminal; reading keys from it as they come")
        }
        let flags = fcntl(fd, F_GETFL)
        _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
    }

    deinit { restore() }

    /// Restores the terminal also when the process ends without running deinit: at exit, and
    /// on SIGINT, SIGTERM and SIGHUP (then the signal's default action proceeds). For programs
    /// with no signal handling of their own; `scoreline run`'s reactor restores it itself.
    public func restoreOnExit() {
        guard let t = saved else { return }
        TerminalRestore.saved = (fd, t)
        atexit { TerminalRestore.now() }
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal(sig) { sig in
                TerminalRestore.now()
                signal(sig, SIG_DFL)
                raise(sig)
            }
        }
    }

    public func release() { restore() }

    /// Puts the terminal back as it was. Safe to call more than once.
    public func restore() {
        guard var t = saved else { return }
        _ = tcsetattr(fd, TCSANOW, &t)
        saved = nil
        TerminalRestore.saved = nil
    }

    public func readEdges() throws(InputError) -> [InputEdge] {
        var buffer = [UInt8](repeating: 0, count: 64)
        let n = read(fd, &buffer, buffer.count)
        if n == 0 { throw InputError("The terminal closed.") }
        guard n > 0 else { return [] }
        let now = InputInstant.now()
        // q stops the program as Ctrl-C does, through the loop's own signal handling, so the
        // last write finishes and the terminal is given back (unless q is bound to a button).
        if bindings[Self.quitKey] == nil, buffer.prefix(n).contains(Self.quitKey) { raise(SIGTERM) }
        return Self.edges(for: buffer.prefix(n), bindings: bindings, at: now)
    }

    /// The key that quits when no button takes it.
    public static let quitKey = UInt8(ascii: "q")

    /// One line naming the keys, the quit key first (a narrow terminal cuts the end): keys
    /// for the same button kind are written together, `1 2 3 4 6 runs` style. `notes` say
    /// what a key does that its button's name does not (`advance (hold: next pair)`).
    public static func help(_ bindings: [String: BoxPress], notes: [BoxPress: String] = [:]) -> String {
        var parts = bindings["q"] == nil ? ["q quit"] : []
        var byLabel: [String: [String]] = [:]
        var held: Set<String> = []
        for (key, binding) in bindings {
            let label = label(binding, note: notes[binding])
            byLabel[label, default: []].append(key)
            if binding.kind != .press, label != "runs" { held.insert(label) }
        }
        // Held presses last; otherwise by their first key, so digits lead.
        let order = byLabel.sorted {
            (held.contains($0.key) ? 1 : 0, $0.value.min() ?? "", $0.key) < (held.contains($1.key) ? 1 : 0, $1.value.min() ?? "", $1.key)
        }
        for (label, keys) in order { parts.append("\(keys.sorted().joined(separator: " ")) \(label)") }
        return parts.joined(separator: "  ")
    }

    private static func label(_ binding: BoxPress, note: String?) -> String {
        let name = binding.key.rawValue
        if name.hasPrefix("run") { return "runs" }
        switch (binding.kind == .press, note) {
        case (true, nil): return name
        case (true, let note?): return "\(name) (\(note))"
        case (false, nil): return "\(name) (hold)"
        case (false, let note?): return "\(name) (hold: \(note))"
        }
    }

    /// Bytes → taps; unbound keys (and escape sequences such as arrows) are skipped.
    static func edges(for bytes: some Sequence<UInt8>, bindings: [UInt8: BoxPress], at time: InputInstant) -> [InputEdge] {
        bytes.compactMap { byte in
            bindings[byte].map { InputEdge(input: "term", button: $0.key, level: .tap($0.kind), time: time) }
        }
    }
}

/// The settings to put back from a signal handler or atexit, which cannot capture context.
/// Written before the handlers are installed and read only by them (tcsetattr is
/// async-signal-safe).
private enum TerminalRestore {
    nonisolated(unsafe) static var saved: (fd: Int32, settings: termios)?

    static func now() {
        guard var s = saved else { return }
        _ = tcsetattr(s.fd, TCSANOW, &s.settings)
    }
}
