import Foundation
import LocalDays
import MatchEngine
@testable import Session
import Store
import Testing

/// The page cycle on the session's clock (docs/pages.md). Every schedule below is worked out by
/// hand from the rules: after the over's last ball the main board for `mainSeconds`, then each
/// page that has something to say for `pageSeconds`, a sponsor (the next in turn) for
/// `sponsorSeconds`, round again; a wicket shows the main board for its own frame, then its
/// slide for `eventSeconds`. The clock is a ManualClock moved one second per tick.
@Suite struct PageCycleTests {
    static let openers = [#"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#, #"{"type":"bowler","name":"Kofi"}"#]
    static let dot = #"{"type":"delivery","bat":0}"#
    static let single = #"{"type":"delivery","bat":1}"#
    static let wicket = #"{"type":"delivery","wicket":{"kind":"out"}}"#

    final class Rig {
        let root = Fixture.root()
        let clock: ManualClock
        let session: ScoringSession
        let frames: Frames
        let standIn: Bool

        /// `pages`: the pages a stand-in engine has (`PagedCricket`); nil for the real engine.
        init(_ config: PageCycle.Config, pages: Set<BoardPage>?, at time: String = "2026-11-25T14:00:00Z", offset: Int = 0) throws {
            clock = ManualClock(time)
            session = ScoringSession(store: MatchStore(root: root), clock: clock, pages: config, calendar: FixedOffsetCalendar(offsetSeconds: offset))
            standIn = pages != nil
            if let pages { session.startSession = { try PagedCricket(newMatch: $0, pages: pages) } }
            session.preset = Fixture.cricket
            frames = Frames(session)
            try session.start()
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        func send(_ lines: [String]) {
            for line in lines { #expect(session.send(Fixture.line(line)).acknowledged, "\(line)") }
        }

        /// What the screen shows now, in a word, checked against the board it carries.
        var screen: String {
            guard let last = frames.shown.last else { return "nothing" }
            switch last.screen {
            case .main:
                #expect(last.board == last.live)
                return "main"
            case .page(let page):
                // The stand-in's pages carry their name as the title; the real engine's are cards.
                if standIn {
                    #expect(last.board["title"]?.text == page.rawValue)
                } else {
                    #expect([.cricketBatting, .cricketBowling, .cricketFallOfWickets, .cricketPartnership, .cricketTarget].contains(last.board.layout))
                }
                return page.rawValue
            case .slide(let slide):
                #expect(last.board == slide.board && last.board.layout == .cricketEvent)
                return "slide:\(slide.kind.rawValue)"
            case .sponsor(let image):
                #expect(last.board.layout == .sponsor && last.board["image"]?.text == image)
                return "sponsor:\(image)"
            }
        }

        /// The screen now, then after each of `seconds` ticks one second apart.
        func watch(_ seconds: Int) -> [String] {
            var seen = [screen]
            for _ in 0..<seconds {
                clock.advance(seconds: 1)
                session.handle(.tick)
                seen.append(screen)
            }
            return seen
        }
    }

    static let auto = PageCycle.Config(
        mode: .auto, cycle: [.batting, .fallOfWickets, .bowling, .partnership, .target, .sponsor],
        mainSeconds: 3, pageSeconds: 2, eventSeconds: 4, sponsorSeconds: 2,
        sponsors: [PageCycle.Sponsor(image: "acme.png"), PageCycle.Sponsor(image: "brew.png")])

    @Test func anOverBreakPagesThroughTheCycleSkippingPagesWithNothingToSay() throws {
        // Fall of wickets and target have nothing to say (no wicket, no chase): skipped.
        let rig = try Rig(Self.auto, pages: [.batting, .bowling, .partnership])
        rig.send(Self.openers + Array(repeating: Self.single, count: 5))
        // Mid-over: a ball may come at any moment, so the main board stays.
        #expect(rig.watch(5) == Array(repeating: "main", count: 6))
        rig.send([Self.dot])
        // Second 0 is the last ball's own frame. Main 0-2, batting 3-4, bowling 5-6,
        // partnership 7-8, the first sponsor 9-10; round two: main 11-13, batting 14-15,
        // bowling 16-17, partnership 18-19, the second sponsor 20-21; main again from 22.
        let expected = ["main", "main", "main", "batting", "batting", "bowling", "bowling", "partnership", "partnership",
                        "sponsor:acme.png", "sponsor:acme.png", "main", "main", "main", "batting", "batting", "bowling", "bowling",
                        "partnership", "partnership", "sponsor:brew.png", "sponsor:brew.png", "main", "main", "main", "batting"]
        #expect(rig.watch(25) == expected)
    }

    @Test func aBallBowledMidCycleBringsBackTheMainBoardInTheNextPublication() throws {
        let rig = try Rig(Self.auto, pages: [.batting, .bowling])
        rig.send(Self.openers + Array(repeating: Self.single, count: 6))
        #expect(rig.watch(4) == ["main", "main", "main", "batting", "batting"])
        // The next over's bowler is named: paperwork, so the card stays up and the round runs on.
        rig.send([#"{"type":"bowler","name":"Dara"}"#])
        #expect(rig.screen == "batting")
        // The first ball of the over: the main board in the very next publication.
        let before = rig.frames.shown.count
        rig.send([Self.single])
        #expect(rig.frames.shown.count == before + 1)
        #expect(rig.screen == "main")
        #expect(rig.frames.last?.layout == .cricketBanner)
        #expect(rig.watch(10) == Array(repeating: "main", count: 11))
    }

    @Test func aWicketShowsItsSlideForEventSecondsThenTheMainBoard() throws {
        let config = PageCycle.Config(mode: .events, cycle: [.batting], eventSeconds: 4)
        let rig = try Rig(config, pages: [.batting])
        rig.send(Self.openers + [Self.single, Self.single])
        rig.send([Self.wicket])
        // 0: the wicket's own frame (the new score); 1-4 the slide; then the main board, and
        // in events mode no pages even though batting has something to say.
        #expect(rig.watch(8) == ["main", "slide:wicket", "slide:wicket", "slide:wicket", "slide:wicket", "main", "main", "main", "main"])
    }

    @Test func aWicketOnTheOversLastBallShowsItsSlideAndThenTheCycle() throws {
        let config = PageCycle.Config(mode: .auto, cycle: [.batting], mainSeconds: 3, pageSeconds: 2, eventSeconds: 4)
        let rig = try Rig(config, pages: [.batting])
        rig.send(Self.openers + Array(repeating: Self.single, count: 5) + [Self.wicket])
        // 0 main (the ball's frame), 1-4 the slide, then the round from second 5: main 5-7,
        // batting 8-9, main 10-12, batting 13-14.
        let expected = ["main", "slide:wicket", "slide:wicket", "slide:wicket", "slide:wicket",
                        "main", "main", "main", "batting", "batting", "main", "main", "main", "batting", "batting", "main"]
        #expect(rig.watch(15) == expected)
    }

    @Test func anUndoBringsBackTheMainBoardWithNoSlides() throws {
        let config = PageCycle.Config(mode: .events, eventSeconds: 4)
        let rig = try Rig(config, pages: [])
        rig.send(Self.openers + [Self.single, Self.wicket])
        #expect(rig.watch(2) == ["main", "slide:wicket", "slide:wicket"])
        rig.send([#"{"type":"undo"}"#])
        #expect(rig.watch(6) == Array(repeating: "main", count: 7))
        // Undone at once, in the wicket's own second: the slide never shows.
        rig.send([Self.wicket, #"{"type":"undo"}"#])
        #expect(rig.watch(6) == Array(repeating: "main", count: 7))
    }

    @Test func anExpiredSponsorAndAFutureOneNeverShow() throws {
        let today = try #require(LocalDate(year: 2026, month: 11, day: 25))
        let config = PageCycle.Config(
            mode: .auto, cycle: [.sponsor], mainSeconds: 1, sponsorSeconds: 1,
            sponsors: [
                PageCycle.Sponsor(image: "expired.png", until: LocalDate(year: 2026, month: 11, day: 24)),
                PageCycle.Sponsor(image: "today.png", from: today, until: today),
                PageCycle.Sponsor(image: "future.png", from: LocalDate(year: 2026, month: 11, day: 26)),
                PageCycle.Sponsor(image: "always.png"),
            ])
        let rig = try Rig(config, pages: [])
        rig.send(Self.openers + Array(repeating: Self.single, count: 6))
        // Main 1 s, one sponsor 1 s, in turn among the two whose dates include today.
        #expect(rig.watch(7) == ["main", "sponsor:today.png", "main", "sponsor:always.png", "main", "sponsor:today.png", "main", "sponsor:always.png"])
    }

    @Test func aSponsorsDatesAreTheGroundsLocalDays() throws {
        let config = PageCycle.Config(
            mode: .auto, cycle: [.sponsor], mainSeconds: 1, sponsorSeconds: 1,
            sponsors: [
                PageCycle.Sponsor(image: "wednesday.png", from: LocalDate(year: 2026, month: 11, day: 25), until: LocalDate(year: 2026, month: 11, day: 25)),
                PageCycle.Sponsor(image: "thursday.png", from: LocalDate(year: 2026, month: 11, day: 26)),
            ])
        // 23:30 UTC on Wednesday is 00:30 on Thursday an hour east of UTC.
        let rig = try Rig(config, pages: [], at: "2026-11-25T23:30:00Z", offset: 3600)
        rig.send(Self.openers + Array(repeating: Self.single, count: 6))
        #expect(rig.watch(3) == ["main", "sponsor:thursday.png", "main", "sponsor:thursday.png"])
        // The same instant in UTC is still Wednesday.
        let utc = try Rig(config, pages: [], at: "2026-11-25T23:30:00Z", offset: 0)
        utc.send(Self.openers + Array(repeating: Self.single, count: 6))
        #expect(utc.watch(3) == ["main", "sponsor:wednesday.png", "main", "sponsor:wednesday.png"])
    }

    @Test func modeMainNeverPages() throws {
        var config = Self.auto
        config.mode = .main
        let rig = try Rig(config, pages: Set(BoardPage.allCases))
        rig.send(Self.openers + Array(repeating: Self.single, count: 5) + [Self.wicket])
        #expect(rig.watch(30) == Array(repeating: "main", count: 31))
        #expect(rig.frames.shown.allSatisfy { $0.board == $0.live && $0.screen == .main })
    }

    @Test func theBottomLineStaysOnPagesAndSlides() throws {
        let rig = try Rig(Self.auto, pages: [.batting])
        rig.send(Self.openers + Array(repeating: Self.single, count: 6))
        #expect(rig.watch(3) == ["main", "main", "main", "batting"])
        rig.session.handle(.inputProblem("The keypad is unplugged."))
        #expect(rig.screen == "batting")
        #expect(rig.frames.last?["error"]?.text == "The keypad is unplugged.")
        #expect(rig.frames.shown.last?.live["error"]?.text == "The keypad is unplugged.")
    }

    @Test func aReloadedConfigStartsTheCycleAgainFromTheMainBoard() throws {
        let rig = try Rig(.mainOnly, pages: [.batting])
        rig.send(Self.openers + Array(repeating: Self.single, count: 6))
        #expect(rig.watch(4) == Array(repeating: "main", count: 5))
        rig.session.pages = PageCycle.Config(mode: .auto, cycle: [.batting], mainSeconds: 2, pageSeconds: 2)
        #expect(rig.watch(5) == ["main", "main", "batting", "batting", "main", "main"])
    }
}
