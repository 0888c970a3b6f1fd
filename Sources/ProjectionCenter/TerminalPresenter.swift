import Displays
import EventLoop
import Logging
import MatchEngine
import Renderer

/// The board in a terminal: the rendered frame in half blocks above (a `ScreenPresenter` on a
/// `TerminalDisplay`, so damage, resizes and layouts work as on a real screen), and under it
/// the key help and the problem line as text. The problem line is taken off the pixel board:
/// a sentence at a terminal's few pixels would not be read, and as text it is.
public final class TerminalPresenter: BoardPresenter {
    public let display: TerminalDisplay
    private let screen: ScreenPresenter
    /// The key help line; the sport in play decides it.
    public var help: String

    /// Two rows under the board: the key help, then the problem line.
    public static let footerRows = 2

    public init(display: TerminalDisplay, help: String, theme: Theme, fonts: FontPaths, logger: Logger = Logger(label: "scoreline.kiosk")) throws {
        self.display = display
        self.help = help
        screen = try ScreenPresenter(display: display, rotation: .none, theme: theme, fonts: fonts, logger: logger)
    }

    /// A terminal is too few pixels for a scorecard: it always shows the live board.
    public func present(_ board: Scoreboard, live: Scoreboard, seq: Int?) throws {
        try present(live, seq: seq)
    }

    public func present(_ board: Scoreboard, seq: Int?) throws {
        var pixels = board
        let problem = pixels.fields.first { $0.key == Self.problemKey }
        pixels.fields.removeAll { $0.key == Self.problemKey }
        var footer = [TerminalDisplay.FooterLine(help)]
        if let problem { footer.append(TerminalDisplay.FooterLine(problem.text, warning: problem.role == .warning)) }
        display.setFooter(footer)
        try screen.present(pixels, seq: seq)
    }

    public func attach(to reactor: Reactor) { screen.attach(to: reactor) }
    public func close() { screen.close() }

    /// The board's bottom line (`Scoreboard.withBottomLine`).
    static let problemKey: BoardKey = "error"
}
