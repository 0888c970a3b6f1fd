import Foundation
import MatchEngine
@testable import Session
import Store
import Testing

/// Event slides through the real cricket engine and the session, as a ground sees them: a box
/// press records the wicket and then the next batter in one go, and a scorer names the next
/// batter or bowler while a slide is up. Expected screens worked out from docs/pages.md: the
/// action's own frame shows the main board, its slides follow a second later, each for
/// `eventSeconds` (4 here); paperwork leaves the screen alone; a ball brings the main board back.
@Suite struct PageSlidesRealEngineTests {
    static let events = PageCycle.Config(mode: .events, cycle: [], mainSeconds: 3, pageSeconds: 2, eventSeconds: 4, sponsorSeconds: 2)

    final class Rig {
        let root = Fixture.root()
        let clock = ManualClock("2026-11-25T14:00:00Z")
        let session: ScoringSession
        let frames: Frames

        init(_ config: PageCycle.Config = PageSlidesRealEngineTests.events) throws {
            session = ScoringSession(store: MatchStore(root: root), clock: clock, pages: config, calendar: FixedOffsetCalendar(offsetSeconds: 0))
            session.preset = Fixture.cricket
            frames = Frames(session)
            try session.start()
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        var screen: String {
            guard let last = frames.shown.last else { return "nothing" }
            switch last.screen {
            case .main: return "main"
            case .page(let page): return page.rawValue
            case .slide(let slide): return "slide:\(slide.kind.rawValue)"
            case .sponsor(let image): return "sponsor:\(image)"
            }
        }

        func watch(_ seconds: Int) -> [String] {
            var seen = [screen]
            for _ in 0..<seconds {
                clock.advance(seconds: 1)
                session.handle(.tick)
                seen.append(screen)
            }
            return seen
        }

        func line(_ text: String) {
            #expect(session.send(Fixture.line(text)).acknowledged, "\(text)")
        }
    }

    @Test func aBoxWicketShowsItsSlideThoughThePressAlsoNamesTheNextBatter() throws {
        let rig = try Rig()
        // The box names the openers and the bowler by itself with the first ball.
        #expect(rig.session.send(Fixture.press("dot")).acknowledged)
        let reply = rig.session.send(Fixture.press("wicket"))
        #expect(reply.acknowledged)
        guard case .recorded(let recorded) = reply.outcome else {
            Issue.record("the wicket press recorded nothing: \(reply.outcome)")
            return
        }
        // The press's own wicket, then the follow-up that brings the next batter in.
        #expect(recorded.count == 2, "\(recorded.map(\.line))")
        #expect(rig.watch(6) == ["main", "slide:wicket", "slide:wicket", "slide:wicket", "slide:wicket", "main", "main"])
    }

    @Test func namingTheNextBatterKeepsTheWicketSlideAndABallEndsIt() throws {
        let rig = try Rig()
        rig.line(#"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#)
        rig.line(#"{"type":"bowler","name":"Kofi"}"#)
        rig.line(#"{"type":"delivery","wicket":{"kind":"bowled"}}"#)
        #expect(rig.watch(2) == ["main", "slide:wicket", "slide:wicket"])
        // Paperwork: the slide stays, with its time running on from the wicket.
        rig.line(#"{"type":"newBatter","name":"Chen"}"#)
        #expect(rig.screen == "slide:wicket")
        #expect(rig.watch(2) == ["slide:wicket", "slide:wicket", "slide:wicket"])
        // The next ball: the main board in the very next publication.
        rig.line(#"{"type":"delivery","bat":1}"#)
        #expect(rig.screen == "main")
        #expect(rig.watch(3) == ["main", "main", "main", "main"])
    }

    @Test func theBowlerNamedAfterAMaidenKeepsTheMaidenSlide() throws {
        let rig = try Rig()
        rig.line(#"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#)
        rig.line(#"{"type":"bowler","name":"Kofi"}"#)
        for _ in 0..<6 { rig.line(#"{"type":"delivery","bat":0}"#) }
        #expect(rig.watch(1) == ["main", "slide:maiden"])
        rig.line(#"{"type":"bowler","name":"Lena"}"#)
        #expect(rig.watch(4) == ["slide:maiden", "slide:maiden", "slide:maiden", "slide:maiden", "main"])
    }

    @Test func anUndoAfterTheWicketTakesItsSlideBack() throws {
        let rig = try Rig()
        rig.line(#"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#)
        rig.line(#"{"type":"bowler","name":"Kofi"}"#)
        rig.line(#"{"type":"delivery","wicket":{"kind":"bowled"}}"#)
        #expect(rig.watch(1) == ["main", "slide:wicket"])
        rig.line(#"{"type":"undo"}"#)
        #expect(rig.watch(5) == Array(repeating: "main", count: 6))
    }
}
