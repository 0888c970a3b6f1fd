import ArgumentParser
import CommandBasics
import FoundationEssentials
import MatchEngine
import Renderer
import Settings

/// `scoreline render FILE --size 1920x1080 --out frame.png`: the screen after a replay, as an
/// image. A `.json` file holding a display model (`{"schemaVersion":1,"layout":…}`) is drawn
/// as it is, which is how the idle screen and error line are previewed.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw the scoreboard after replaying a match (or a display model) into a PNG or PPM file."
    )

    @Argument(help: "A match file (JSON Lines), or a display model (.json).")
    var file: String

    @OptionGroup var image: ImageOptions

    @Option(help: "Clockwise quarter turns for a panel mounted on its side: 0, 90, 180 or 270.")
    var rotate = 0

    @Option(help: "A page instead of the live board: \(Self.pageNames) (docs/pages.md).")
    var page: String?

    @Option(help: "The board as the kiosk showed it at this time (ISO 8601, e.g. 2026-11-25T14:02:07Z): the clocks on it (badminton's match time, an interval's countdown) read then. Without it they stop at the last action.")
    var at: String?

    /// The pages `--page` takes: every page a match builds (a sponsor's is an image, not the match's).
    static let pages = BoardPage.allCases.filter { $0 != .main && $0 != .sponsor }
    static var pageNames: String { pages.map(\.rawValue).joined(separator: ", ") }

    func run() throws {
        guard let rotation = Rotation(degrees: rotate), rotate % 90 == 0 else {
            throw ValidationError("--rotate must be 0, 90, 180 or 270, not \(rotate).")
        }
        let pageChoice = try page.map { name throws -> BoardPage in
            guard let page = BoardPage(rawValue: name), Self.pages.contains(page) else {
                throw ValidationError("--page must be one of \(Self.pageNames), not \(name).")
            }
            return page
        }
        let time = try at.map { text throws -> Timestamp in
            guard let time = Timestamp(text) else {
                throw ValidationError("--at must be an ISO 8601 time such as 2026-11-25T14:02:07Z or 2026-11-25T14:02:07+01:00, not \(text).")
            }
            return time
        }
        let (board, refusals) = try Self.board(from: file, page: pageChoice, at: time)
        try image.write(board, rotation: rotation)
        // As replay does: refused lines change nothing, are reported, and the status says so.
        for refusal in refusals {
            StandardStream.error.write(Data("\(file) line \(refusal.line) was refused: \(refusal.message)\n".utf8))
        }
        if !refusals.isEmpty { throw ExitCode(2) }
    }

    /// The display model in `path`: decoded directly from a `.json` file, else the state after
    /// replaying the match, with the lines that were refused (they change nothing).
    static func board(from path: String, page: BoardPage? = nil, at time: Timestamp? = nil) throws -> (Scoreboard, [(line: Int, message: String)]) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ValidationError("Cannot read \(path): no such file, or no permission to read it.")
        }
        if path.hasSuffix(".json") {
            if page != nil || time != nil {
                throw ValidationError("--page and --at need a match file (JSON Lines); \(path) is a display model.")
            }
            do {
                return (try JSONDecoder().decode(Scoreboard.self, from: data), [])
            } catch {
                throw ValidationError("\(path) is not a display model (schemaVersion, layout, fields): \(error)")
            }
        }
        // Line numbers stand in for journal numbers, so refusals name the file's lines.
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
            .filter { !$0.element.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } }
        guard let first = lines.first else { throw ValidationError("\(path) has no newMatch line.") }
        let folded: FoldedMatch
        do throws(LineRejection) {
            folded = try SportRegistry.fold(
                newMatch: Data(first.element), records: lines.dropFirst().map { (seq: $0.offset + 1, line: Data($0.element)) }, snapshot: nil)
        } catch {
            throw ValidationError("\(path) line \(first.offset + 1) does not start a match: \(error.message)")
        }
        let refused = folded.refused.map { (line: $0.seq, message: $0.message) }
        guard let page else { return (folded.session.scoreboard(at: time), refused) }
        // Without --at, at no particular time, as replay shows the board: the actions alone decide it.
        guard let board = folded.session.page(page, at: time) else {
            throw CommandFailure("\(path) has no \(page.rawValue) page now: \(type(of: folded.session).sport) has no such page, or it has nothing to say at this point of the match (the target before a chase).")
        }
        return (board, refused)
    }
}

/// The image `render` and `feed render` write: its size, file, theme and fonts, and the one
/// drawing step, as a kiosk's screen would show the board.
struct ImageOptions: ParsableArguments {
    @Option(help: "The panel size, WIDTHxHEIGHT.")
    var size = "1920x1080"

    @Option(help: "The image to write: .png, or .ppm for raw pixels.")
    var out: String

    @Option(help: "daylight (black, white, amber) or indoor.")
    var theme = "daylight"

    @Option(help: "A directory holding the bundled fonts (default: found beside the program).")
    var fonts: String?

    /// Paints `board` on a panel of `size` mounted at `rotation` and writes the image.
    func write(_ board: Scoreboard, rotation: Rotation = .none) throws {
        guard let panel = PixelSize(parsingImage: size) else { throw ValidationError(OptionMessages.badImageSize(size)) }
        guard let chosen = Theme.named(theme) else { throw ValidationError("--theme must be daylight or indoor, not \(theme).") }
        let renderer = try Renderer(fonts: fonts.map { FontPaths.bundled(in: $0) } ?? .locateBundled(), theme: chosen)
        let logical = rotation.logicalSize(forPanel: panel)
        let canvas = Canvas(width: logical.width, height: logical.height)
        renderer.paint(board, into: canvas)
        try ImageFile.write(rotation == .none ? canvas : canvas.rotated(rotation), to: out)
    }
}
