import CommandBasics
import Displays
import FoundationEssentials
import InputKeys
import MatchEngine
import ProjectionCenter
import Renderer
import Session
import Settings
#if canImport(Glibc)
import Glibc
#endif

/// `--output terminal`: the board drawn in this terminal (`TerminalPresenter`, or text with
/// NO_COLOR), the key help for the sport in play under it, and the log moved to
/// `scoreline.log` in the data directory so its lines do not scroll through the board.
struct TerminalBoard {
    let presenter: any BoardPresenter
    private let setHelp: (String) -> Void
    private let inputs: InputsConfig

    /// - Parameter logPath: where log lines go while the board is in the terminal; nil drops
    ///   them (`watch` writes nothing anywhere).
    init(config: ScorelineConfig, logPath: String?, help: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard let output = TerminalOutput(fd: STDOUT_FILENO) else { throw CommandFailure(TerminalMessages.notATerminal) }
        inputs = config.inputs ?? InputsConfig()
        Self.moveLog(to: logPath)
        let help = help ?? TerminalSource.help(inputs.keyMap(badminton: false).terminal)
        let mode = TerminalColourMode.detect(environment)
        if mode == .plain {
            let text = try TerminalTextPresenter(output: output, help: help)
            presenter = text
            setHelp = { text.help = $0 }
        } else {
            let theme = Theme.named(config.display.theme.rawValue) ?? .daylight
            let fonts = config.fonts.directory.map { FontPaths.bundled(in: $0) } ?? .locateBundled()
            let display: TerminalDisplay
            do {
                display = try TerminalDisplay(output: output, mode: mode, footerRows: TerminalPresenter.footerRows)
            } catch {
                throw CommandFailure(TerminalMessages.cannotShow(error.device, error.reason))
            }
            let board = try TerminalPresenter(display: display, help: help, theme: theme, fonts: fonts)
            presenter = board
            setHelp = { board.help = $0 }
        }
    }

    /// Keeps the key help in step with the match in play: its sport's keys (a queued match may
    /// be another sport), and what its rules add (a held Advance brings a pairs game's next
    /// pair). Both follow from the match alone, so the help is worked out again only when the
    /// match in play changes, not on every press; before the displays get the board
    /// (subscribed first).
    func follow(_ session: ScoringSession) {
        let inputs = self.inputs, setHelp = self.setHelp
        var helped = false
        var helpedMatch: String?
        let update = { [unowned session] in
            let match = session.current?.matchId
            guard !helped || match != helpedMatch else { return }
            helped = true
            helpedMatch = match
            let keys = inputs.keyMap(badminton: session.sport == "badminton").terminal
            setHelp(TerminalSource.help(Self.shown(keys, session), notes: Self.notes(session)))
        }
        update()
        session.subscribe { _ in update() }
    }

    /// The match's notes on its box keys: a terminal binding is the same press type.
    static func notes(_ session: ScoringSession) -> [BoxPress: String] {
        session.current?.session.boxKeyNotes() ?? [:]
    }

    /// The bindings worth a place in the help: not the keys of house rules this match does not
    /// play (the footer has two rows, and a key that records nothing would only mislead).
    static func shown(_ bindings: [String: BoxPress], _ session: ScoringSession) -> [String: BoxPress] {
        let idle = Set(session.current?.session.boxIdlePresses() ?? [])
        return bindings.filter { !idle.contains($0.value) }
    }

    /// Log lines would scroll through the board: when standard error is this terminal, they
    /// go to a file instead (appended; nothing is lost when the file cannot be opened, the
    /// lines then stay on the terminal).
    private static func moveLog(to path: String?) {
        guard isatty(STDERR_FILENO) == 1 else { return }
        let fd: Int32
        if let path {
            let directory = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        } else {
            fd = open("/dev/null", O_WRONLY | O_CLOEXEC)
        }
        guard fd >= 0 else { return }
        dup2(fd, STDERR_FILENO)
        close(fd)
    }
}

enum TerminalMessages {
    static func cannotShow(_ device: String, _ reason: String) -> String { "Cannot show the board on \(device): \(reason)." }
    static let notATerminal =
        "--output terminal draws the board in the terminal, but standard output is not one. Run it in a terminal, or use --output png:PATH."
}
