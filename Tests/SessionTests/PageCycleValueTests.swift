import LocalDays
import MatchEngine
import Session
import Testing

/// `PageCycle` alone, with the phase and the pages given: the cases a session test cannot
/// reach easily (a visit cut short, a clock set back or put forward by hours).
@Suite struct PageCycleValueTests {
    static let config = PageCycle.Config(mode: .auto, cycle: [.batting, .sponsor], mainSeconds: 2, pageSeconds: 2, sponsorSeconds: 2)

    static func name(_ screen: PageCycle.Screen) -> String {
        switch screen {
        case .main: "main"
        case .page(let page): page.rawValue
        case .slide(let slide): "slide:\(slide.kind.rawValue)"
        case .sponsor(let image): image
        }
    }

    static func run(_ cycle: inout PageCycle, from start: Int, to end: Int, phase: PagePhase = .betweenOvers) -> [String] {
        (start...end).map { name(cycle.screen(at: $0, phase: phase, hasPage: { $0 == .batting }, sponsors: { ["a.png", "b.png"] })) }
    }

    @Test func aSponsorsTurnIsUsedOnlyByAVisitTheScreenMade() {
        var cycle = PageCycle(config: Self.config)
        cycle.reset(at: 100)
        // Main 100-101, batting 102-103, then a ball at 104 before the sponsor came.
        #expect(Self.run(&cycle, from: 100, to: 103) == ["main", "main", "batting", "batting"])
        cycle.actionRecorded(at: 104, slides: [])
        // The next break still starts with the first sponsor.
        #expect(Self.run(&cycle, from: 104, to: 115) == ["main", "main", "batting", "batting", "a.png", "a.png", "main", "main", "batting", "batting", "b.png", "b.png"])
    }

    @Test func inPlayTheMainBoardStaysWhateverThePagesSay() {
        var cycle = PageCycle(config: Self.config)
        cycle.reset(at: 0)
        #expect(Self.run(&cycle, from: 0, to: 20, phase: .inPlay) == Array(repeating: "main", count: 21))
    }

    @Test func aClockSetBackStartsAgainFromTheMainBoard() {
        var cycle = PageCycle(config: Self.config)
        cycle.reset(at: 1000)
        #expect(Self.run(&cycle, from: 1000, to: 1003) == ["main", "main", "batting", "batting"])
        // Back an hour (a Pi finding the real time): the main board, then the cycle afresh.
        #expect(Self.run(&cycle, from: -2600, to: -2597) == ["main", "main", "batting", "batting"])
    }

    @Test func aClockPutForwardByDaysCarriesOnInStep() {
        var cycle = PageCycle(config: Self.config)
        cycle.reset(at: 0)
        _ = Self.run(&cycle, from: 0, to: 1)
        // The round is 6 s (main 2, batting 2, a sponsor 2); 6 * 14_400 s later it starts again.
        let later = 6 * 14_400
        #expect(Self.run(&cycle, from: later, to: later + 3) == ["main", "main", "batting", "batting"])
    }

    @Test func aClockSetBackWithinARoundStartsAgainFromTheMainBoard() {
        var cycle = PageCycle(config: Self.config)
        cycle.reset(at: 0)
        _ = Self.run(&cycle, from: 0, to: 1)
        // Forward by days: the round is re-planned in step, far after the last action.
        let later = 6 * 1_000
        #expect(Self.run(&cycle, from: later, to: later + 2) == ["main", "main", "batting"])
        // Back half-way (still after the last action, before the round's start): not a stall on
        // the main board until the old round comes round again, but the cycle afresh.
        let back = later / 2
        #expect(Self.run(&cycle, from: back, to: back + 5) == ["main", "main", "batting", "batting", "a.png", "a.png"])
    }

    @Test func aSponsorWhoseLastDayPassesDuringARoundIsNotShown() {
        var cycle = PageCycle(config: Self.config)
        cycle.reset(at: 0)
        // The round (main 0-1, batting 2-3, a.png 4-5) is planned at 0 while both sponsors show;
        // at midnight (second 3) a.png's last day is over.
        var today = ["a.png", "b.png"]
        var seen: [String] = []
        for now in 0...7 {
            if now == 3 { today = ["b.png"] }
            seen.append(Self.name(cycle.screen(at: now, phase: .betweenOvers, hasPage: { $0 == .batting }, sponsors: { today })))
        }
        // a.png's stop gives way to the main board; the next round plans b.png.
        #expect(seen == ["main", "main", "batting", "batting", "main", "main", "main", "main"])
        let next = (8...11).map { Self.name(cycle.screen(at: $0, phase: .betweenOvers, hasPage: { $0 == .batting }, sponsors: { today })) }
        #expect(next == ["batting", "batting", "b.png", "b.png"])
    }

    @Test func localDatesFromTheClock() {
        // 2026-11-25T14:00:00Z is 1_795_615_200 s after 1970 (20_782 days and 14 hours).
        #expect(LocalDate(secondsSince1970: 1_795_615_200, offset: 0).description == "2026-11-25")
        #expect(LocalDate(secondsSince1970: 1_795_615_200, offset: 10 * 3600).description == "2026-11-26")
        #expect(LocalDate(secondsSince1970: 1_795_615_200, offset: -15 * 3600).description == "2026-11-24")
        #expect(LocalDate(secondsSince1970: 0, offset: 0).description == "1970-01-01")
        #expect(LocalDate(secondsSince1970: -1, offset: 0).description == "1969-12-31")
        // 2028 is a leap year: 29 February exists.
        #expect(LocalDate(text: "2028-02-29") != nil)
        #expect(LocalDate(text: "2026-02-29") == nil)
        #expect(LocalDate(text: "2026-5-01") == nil)
    }
}
