import Displays
import FoundationEssentials
import MatchEngine
import Renderer
import Store
import TOMLKit

/// Reads and checks the config file. Every problem names the key, what was found and what is
/// accepted; all of them are reported at once.
public enum ConfigLoader {
    public struct Failure: Error, CustomStringConvertible {
        public let file: String
        /// Each problem with the key path it is about (empty for the file as a whole).
        public let problems: [(key: String, message: String)]

        public var description: String {
            problems.map { "\(file): \($0.key.isEmpty ? "" : "\($0.key): ")\($0.message)" }.joined(separator: "\n")
        }
    }

    /// Reads the file as every named input is read (`InputFile.config`: a regular file, at
    /// most 1 MiB, never blocking), then checks it is UTF-8 and parses it.
    public static func load(_ path: String) throws(Failure) -> ScorelineConfig {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.config.read(path)
        } catch .notFound {
            throw Failure(file: path, problems: [("", ConfigMessages.missingFile)])
        } catch .unreadable(_, let why) {
            throw Failure(file: path, problems: [("", why)])
        } catch {
            throw Failure(file: path, problems: [("", error.description)])
        }
        if let bad = UTF8Check.firstInvalid(in: bytes) {
            throw Failure(file: path, problems: [("", ConfigMessages.notUTF8(line: bad.line, byte: bad.offset))])
        }
        return try parse(String(decoding: bytes, as: UTF8.self), file: path)
    }

    /// What `load` would refuse in these bytes, or nil: a restored config is checked before it
    /// is installed.
    public static func problems(_ bytes: [UInt8]) -> String? {
        if let bad = UTF8Check.firstInvalid(in: bytes) { return ConfigMessages.notUTF8(line: bad.line, byte: bad.offset) }
        do {
            _ = try parse(String(decoding: bytes, as: UTF8.self), file: "the config")
            return nil
        } catch {
            return error.description
        }
    }

    public static func parse(_ text: String, file: String) throws(Failure) -> ScorelineConfig {
        if let problem = TOMLPreflight.problem(in: text, parsePrefix: preflightParse) {
            throw Failure(file: file, problems: [("", ConfigMessages.syntax(line: problem.line, column: problem.column, problem.message))])
        }
        let root: [String: ConfigValue]
        do {
            let table = try TOMLTable(string: text)
            // JSON, which the table goes through, has no inf or nan: name them by their key.
            let nonFinite = NonFiniteNumbers.find(in: table)
            guard nonFinite.isEmpty else {
                throw Failure(file: file, problems: nonFinite.map { ($0.key, ConfigMessages.notFinite($0.shown)) })
            }
            // The JSON must be JSON: without these options an emoji comes out as TOML's
            // `\U0001F3CF` and the whole file would be refused as "not a TOML file".
            let json = table.convert(to: .json, options: [.quoteDateAndTimes, .quoteInfinitesAndNaNs, .allowUnicodeStrings])
            root = try JSONDecoder().decode([String: ConfigValue].self, from: Data(json.utf8))
        } catch let failure as Failure {
            throw failure
        } catch let error as TOMLParseError {
            let at = error.source.begin
            throw Failure(file: file, problems: [("", ConfigMessages.syntax(line: at.line, column: at.column, error.description))])
        } catch {
            throw Failure(file: file, problems: [("", ConfigMessages.notTOML)])
        }
        let problems = ConfigProblems()
        let config = read(ConfigReader(root, path: "", problems: problems), problems: problems)
        guard problems.isEmpty else { throw Failure(file: file, problems: problems.list) }
        return config
    }

    private static func preflightParse(_ text: String) -> TOMLPreflight.Prefix {
        do {
            _ = try TOMLTable(string: text)
            return .parses
        } catch let error as TOMLParseError {
            return .fails(line: error.source.begin.line, column: error.source.begin.column)
        } catch {
            return .fails(line: 0, column: 0)
        }
    }

    private static func read(_ r: ConfigReader, problems: ConfigProblems) -> ScorelineConfig {
        var config = ScorelineConfig()
        config.dataDirectory = r.string("data_dir", default: config.dataDirectory) ?? config.dataDirectory
        config.preset = r.string("preset")
        if let d = r.table("display") {
            config.display = display(d)
            d.rejectUnknownKeys()
        }
        if let f = r.table("fonts") {
            config.fonts.directory = f.string("directory")
            f.rejectUnknownKeys()
        }
        if let i = r.table("inputs") { config.inputs = InputsConfigReader.read(i) }
        if let p = r.table("pages") { config.pages = PagesConfigReader.read(p) }
        if let b = r.table("brightness") { config.brightness = BrightnessConfigReader.read(b) }
        if let p = r.table("publish") { config.publish = BroadcastConfigReader.publish(p) }
        if let m = r.table("mqtt") { config.mqtt = BroadcastConfigReader.mqtt(m) }
        if let o = r.table("overlay") { config.overlay = OverlayConfigReader.read(o) }
        if let d = r.table("desk") { config.desk = DeskSettingsReader.read(d) }
        if let w = r.table("remote") { config.remote = RemoteConfigReader.read(w) }
        if let s = r.table("serial_board") { config.serialBoard = SerialBoardConfigReader.read(s) }
        if let b = r.table("bluetooth") { config.bluetooth = BluetoothConfigReader.read(b) }
        if let n = r.table("network") { config.network = NetworkConfigReader.read(n) }
        NetworkConfigReader.nameFromVenue(&config.network, venue: config.display.venue, problems: problems)
        if let l = r.table("ledmatrix") { config.ledmatrix = LEDMatrixConfigReader.read(l) }
        if let records = r.table("records") {
            config.seasonStartMonth = records.int("season_start_month", in: 1...12, default: config.seasonStartMonth)
            records.rejectUnknownKeys()
        }
        if let p = r.table("presets") {
            config.presets = presets(p)
            p.markAllSeen()
        }
        r.rejectUnknownKeys()
        // TLS files with only plain brokers named: the kiosk would refuse them at start, so the
        // check says so now (a `--follow mqtts://…` given at run time is checked then).
        let brokers = [config.publish?.broker, config.display.source?.address].compactMap { $0 }
        if !brokers.isEmpty, !brokers.contains(where: \.tls),
           let key = [("caFile", config.mqtt.caFile), ("certFile", config.mqtt.certFile), ("keyFile", config.mqtt.keyFile)]
               .first(where: { $0.1 != nil })?.0 {
            problems.add("mqtt.\(key)", BroadcastConfigMessages.tlsFileWithPlainBroker)
        }
        if let preset = config.preset, config.presets[preset] == nil, !DemoPresets.names.contains(preset) {
            let known = (config.presets.keys.sorted() + DemoPresets.names).map { "\"\($0)\"" }.joined(separator: ", ")
            problems.add("preset", ConfigMessages.unknownPreset(preset, known: known))
        }
        return config
    }

    private static func display(_ d: ConfigReader) -> ScorelineConfig.Display {
        var display = ScorelineConfig.Display()
        if let output = d.string("output") {
            switch output {
            case "auto": display.output = .auto
            case "drm": display.output = .drm
            case "fbdev": display.output = .fbdev
            case "ledmatrix": display.output = .ledmatrix
            case let text where text.hasPrefix("png:") && text.count > 4: display.output = .png(String(text.dropFirst(4)))
            default: d.fail("output", ConfigMessages.expected(ConfigMessages.outputs, found: .string(output)))
            }
        }
        display.card = d.string("card")
        display.connector = d.string("connector")
        if let text = d.string("mode") {
            display.mode = ModeRequest(parsing: text)
            if display.mode == nil {
                d.fail("mode", ConfigMessages.expected(ConfigMessages.modeForm, found: .string(text)))
            }
        }
        display.maxMode = size(d, "max_mode") ?? display.maxMode
        let rotate = d.int("rotate", in: 0...270, default: 0)
        if [0, 90, 180, 270].contains(rotate) {
            display.rotate = rotate
        } else {
            d.fail("rotate", ConfigMessages.expected("0, 90, 180 or 270", found: .int(rotate)))
        }
        if let text = d.string("region") {
            display.region = Rect(parsingRegion: text)
            if display.region == nil {
                d.fail("region", ConfigMessages.expected(ConfigMessages.regionForm, found: .string(text)))
            }
        }
        display.theme = d.choice("theme", default: ScorelineConfig.ThemeName.daylight)
        display.venue = d.string("venue")
        display.source = BroadcastConfigReader.source(d)
        return display
    }

    private static func size(_ d: ConfigReader, _ key: String) -> ScorelineConfig.Size? {
        guard let text = d.string(key) else { return nil }
        guard let size = ScorelineConfig.Size(text: text) else {
            d.fail(key, ConfigMessages.expected(ConfigMessages.sizeForm, found: .string(text)))
            return nil
        }
        return size
    }

    /// Room in a journal line for what the kiosk adds to a preset (the match id, the time and
    /// the record's sequence number and checksum), with plenty to spare.
    static let presetHeadroom = 512

    /// Each preset is a newMatch record without its `type`; the engine checks it now, so a
    /// mistake shows at `config check`, not at the ground.
    private static func presets(_ p: ConfigReader) -> [String: Data] {
        var records: [String: Data] = [:]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for (name, value) in p.raw.sorted(by: { $0.key < $1.key }) {
            guard case .table(var table) = value else {
                p.fail(name, ConfigMessages.expected("a table ([presets.\(name)])", found: value))
                continue
            }
            // A time in a preset is journalled as it is: it must be one (issue 39).
            if let at = table["at"] {
                guard case .string(let text) = at else {
                    p.fail(name + ".at", ConfigMessages.expected("a time as text", found: at))
                    continue
                }
                do throws(LineRejection) {
                    _ = try ActionDecoding.time(text)
                } catch {
                    p.fail(name + ".at", error.message)
                    continue
                }
            }
            table["type"] = .string("newMatch")
            guard let data = try? encoder.encode(ConfigValue.table(table).json) else {
                p.fail(name, ConfigMessages.notTOML)
                continue
            }
            // The kiosk records the set-up as a match's first journal line, with its id and
            // time added: one too long for a line would be refused at the ground, so say so now.
            let limit = JournalLine.maxLineBytes - presetHeadroom
            guard data.count <= limit else {
                p.fail(name, ConfigMessages.presetTooLong(bytes: data.count, limit: limit))
                continue
            }
            do throws(LineRejection) {
                _ = try SportRegistry.start(newMatch: data)
            } catch {
                p.fail(name, error.message)
                continue
            }
            // A key the engine never reads (`oversPerInnigs`) is a typo that would start the
            // wrong format in silence: refuse it, as for every other table (issue 39).
            let unread = SportRegistry.unreadKeys(inNewMatch: data)
            for key in unread {
                // `type` is the loader's own, never the preset's: do not suggest it.
                let known = key.known.filter { key.path != "" || $0 != "type" }
                p.fail(name + "." + key.fullPath, ConfigMessages.unknownKey(suggestion: ConfigMessages.closest(key.key, among: known), known: known))
            }
            if unread.isEmpty { records[name] = data }
        }
        return records
    }
}
