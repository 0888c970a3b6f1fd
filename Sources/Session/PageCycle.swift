import LocalDays
import MatchEngine

/// Which board is on the big screen, second by second (docs/pages.md): the main board, an
/// event slide after the ball that earned it, or, in auto mode while no ball is in play, the
/// main board and each page of the cycle in turn. A pure value: the session tells it what
/// happened (an action, an undo) and asks at each frame with the time, the match's phase and
/// which pages have something to say; it reads no clock and builds no board.
public struct PageCycle: Sendable, Equatable {
    public struct Config: Sendable, Equatable {
        public enum Mode: String, Sendable, Equatable {
            case main, events, auto
        }

        public var mode: Mode
        /// The pages after the main board, in order; `.sponsor` is every sponsor in turn.
        public var cycle: [BoardPage]
        public var mainSeconds: Int
        public var pageSeconds: Int
        public var eventSeconds: Int
        public var sponsorSeconds: Int
        public var sponsors: [Sponsor]

        public init(mode: Mode = .main, cycle: [BoardPage] = [], mainSeconds: Int = 10, pageSeconds: Int = 10,
                    eventSeconds: Int = 15, sponsorSeconds: Int = 10, sponsors: [Sponsor] = []) {
            self.mode = mode
            self.cycle = cycle
            // Zero would stall the cycle on one stop; the config refuses it, this guards the rest.
            self.mainSeconds = max(1, mainSeconds)
            self.pageSeconds = max(1, pageSeconds)
            self.eventSeconds = max(1, eventSeconds)
            self.sponsorSeconds = max(1, sponsorSeconds)
            self.sponsors = sponsors
        }

        /// The live board only.
        public static let mainOnly = Config()
    }

    public typealias Sponsor = DatedSponsor

    /// What the screen shows.
    public enum Screen: Sendable, Equatable {
        case main
        /// A slide the last action earned.
        case slide(EventSlide)
        case page(BoardPage)
        /// A sponsor's image, by its file name.
        case sponsor(String)
    }

    /// One stop of a round: what it shows and for how long.
    private struct Stop: Sendable, Equatable {
        var screen: Screen
        var seconds: Int
    }

    /// The main board's own frame after an action, before its slides: the crowd sees the new
    /// score first (docs/pages.md: "the main board in the next frame, then its event slides").
    public static let mainBeat = 1

    public private(set) var config: Config
    /// When the last action (or reset) came; slides are timed from here.
    private var since = 0
    private var slides: [EventSlide] = []
    /// When the phase last left `.inPlay` (nil while in play).
    private var outOfPlaySince: Int?
    private var round: [Stop] = []
    private var roundStart: Int?
    /// The sponsor whose turn is next; kept across overs so each break shows the next one.
    private var sponsorTurn = 0
    /// The round whose sponsor has been counted as shown: a turn is used only by a visit the
    /// screen made, not by one a ball cut short before it came.
    private var sponsorShownInRound: Int?

    public init(config: Config) {
        self.config = config
    }

    /// A new config (a reload): the cycle starts again from the main board.
    public mutating func reconfigure(_ next: Config, at now: Int) {
        config = next
        reset(at: now)
    }

    /// A new action was recorded at `now`: the main board at once, then `slides`.
    public mutating func actionRecorded(at now: Int, slides earned: [EventSlide]) {
        reset(at: now)
        slides = config.mode == .main ? [] : earned
    }

    /// Paperwork earned `earned` at `now` (the next batter named while the wicket's slide is
    /// up): they join the end of the slides still to show, so none is cut short and the crowd
    /// sees the wicket, then who walks in. With nothing showing, they come as an action's do:
    /// the main board's beat, then the slides.
    public mutating func slidesEarned(at now: Int, slides earned: [EventSlide]) {
        guard config.mode != .main, !earned.isEmpty else { return }
        let showingUntil = since + Self.mainBeat + slides.count * config.eventSeconds
        guard !slides.isEmpty, now >= since, now < showingUntil else {
            actionRecorded(at: now, slides: earned)
            return
        }
        slides += earned
    }

    /// An undo, a correction, a new match: the main board at once, no slides.
    public mutating func reset(at now: Int) {
        since = now
        slides = []
        outOfPlaySince = nil
        round = []
        roundStart = nil
    }

    /// The screen at `now`. `phase` is the match's; `hasPage` says whether a page has something
    /// to say (asked only when a round is planned, once per round); `sponsors` are the images
    /// whose dates include today, in the config's order.
    public mutating func screen(at now: Int, phase: PagePhase, hasPage: (BoardPage) -> Bool, sponsors: () -> [String]) -> Screen {
        guard config.mode != .main else { return .main }
        // A clock set back (a Pi finding the time): start again from the main board. Any mark
        // in the future means the clock went back, not only the last action's.
        if now < since || roundStart.map({ now < $0 }) == true || outOfPlaySince.map({ now < $0 }) == true {
            reset(at: now)
        }
        var afterSlides = since
        if !slides.isEmpty {
            let start = since + Self.mainBeat
            if now < start { return .main }
            let index = (now - start) / config.eventSeconds
            if index < slides.count { return .slide(slides[index]) }
            afterSlides = start + slides.count * config.eventSeconds
        }
        guard config.mode == .auto, phase != .inPlay else {
            outOfPlaySince = nil
            round = []
            roundStart = nil
            return .main
        }
        let outOfPlay = outOfPlaySince ?? now
        outOfPlaySince = outOfPlay
        let origin = max(afterSlides, outOfPlay)
        if now < origin { return .main }
        if roundStart == nil || roundStart.map({ $0 < origin }) == true {
            plan(at: origin, hasPage: hasPage, sponsors: sponsors)
        }
        while true {
            guard var t = roundStart.map({ now - $0 }) else { return .main }
            let length = round.reduce(0) { $0 + $1.seconds }
            if t >= length {
                // Hours away (a clock put forward): skip whole rounds rather than plan each.
                let skipped = max(0, t / length - 1)
                plan(at: (roundStart ?? origin) + (skipped + 1) * length, hasPage: hasPage, sponsors: sponsors)
                continue
            }
            for stop in round {
                if t < stop.seconds {
                    // The round was planned earlier, perhaps yesterday: a sponsor whose last day
                    // has passed since gives way to the main board, so it never shows expired.
                    if case .sponsor(let image) = stop.screen, !sponsors().contains(image) { return .main }
                    if case .sponsor = stop.screen, sponsorShownInRound != roundStart {
                        sponsorShownInRound = roundStart
                        sponsorTurn += 1
                    }
                    return stop.screen
                }
                t -= stop.seconds
            }
            return .main
        }
    }

    /// The round from `start`: the main board, then each page with something to say, and one
    /// sponsor (the next in turn) where the cycle names the sponsors.
    private mutating func plan(at start: Int, hasPage: (BoardPage) -> Bool, sponsors allSponsors: () -> [String]) {
        let sponsors = config.cycle.contains(.sponsor) ? allSponsors() : []
        var stops = [Stop(screen: .main, seconds: config.mainSeconds)]
        for page in config.cycle where page != .main {
            if page == .sponsor {
                guard !sponsors.isEmpty else { continue }
                stops.append(Stop(screen: .sponsor(sponsors[sponsorTurn % sponsors.count]), seconds: config.sponsorSeconds))
            } else if hasPage(page) {
                stops.append(Stop(screen: .page(page), seconds: config.pageSeconds))
            }
        }
        round = stops
        roundStart = start
    }
}
