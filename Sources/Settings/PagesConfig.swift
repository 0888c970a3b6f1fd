import LocalDays
import MatchEngine
import Store

/// The config's `[pages]`, checked: what the big screen shows between balls (docs/pages.md).
/// The session's `PageCycle` runs it; the kiosk maps this onto it, since the session does not
/// read the config.
public struct PagesConfig: Equatable, Sendable {
    public enum Mode: String, CaseIterable, Equatable, Sendable {
        /// The live board only: what every screen showed before pages existed.
        case main
        /// The live board, and an event slide after a ball that earned one.
        case events
        /// Event slides, and between overs, at breaks and after the result the cycle of pages.
        case auto
    }

    /// Nothing changes for a ground that has not asked for pages: an upgrade never puts cards
    /// over its board unannounced.
    public var mode = Mode.main
    /// The pages after the main board, in order. `nil` pages (the target in a first innings,
    /// the cricket cards in badminton) are skipped, so one list serves both sports.
    public var cycle: [BoardPage] = PagesConfig.defaultCycle
    public var mainSeconds = 10
    public var pageSeconds = 10
    public var eventSeconds = 15
    public var sponsorSeconds = 10
    public var sponsors: [Sponsor] = []
    /// nil: `<data dir>/sponsors`.
    public var sponsorsFolder: String?

    public init() {}

    /// NV Play's order (main, batting, fall of wickets, bowling, partnership, target), then
    /// badminton's game summary and the sponsors.
    public static let defaultCycle: [BoardPage] = [.batting, .fallOfWickets, .bowling, .partnership, .target, .gameSummary, .sponsor]

    public static let mainSecondsRange = 1...600
    public static let pageSecondsRange = 1...600
    public static let eventSecondsRange = 1...120
    public static let sponsorSecondsRange = 1...600

    /// The name each page has in `cycle`: the page's own, but `sponsors` for the sponsors,
    /// which stands for every sponsor in turn.
    public static func cycleName(_ page: BoardPage) -> String { page == .sponsor ? "sponsors" : page.rawValue }
    static let cycleNames: [String: BoardPage] = Dictionary(
        uniqueKeysWithValues: BoardPage.allCases.filter { $0 != .main }.map { (cycleName($0), $0) })

    public typealias Sponsor = DatedSponsor

    /// The sponsors folder for a data directory.
    public func sponsorsFolder(dataDirectory: String) -> String {
        sponsorsFolder ?? dataDirectory + "/sponsors"
    }
}

/// Reads `[pages]` with the file's reader, so each problem names its key and what is accepted.
enum PagesConfigReader {
    static func read(_ r: ConfigReader) -> PagesConfig {
        var pages = PagesConfig()
        pages.mode = r.choice("mode", default: pages.mode)
        if r.raw["cycle"] != nil { pages.cycle = cycle(r) }
        pages.mainSeconds = r.int("mainSeconds", in: PagesConfig.mainSecondsRange, default: pages.mainSeconds)
        pages.pageSeconds = r.int("pageSeconds", in: PagesConfig.pageSecondsRange, default: pages.pageSeconds)
        pages.eventSeconds = r.int("eventSeconds", in: PagesConfig.eventSecondsRange, default: pages.eventSeconds)
        pages.sponsorSeconds = r.int("sponsorSeconds", in: PagesConfig.sponsorSecondsRange, default: pages.sponsorSeconds)
        pages.sponsorsFolder = r.string("sponsorsFolder")
        if pages.sponsorsFolder?.isEmpty == true {
            r.fail("sponsorsFolder", ConfigMessages.expected(PagesMessages.folder, found: .string("")))
            pages.sponsorsFolder = nil
        }
        pages.sponsors = sponsors(r)
        r.rejectUnknownKeys()
        return pages
    }

    private static func cycle(_ r: ConfigReader) -> [BoardPage] {
        var pages: [BoardPage] = []
        for (index, name) in r.strings("cycle").enumerated() {
            guard let page = PagesConfig.cycleNames[name] else {
                r.problems.add("\(r.key("cycle"))[\(index)]", ConfigMessages.expected(PagesMessages.pageNames, found: .string(name)))
                continue
            }
            guard !pages.contains(page) else {
                r.problems.add("\(r.key("cycle"))[\(index)]", PagesMessages.repeated(name))
                continue
            }
            pages.append(page)
        }
        return pages
    }

    private static func sponsors(_ r: ConfigReader) -> [PagesConfig.Sponsor] {
        var sponsors: [PagesConfig.Sponsor] = []
        for s in r.tables("sponsor", form: PagesMessages.sponsorTables) {
            let image = s.string("image")
            let from = date(s, "from")
            let until = date(s, "until")
            if image == nil, s.raw["image"] == nil { s.problems.add(s.key("image"), PagesMessages.imageNeeded) }
            if let image, !PagesMessages.isPlainFileName(image) {
                s.fail("image", ConfigMessages.expected(PagesMessages.imageName, found: .string(image)))
            }
            if let from, let until, until < from {
                s.fail("until", PagesMessages.untilBeforeFrom(from: from, until: until))
            }
            s.rejectUnknownKeys()
            if let image, PagesMessages.isPlainFileName(image) {
                sponsors.append(PagesConfig.Sponsor(image: image, from: from, until: until))
            }
        }
        return sponsors
    }

    /// A TOML local date (`from = 2026-05-01`) arrives as its text; so may a quoted one.
    private static func date(_ s: ConfigReader, _ key: String) -> LocalDate? {
        guard let value = s.value(key) else { return nil }
        guard case .string(let text) = value, let date = LocalDate(text: text) else {
            s.fail(key, ConfigMessages.expected(PagesMessages.dateForm, found: value))
            return nil
        }
        return date
    }
}
