import ArgumentParser
import CommandBasics
import FoundationEssentials
import InputKeys
import Logging
import MatchEngine
import Renderer
import ProjectionCenter
import Session
import Settings
import Store

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

    @Option(name: .customLong("data-dir"), help: "The data directory (overrides the config).")
    var dataDir: String?

    @Option(help: "The preset to start when no match is in progress: a config preset, or one of \(DemoPresets.names.joined(separator: ", ")) (a club format by its name; docs/config.md).")
    var preset: String?

    @Option(help: "Where actions come from: stdin (action JSON lines), terminal (keys) or config (the config's GPIO and keypads; the default when it names any, else stdin). See docs/inputs.md.")
    var input: String?

    @Option(help: "auto, drm, fbdev, ledmatrix, png:PATH or terminal (overrides the config); terminal draws the board in this terminal (NO_COLOR: as text); memory draws to memory only, for benchmarks.")
    var output: String?

    @Option(help: "The image size for a PNG output, WIDTHxHEIGHT (a screen's size comes from its mode).")
    var size = "1920x1080"

    @Option(help: "Follow a scorer instead of scoring: mqtt://HOST[:PORT]/scoreline/VENUE/COURT, or …/VENUE/+ for every court (docs/mqtt.md).")
    var follow: String?

    @Option(help: "Also write the stream overlay, a score bug with a transparent background, to this PNG on every change (overrides [overlay] png; docs/mqtt.md).")
    var overlay: String?

    func run() throws {
        MallocArenas.useOne()
        let loaded = try config.load()
        if let source = try followSource(loaded) { return try runFollowing(source, config: loaded) }
        if let bluetooth = loaded.bluetooth { return try runFeed(bluetooth, config: loaded) }
        let dataDirectory = dataDir ?? loaded.dataDirectory
        let store = try MatchStore.owned(root: dataDirectory)
        let terminal = output == "terminal" ? try TerminalBoard(config: loaded, logPath: dataDirectory + "/scoreline.log") : nil
        let sponsors = FolderImageShelf(folder: loaded.pages.sponsorsFolder(dataDirectory: dataDirectory))
        let hub = ProjectionHub([try terminal?.presenter ?? makePresenter(loaded, dataDirectory: dataDirectory, images: sponsors)])
        defer { hub.close() }
        if let overlay = try overlayPresenter(loaded) { hub.add(overlay) }
        let pages = SponsorFolder.cycleConfig(loaded.pages, shelf: sponsors, logger: Logger(label: "scoreline.kiosk"))
        let session = ScoringSession(store: store, pages: pages)
        defer { session.close() }
        session.venue = loaded.display.venue
        let presetName = preset ?? loaded.preset
        session.preset = try presetName.map { name throws -> Data in
            guard let record = loaded.presets[name] ?? DemoPresets.record(name) else {
                let known = (loaded.presets.keys.sorted() + DemoPresets.names).joined(separator: ", ")
                throw CommandFailure("No preset called \(name); the presets are \(known).")
            }
            return record
        }
        try session.start()
        terminal?.follow(session)
        if let serial = Self.serialBoard(loaded, dataDirectory: dataDirectory, session: session) { hub.add(serial) }
        try runLoop(session, hub: hub, config: loaded, configPath: terminal == nil ? config.path : nil, stopOnHangup: terminal != nil,
                    sponsors: sponsors, store: store)
    }

    func makePresenter(_ config: ScorelineConfig, dataDirectory: String, images: FolderImageShelf) throws -> any BoardPresenter {
        if output == "memory" { return try memoryPresenter(config, images: images) }
        guard let panel = PixelSize(parsingImage: size) else { throw CommandFailure(OptionMessages.badImageSize(size)) }
        let display = try DisplayChooser.open(
            try DisplayChooser.output(output, config: config.display.output), request: config.display.displayRequest, region: config.display.region,
            dataDirectory: dataDirectory, imageSize: panel, ledmatrix: config.ledmatrix.options, ledmatrixSocket: config.ledmatrix.socket)
        let theme = Theme.named(config.display.theme.rawValue) ?? .daylight
        let rotation = Rotation(degrees: config.display.rotate) ?? .none
        let fonts = config.fonts.directory.map { FontPaths.bundled(in: $0) } ?? .locateBundled()
        return try ScreenPresenter(display: display, rotation: rotation, theme: theme, fonts: fonts, images: images)
    }
}

extension RunCommand {
    /// The stream overlay of `[overlay]` or `--overlay` (which keeps the config's size); nil
    /// when neither asks for one.
    func overlayPresenter(_ config: ScorelineConfig) throws -> OverlayPresenter? {
        guard let settings = overlay.map({ OverlayConfig(png: $0, size: config.overlay?.size ?? OverlayConfig.defaultSize) }) ?? config.overlay
        else { return nil }
        let fonts = config.fonts.directory.map { FontPaths.bundled(in: $0) } ?? .locateBundled()
        return try OverlayPresenter(path: settings.png, size: settings.size, theme: Theme.named(config.display.theme.rawValue) ?? .daylight, fonts: fonts)
    }

    /// `--output memory`: frames drawn and flipped in memory only (see `MemoryPresenter`).
    func memoryPresenter(_ config: ScorelineConfig, images: FolderImageShelf? = nil) throws -> any BoardPresenter {
        guard let panel = PixelSize(parsingImage: size) else { throw CommandFailure(OptionMessages.badImageSize(size)) }
        let fonts = config.fonts.directory.map { FontPaths.bundled(in: $0) } ?? .locateBundled()
        return try MemoryPresenter(size: panel, rotation: Rotation(degrees: config.display.rotate) ?? .none,
                                   theme: Theme.named(config.display.theme.rawValue) ?? .daylight, fonts: fonts, images: images)
    }
}
