import MatchEngine
import Session
import Store
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
