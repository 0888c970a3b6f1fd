import Displays
import MatchEngine
import Renderer

/// The board as plain text, for `NO_COLOR` (no-color.org) and for terminals that take no
/// colour: the display model's strings, one per line, then the key help and the problem
/// line. Also what a screen reader in a terminal can read. Redrawn only when a line changes.
public final class TerminalTextPresenter: BoardPresenter {
    private let output: TerminalOutput
    /// The key help line; the sport in play decides it.
    public var help: String
    private var shown: [String]?

    public init(output: TerminalOutput, help: String) throws {
        self.output = output
        self.help = help
        try output.enter()
    }

    /// Text in a terminal follows the live board; pages are for the big screen.
    public func present(_ board: Scoreboard, live: Scoreboard, seq: Int?) throws {
        try present(live, seq: seq)
    }

    public func present(_ board: Scoreboard, seq: Int?) throws {
        let lines = Self.lines(board, help: help)
        guard lines != shown else { return }
        let columns = output.cells?.columns ?? 80
        // A line too long for the terminal (the key help) goes on under itself, not cut.
        let rows = lines.flatMap { line in
            TerminalDisplay.fit([TerminalDisplay.FooterLine(line)], rows: 3, columns: columns).map(\.text)
        }
        let text = "\u{1B}[H\u{1B}[2J" + rows.joined(separator: "\r\n")
        try output.write(Array(text.utf8))
        shown = lines
    }

    public func close() { output.leave() }

    /// The fields' texts in board order (a strip of tokens as its tokens), a blank line, the
    /// key help, and the problem line when there is one.
    static func lines(_ board: Scoreboard, help: String) -> [String] {
        var lines: [String] = []
        var problem: String?
        for field in board.fields {
            if field.key == TerminalPresenter.problemKey {
                problem = field.text
                continue
            }
            let text = field.text.isEmpty ? (field.items ?? []).map(\.text).joined(separator: " ") : field.text
            if !text.isEmpty { lines.append(text) }
        }
        lines += ["", help]
        if let problem { lines.append(problem) }
        return lines
    }
}
