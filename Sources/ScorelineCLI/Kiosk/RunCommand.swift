import ArgumentParser
import Kiosk
import MatchEngine
import Settings

/// `scoreline run`: the scoreboard. Resumes the match in progress (or starts the next one),
/// records every action durably before showing it, and keeps going until told to stop.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the scoreboard.",
        discussion: """
            With --input stdin, each line is one action as JSON (see docs/actions.md) or a button \
            name pressed as on a box (run1, wicket, advance:long; see docs/inputs.md); at the end \
            of the input the last frame is shown and the program exits 0. Each durable action is \
            logged as `ack seq=N`, a resumed match as `resumed seq=N`.
            """
    )

    @OptionGroup var config: KioskConfigOption
    @Option(name: .customLong("data-dir"), help: "The data directory (overrides the config).") var dataDir: String?
    @Option(help: "The preset to start when no match is in progress: a config preset, or one of \(DemoPresets.names.joined(separator: ", ")) (a club format by its name; docs/config.md).") var preset: String?
    @Option(help: "Where actions come from: stdin (action JSON lines), terminal (keys) or config (the config's GPIO and keypads; the default when it names any, else stdin). See docs/inputs.md.") var input: String?
    @Option(help: "auto, drm, fbdev, ledmatrix, png:PATH or terminal (overrides the config); terminal draws the board in this terminal (NO_COLOR: as text); memory draws to memory only, for benchmarks.") var output: String?
    @Option(help: "The image size for a PNG output, WIDTHxHEIGHT (a screen's size comes from its mode).") var size = KioskArguments.defaultSize
    @Option(help: "Follow a scorer instead of scoring: mqtt://HOST[:PORT]/scoreline/VENUE/COURT, or …/VENUE/+ for every court (docs/mqtt.md).") var follow: String?
    @Option(help: "Also write the stream overlay, a score bug with a transparent background, to this PNG on every change (overrides [overlay] png; docs/mqtt.md).") var overlay: String?

    func run() throws {
        try Kiosk.start(KioskArguments(config: config.config, dataDir: dataDir, preset: preset, input: input, output: output,
                                       size: size, follow: follow, overlay: overlay))
    }
}

/// `scoreline watch`: the board of a running scoreboard in this terminal, read only.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Show the board of a running scoreboard in this terminal (read only).",
        discussion: """
            Follows the match in play in the data directory as it is recorded, and the next one \
            when the scoreboard starts it. q or Ctrl-C stops. With NO_COLOR set the board is text.
            """
    )

    @OptionGroup var config: KioskConfigOption
    @Option(name: .customLong("data-dir"), help: "The data directory (overrides the config).") var dataDir: String?

    func run() throws { try TerminalWatch(config: try config.load(), dataDirectory: dataDir).run() }
}
