import CommandBasics
import EventLoop
import FoundationEssentials
import InputKeys
import Logging
import MatchEngine
import Renderer
import ProjectionCenter
import Session
import Settings
import Store

/// `scoreline run`'s body: the scoreboard. Resumes the match in progress (or starts the next
/// one), records every action durably before showing it, and keeps going until told to stop.
/// The command only parses its options into this; the displays, inputs, web app, MQTT and
/// reload are wired here, so the executable holds no wiring of its own (docs/architecture.md).
public struct Kiosk {
    /// The config file in use (reloaded on SIGHUP), if any: `options.config` or the default
    /// path when it exists (`KioskArguments.configPath`).
    public var configPath: String?
    /// `run`'s options as given; the ones below are read from it.
    public var options: KioskArguments

    public var dataDir: String? { options.dataDir }
    public var preset: String? { options.preset }
    public var input: String? { options.input }
    public var output: String? { options.output }
    public var size: String { options.size }
    public var follow: String? { options.follow }
    public var overlay: String? { options.overlay }

    public init(configPath: String?, options: KioskArguments = KioskArguments()) {
        self.configPath = configPath
        self.options = options
    }

    /// Runs the kiosk with `loaded` (the config at `configPath`, or the defaults) until it is told to stop.
    public func run(_ loaded: ScorelineConfig) throws {
        MallocArenas.useOne()
        if let source = try followSource(loaded) { return try runFollowing(source, config: loaded) }
        if let bluetooth = loaded.bluetooth { return try runFeed(bluetooth, config: loaded) }
        let dataDirectory = dataDir ?? loaded.dataDirectory
        let store = try MatchStore.owned(root: dataDirectory)
        let terminal = output == "terminal" ? try TerminalBoard(config: loaded, logPath: dataDirectory + "/scoreline.log") : nil
        // One budget for the screen's images: the sponsors' and the roster's pictures (ADR 055).
        let budget = DecodedBudget(limit: FolderImageShelf.maxDecodedBytes)
        let sponsors = FolderImageShelf(folder: loaded.pages.sponsorsFolder(dataDirectory: dataDirectory), budget: budget)
        let hub = ProjectionHub([try terminal?.presenter ?? makePresenter(loaded, dataDirectory: dataDirectory, images: sponsors)])
        defer { hub.close() }
        let picturesReady = showPictures(on: hub, dataDirectory: dataDirectory, budget: budget)
        if let overlay = try overlayPresenter(loaded) { hub.add(overlay) }
        let pages = SponsorFolder.cycleConfig(loaded.pages, shelf: sponsors, logger: Logger(label: "scoreline.kiosk"))
        let session = ScoringSession(store: store, pages: pages)
        defer { session.close() }
        session.venue = loaded.display.venue
        let presetName = preset ?? loaded.preset
        session.preset = try presetName.map { name throws -> Data in
            guard let record = loaded.presets[name] ?? DemoPresets.record(name) else {
                let known = (loaded.presets.keys.sorted() + DemoPresets.names).joined(separator: ", ")
                throw CommandFailure(KioskMessages.noPreset(name, known: known))
            }
            return record
        }
        try session.start()
        terminal?.follow(session)
        if let serial = Self.serialBoard(loaded, dataDirectory: dataDirectory, session: session) { hub.add(serial) }
        let offer = HotspotOffer()
        let hotspot = Self.hotspot(loaded, dataDirectory: dataDirectory, offer: offer)
        defer { hotspot?.stop() }
        try runLoop(session, hub: hub, config: loaded, configPath: terminal == nil ? configPath : nil, stopOnHangup: terminal != nil,
                    sponsors: sponsors, store: store, offer: offer, picturesReady: picturesReady)
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

extension Kiosk {
    /// The roster's pictures on the hub's screens (ADR 055): looked up from the roster at each
    /// board, made off the loop's thread; the bell rings when one is ready, and the loop then
    /// draws the boards again (`runLoop`). nil without an eventfd: no pictures then, rather
    /// than a screen that never shows them.
    func showPictures(on hub: ProjectionHub, dataDirectory: String, budget: DecodedBudget) -> Doorbell? {
        guard let bell = Doorbell() else { return nil }
        let book = RosterPictureBook(dataDirectory: dataDirectory)
        hub.pictures = { book.current() }
        hub.usePictures(PictureShelf(dataDirectory: dataDirectory, budget: budget, work: .background(wake: { bell.ring() })))
        return bell
    }

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
