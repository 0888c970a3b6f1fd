import FoundationEssentials
import LocalDays
import MatchEngine

/// The session's side of the page cycle (docs/pages.md): gathers the slides each recorded
/// action earns, tells the cycle what a command did, and picks the board the big screen shows.
/// Kept apart from `ScoringSession` so the journal path stays short to read.
struct SessionPages {
    private(set) var cycle: PageCycle
    /// The ground's day, for sponsors' dates.
    private let calendar: any LocalCalendar
    /// The slides earned by the actions of the command in hand, gathered as each is made
    /// durable: one box press records a wicket and then the next batter, and the wicket's slide
    /// must not be lost to the follow-up that comes after it.
    private var earned: [EventSlide] = []
    /// The actions the command in hand has made durable so far, whatever its reply says (a
    /// press refused after its follow-ups were recorded still recorded them).
    private var acted: [MatchAction] = []

    init(config: PageCycle.Config, calendar: any LocalCalendar) {
        cycle = PageCycle(config: config)
        self.calendar = calendar
    }

    var config: PageCycle.Config { cycle.config }

    mutating func reconfigure(_ next: PageCycle.Config, at now: Int) {
        cycle.reconfigure(next, at: now)
    }

    /// A new match (or none): the main board.
    mutating func reset(at now: Int) {
        earned = []
        acted = []
        cycle.reset(at: now)
    }

    /// `action` was applied to `session` after its fdatasync: asks what it earned at once,
    /// since the engine answers for the last action only.
    mutating func recorded(_ action: MatchAction, in session: any SportSession, at now: Timestamp?) {
        recorded(action, earned: session.eventSlides(at: now))
    }

    /// The same for an action of a press's group (ADR 047), with what it earned asked of the
    /// state it left when it was staged.
    mutating func recorded(_ action: MatchAction, earned slides: @autoclosure () -> [EventSlide]) {
        acted.append(action)
        guard cycle.config.mode != .main, action != .undo else { return }
        earned += slides()
    }

    /// A command has been handled, with the actions `recorded` saw: an undo brings the main
    /// board back with no slides (what the undone action earned is taken back); paperwork alone
    /// (the next bowler, a rename) leaves the screen as it is, and a slide it earned (the new
    /// batter, the openers of a chase) joins those still showing; anything else (a ball, a
    /// point, a correction) brings the main board back, then its slides.
    mutating func commandHandled(at now: Int) {
        let slides = earned, actions = acted
        earned = []
        acted = []
        guard !actions.isEmpty else { return }
        if actions.contains(.undo) || cycle.config.mode == .main {
            cycle.reset(at: now)
        } else if !actions.allSatisfy(\.keepsPages) {
            cycle.actionRecorded(at: now, slides: slides)
        } else {
            cycle.slidesEarned(at: now, slides: slides)
        }
    }

    /// What the big screen shows at `now` and its board (before the bottom line); each page
    /// the engine builds is counted in `counters`.
    mutating func screen(
        live: Scoreboard, session: (any SportSession)?, at now: Timestamp?, wallTime: Date, counters: inout PressCounters
    ) -> (PageCycle.Screen, Scoreboard) {
        guard cycle.config.mode != .main, let session else { return (.main, live) }
        let sponsors = cycle.config.sponsors
        let calendar = calendar
        let showing = { () -> [String] in
            let today = calendar.today(at: wallTime)
            return sponsors.filter { $0.shows(on: today) }.map(\.image)
        }
        // Each page is built at most once here: the cycle asks whether a page has something to
        // say by building it, and the page it then shows is that same board.
        var built: [BoardPage: Scoreboard?] = [:]
        func page(_ page: BoardPage) -> Scoreboard? {
            if let board = built[page] { return board }
            counters.boardBuilds += 1
            let board = session.page(page, at: now)
            built[page] = board
            return board
        }
        let screen = cycle.screen(
            at: now?.seconds ?? 0, phase: session.pagePhase,
            hasPage: { page($0) != nil }, sponsors: showing)
        switch screen {
        case .main: return (.main, live)
        case .slide(let slide): return (screen, slide.board)
        case .sponsor(let image): return (screen, SponsorBoard.build(image: image))
        case .page(let shown):
            // At `now`: a page that has just lost its say gives way to the main board.
            guard let board = page(shown) else { return (.main, live) }
            return (screen, board)
        }
    }
}
