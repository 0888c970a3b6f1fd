import ArgumentParser
import CommandBasics
import FoundationEssentials
import MatchEngine
import Renderer
import Kiosk
import Session
import Settings

/// `scoreline render FILE --size 1920x1080 --out frame.png`: the screen after a replay, as an
/// image. A `.json` file holding a display model (`{"schemaVersion":1,"layout":…}`) is drawn
/// as it is, which is how the idle screen and error line are previewed.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the scoreboard after replaying a match (or a display model) into a PNG or PPM file."
    )

    @Argument(help: "A match file (JSON Lines), or a display model (.json).") var file: String
    @OptionGroup var image: ImageOptions
    @Option(help: "Clockwise quarter turns for a panel mounted on its side: 0, 90, 180 or 270.") var rotate = 0
    @Option(help: "A page or event slide instead of the live board: \(BoardFile.pageNames) (docs/pages.md).") var page: String?
    @Option(help: "The board as the kiosk showed it at this time (ISO 8601, e.g. 2026-11-25T14:02:07Z): the clocks on it (badminton's match time, an interval's countdown) read then. Without it they stop at the last action.") var at: String?

    func run() throws {
        guard let rotation = Rotation(degrees: rotate), rotate % 90 == 0 else {
            throw ValidationError("--rotate must be 0, 90, 180 or 270, not \(rotate).")
        }
        let time = try at.map { text throws -> Timestamp in
            guard let time = Timestamp(text) else { throw ValidationError("--at must be an ISO 8601 time such as 2026-11-25T14:02:07Z or 2026-11-25T14:02:07+01:00, not \(text).") }
            return time
        }
        let (board, refusals): (Scoreboard, [(line: Int, message: String)])
        do { (board, refusals) = try BoardFile.board(from: file, page: page, at: time) } catch let refusal as CommandRefusal {
            throw ValidationError(refusal.description)  // a wrong file is a wrong argument: the usage helps
        }
        try image.write(board, rotation: rotation)
        // As replay does: refused lines change nothing, are reported, and the status says so.
        for refusal in refusals {
            StandardStream.error.write(Data("\(file) line \(refusal.line) was refused: \(refusal.message)\n".utf8))
        }
        if !refusals.isEmpty { throw ExitCode(2) }
    }
}

/// The image `render` and `feed render` write: its size, file, theme and fonts, and the one
/// drawing step, as a kiosk's screen would show the board.
struct ImageOptions: ParsableArguments {
    @Option(help: "The panel size, WIDTHxHEIGHT.") var size = "1920x1080"
    @Option(help: "The image to write: .png, or .ppm for raw pixels.") var out: String
    @Option(help: "daylight (black, white, amber) or indoor.") var theme = "daylight"
    @Option(help: "A directory holding the bundled fonts (default: found beside the program).") var fonts: String?
    @Option(name: .customLong("data-dir"), help: "A data directory whose roster photos and logos the board shows, as the kiosk's screen does (default: none).") var dataDir: String?

    /// Paints `board` on a panel of `size` mounted at `rotation` and writes the image.
    func write(_ board: Scoreboard, rotation: Rotation = .none) throws {
        do { try BoardImage(size: size, theme: theme, fonts: fonts, dataDirectory: dataDir).write(board, rotation: rotation, to: out) } catch let refusal as CommandRefusal {
            throw ValidationError(refusal.description)
        }
    }
}
