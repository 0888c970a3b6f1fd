import Foundation
import MatchEngine
@testable import Session
import Testing

/// Event slides through the real cricket engine and the session, as a ground sees them: a box
/// press records the wicket and then the next batter in one go, and a scorer names the next
/// batter or bowler while a slide is up (the new batter's slide joins the queue). Expected screens worked out from docs/pages.md: the
/// action's own frame shows the main board, its slides follow a second later, each for
/// `eventSeconds` (4 here); paperwork leaves the screen alone; a ball brings the main board back.
@Suite struct PageSlidesRealEngineTests {
    static let events = PageCycle.Config(mode: .events, cycle: [], mainSeconds: 3, pageSeconds: 2, eventSeconds: 4, sponsorSeconds: 2)

    static func rig() throws -> PageCycleTests.Rig {
        try PageCycleTests.Rig(events, pages: nil)
    }

    @Test func aBoxWicketShowsItsSlideThoughThePressAlsoNamesTheNextBatter() throws {
        let rig = try Self.rig()
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
        // The wicket's slide for its 4 s, then the new batter's for 4 s (docs/pages.md), then main.
        #expect(rig.watch(10) == ["main"] + Array(repeating: "slide:wicket", count: 4)
            + Array(repeating: "slide:newBatter", count: 4) + ["main", "main"])
    }

    @Test func namingTheNextBatterKeepsTheWicketSlideAndABallEndsIt() throws {
        let rig = try Self.rig()
        rig.send([#"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#])
        rig.send([#"{"type":"bowler","name":"Kofi"}"#])
        rig.send([#"{"type":"delivery","wicket":{"kind":"bowled"}}"#])
        #expect(rig.watch(2) == ["main", "slide:wicket", "slide:wicket"])
        // Paperwork: the slide stays, with its time running on from the wicket (seconds 1-4),
        // and the new batter's slide it earned follows it (seconds 5-8) rather than cutting it.
        rig.send([#"{"type":"newBatter","name":"Chen"}"#])
        #expect(rig.screen == "slide:wicket")
        #expect(rig.watch(4) == ["slide:wicket", "slide:wicket", "slide:wicket", "slide:newBatter", "slide:newBatter"])
        // The next ball: the main board in the very next publication.
        rig.send([#"{"type":"delivery","bat":1}"#])
        #expect(rig.screen == "main")
        #expect(rig.watch(3) == ["main", "main", "main", "main"])
    }

    @Test func theBowlerNamedAfterAMaidenKeepsTheMaidenSlide() throws {
        let rig = try Self.rig()
        rig.send([#"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#])
        rig.send([#"{"type":"bowler","name":"Kofi"}"#])
        rig.send(Array(repeating: #"{"type":"delivery","bat":0}"#, count: 6))
        #expect(rig.watch(1) == ["main", "slide:maiden"])
        rig.send([#"{"type":"bowler","name":"Lena"}"#])
        #expect(rig.watch(4) == ["slide:maiden", "slide:maiden", "slide:maiden", "slide:maiden", "main"])
    }

    @Test func anUndoAfterTheWicketTakesItsSlideBack() throws {
        let rig = try Self.rig()
        rig.send([#"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#])
        rig.send([#"{"type":"bowler","name":"Kofi"}"#])
        rig.send([#"{"type":"delivery","wicket":{"kind":"bowled"}}"#])
        #expect(rig.watch(1) == ["main", "slide:wicket"])
        rig.send([#"{"type":"undo"}"#])
        #expect(rig.watch(5) == Array(repeating: "main", count: 6))
    }

    @Test func betweenOversTheNextBowlersNameKeepsTheRoundGoing() throws {
        let config = PageCycle.Config(mode: .auto, cycle: [.batting, .bowling], mainSeconds: 2, pageSeconds: 2, eventSeconds: 4, sponsorSeconds: 2)
        let rig = try PageCycleTests.Rig(config, pages: nil)
        rig.send([#"{"type":"openers","striker":"Asha","nonStriker":"Bilal"}"#, #"{"type":"bowler","name":"Kofi"}"#])
        // Six singles: no slide (no maiden, no fifty); the over's end starts the round at once.
        rig.send(Array(repeating: #"{"type":"delivery","bat":1}"#, count: 6))
        #expect(rig.watch(3) == ["main", "main", "batting", "batting"])
        rig.send([#"{"type":"bowler","name":"Lena"}"#])
        #expect(rig.screen == "batting")
        #expect(rig.watch(2) == ["batting", "bowling", "bowling"])
        rig.send([#"{"type":"delivery","bat":1}"#])
        #expect(rig.screen == "main")
    }
}
