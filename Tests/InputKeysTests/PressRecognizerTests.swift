import MatchEngine
import Testing
@testable import InputKeys

/// Recorded-style traces through the recognizer. Times are worked out by hand: a press is
/// reported at the last edge of its bounce (when the level started to hold), a long press at
/// that time plus the long-press time, a combo at the later button's press plus the hold.
@Suite struct PressRecognizerTests {
    @Test func aCleanPressIsOnePressAtItsEdge() {
        var t = Trace()
        t.edge(true, atMicros: 0)
        t.edge(false, atMicros: 100_000)
        #expect(recognize(t.edges, endMicros: 1_000_000) == [ButtonEvent(.run1, at: ms(0))])
    }

    @Test(arguments: [2, 3, 5, 9, 15, 22, 30])
    func aBouncyPressAndReleaseIsOnePress(edges: Int) {
        var t = Trace()
        // Press bounces for 5 ms from 10 ms: the last edge (at 15 ms) is the press.
        t.bounce(to: true, atMicros: 10_000, edges: edges, spanMicros: 5_000)
        // Release bounces for 3 ms from 200 ms.
        t.bounce(to: false, atMicros: 200_000, edges: edges, spanMicros: 3_000)
        #expect(recognize(t.edges, endMicros: 1_000_000) == [ButtonEvent(.run1, at: ms(15))])
    }

    @Test func aBurstSpreadOverNearlyTheWholeDebounceTimeIsStillOnePress() {
        var t = Trace()
        // 31 edges over 19 ms: every gap is about 0.63 ms, the level settles at 19 ms.
        t.bounce(to: true, atMicros: 0, edges: 30, spanMicros: 19_000)
        t.bounce(to: false, atMicros: 150_000, edges: 30, spanMicros: 19_000)
        #expect(recognize(t.edges, endMicros: 1_000_000) == [ButtonEvent(.run1, at: ms(19))])
    }

    @Test func noiseSpikesShorterThanAMillisecondGiveNothing() {
        var t = Trace()
        for start in stride(from: Int64(0), to: 1_000_000, by: 37_000) {
            t.edge(true, atMicros: start)
            t.edge(false, atMicros: start + 900)
        }
        #expect(recognize(t.edges, endMicros: 2_000_000) == [])
    }

    @Test func aSpikeWhileHeldDoesNotSplitThePress() {
        var t = Trace()
        t.edge(true, atMicros: 0)
        t.edge(false, atMicros: 300_000)
        t.edge(true, atMicros: 300_400)
        t.edge(false, atMicros: 500_000)
        #expect(recognize(t.edges, endMicros: 1_000_000) == [ButtonEvent(.run1, at: ms(0))])
    }

    @Test func theDebounceTimeIsConfigurable() {
        var t = Trace()
        t.edge(true, atMicros: 0)
        t.edge(false, atMicros: 8_000)
        #expect(recognize(t.edges, endMicros: 100_000) == [])
        #expect(recognize(t.edges, config: RecognizerConfig(debounce: .milliseconds(5)), endMicros: 100_000) == [ButtonEvent(.run1, at: ms(0))])
    }

    @Test func holdingUndoIsALongPressFiredWhileHeld() {
        var t = Trace(button: .undo)
        t.bounce(to: true, atMicros: 0, edges: 7, spanMicros: 2_000)
        t.bounce(to: false, atMicros: 1_500_000, edges: 7, spanMicros: 2_000)
        // Settled at 2 ms; 800 ms later it is long. The release says nothing more.
        #expect(recognize(t.edges, endMicros: 3_000_000) == [ButtonEvent(.undo, .long, at: ms(802))])
    }

    @Test func aShortUndoIsReportedOnRelease() {
        var t = Trace(button: .undo)
        t.bounce(to: true, atMicros: 0, edges: 5, spanMicros: 2_000)
        t.bounce(to: false, atMicros: 300_000, edges: 5, spanMicros: 4_000)
        // Released (last edge) at 304 ms.
        #expect(recognize(t.edges, endMicros: 3_000_000) == [ButtonEvent(.undo, .press, at: ms(304))])
    }

    @Test func theLongPressFiresWithoutAnyFurtherEdge() {
        var r = PressRecognizer()
        #expect(r.handle(InputEdge(input: "k", button: .undo, level: .down, time: ms(0))) == [])
        #expect(r.nextDeadline == ms(20))
        #expect(r.advance(to: ms(20)) == [])
        #expect(r.nextDeadline == ms(800))
        #expect(r.advance(to: ms(799)) == [])
        #expect(r.advance(to: ms(800)) == [ButtonEvent(.undo, .long, at: ms(800))])
        #expect(r.nextDeadline == nil)
    }

    @Test func holdingPlusAAndPlusBThreeSecondsStartsTheNextGame() {
        var a = Trace(input: "gpio:GPIO17", button: .plusA)
        var b = Trace(input: "gpio:GPIO27", button: .plusB)
        a.bounce(to: true, atMicros: 0, edges: 9, spanMicros: 3_000)
        b.bounce(to: true, atMicros: 100_000, edges: 9, spanMicros: 3_000)
        a.bounce(to: false, atMicros: 3_500_000, edges: 9, spanMicros: 3_000)
        b.bounce(to: false, atMicros: 3_600_000, edges: 9, spanMicros: 3_000)
        // B settles at 103 ms; the combo fires 3 s later. Neither button counts on its own.
        #expect(recognize(a.edges + b.edges, endMicros: 5_000_000) == [ButtonEvent(.startNext, at: ms(3_103))])
    }

    /// The badminton box's pause (docs/inputs.md): −A and −B held together for two seconds.
    @Test func holdingMinusAAndMinusBTwoSecondsPauses() {
        var a = Trace(input: "gpio:GPIO27", button: .minusA)
        var b = Trace(input: "gpio:GPIO23", button: .minusB)
        a.edge(true, atMicros: 0)
        b.edge(true, atMicros: 100_000)
        a.edge(false, atMicros: 2_500_000)
        b.edge(false, atMicros: 2_600_000)
        // Both held from 100 ms; 2 s later the combo fires, while still held. Neither minus counts.
        #expect(recognize(a.edges + b.edges, endMicros: 5_000_000) == [ButtonEvent(.pause, at: ms(2_100))])
        // Let go at 1.9 s: neither, and no pause.
        var early = Trace(input: "gpio:GPIO27", button: .minusA)
        var other = Trace(input: "gpio:GPIO23", button: .minusB)
        early.edge(true, atMicros: 0)
        other.edge(true, atMicros: 100_000)
        other.edge(false, atMicros: 1_900_000)
        early.edge(false, atMicros: 2_000_000)
        #expect(recognize(early.edges + other.edges, endMicros: 5_000_000) == [])
        // A minus alone is a minus, reported on release as every combo button's press.
        var alone = Trace(input: "gpio:GPIO27", button: .minusA)
        alone.edge(true, atMicros: 0)
        alone.edge(false, atMicros: 150_000)
        #expect(recognize(alone.edges, endMicros: 5_000_000) == [ButtonEvent(.minusA, at: ms(150))])
    }

    /// The keypad's penalty and house penalty keys have long presses by default (fielding side, P10).
    @Test func penaltyKeysHaveALongPressByDefault() {
        for button in [BoxKey.penalty, .housePenalty] {
            var held = Trace(input: "evdev:KEY_KP7", button: button)
            held.edge(true, atMicros: 0)
            held.edge(false, atMicros: 1_000_000)
            #expect(recognize(held.edges, endMicros: 2_000_000) == [ButtonEvent(button, .long, at: ms(800))])
            var short = Trace(input: "evdev:KEY_KP7", button: button)
            short.edge(true, atMicros: 0)
            short.edge(false, atMicros: 200_000)
            #expect(recognize(short.edges, endMicros: 2_000_000) == [ButtonEvent(button, at: ms(200))])
        }
    }

    @Test func lettingGoOfAComboEarlyCountsNeitherButton() {
        var a = Trace(input: "gpio:GPIO17", button: .plusA)
        var b = Trace(input: "gpio:GPIO27", button: .plusB)
        a.edge(true, atMicros: 0)
        b.edge(true, atMicros: 100_000)
        b.edge(false, atMicros: 400_000)
        a.edge(false, atMicros: 500_000)
        #expect(recognize(a.edges + b.edges, endMicros: 5_000_000) == [])
    }

    @Test func aComboButtonAloneIsAPressOnRelease() {
        var a = Trace(input: "gpio:GPIO17", button: .plusA)
        a.bounce(to: true, atMicros: 0, edges: 3, spanMicros: 1_000)
        a.bounce(to: false, atMicros: 150_000, edges: 3, spanMicros: 1_000)
        #expect(recognize(a.edges, endMicros: 5_000_000) == [ButtonEvent(.plusA, at: ms(151))])
    }

    @Test func twoOrdinaryButtonsOverlappingAreTwoPresses() {
        var one = Trace(input: "gpio:GPIO5", button: .run1)
        var four = Trace(input: "gpio:GPIO6", button: .run4)
        one.edge(true, atMicros: 0)
        four.edge(true, atMicros: 50_000)
        one.edge(false, atMicros: 100_000)
        four.edge(false, atMicros: 150_000)
        #expect(recognize(one.edges + four.edges, endMicros: 1_000_000) == [ButtonEvent(.run1, at: ms(0)), ButtonEvent(.run4, at: ms(50))])
    }

    @Test func autoRepeatStepsWhileHeld() {
        let config = RecognizerConfig(autoRepeat: [.minusA: .init(delay: .milliseconds(500), interval: .milliseconds(200))])
        var t = Trace(button: .minusA)
        t.edge(true, atMicros: 0)
        t.edge(false, atMicros: 1_000_000)
        // Press at 0, then 500, 700 and 900 ms; released (settled) at 1020 ms, before 1100.
        #expect(recognize(t.edges, config: config, endMicros: 2_000_000) == [
            ButtonEvent(.minusA, .press, at: ms(0)), ButtonEvent(.minusA, .repeat, at: ms(500)),
            ButtonEvent(.minusA, .repeat, at: ms(700)), ButtonEvent(.minusA, .repeat, at: ms(900)),
        ])
    }

    @Test func aTerminalTapSkipsDebouncing() {
        var r = PressRecognizer()
        let events = r.handle(InputEdge(input: "term:u", button: .undo, level: .tap(.long), time: ms(5)))
        #expect(events == [ButtonEvent(.undo, .long, at: ms(5))])
    }

    @Test func lateAdvanceGivesTheSameTimesAsPromptOne() {
        var t = Trace(button: .undo)
        t.edge(true, atMicros: 0)
        t.edge(false, atMicros: 2_000_000)
        var prompt = PressRecognizer()
        var late = PressRecognizer()
        var a: [ButtonEvent] = []
        for e in t.edges {
            a += prompt.advance(to: e.time)
            a += prompt.handle(e)
            if let d = prompt.nextDeadline { a += prompt.advance(to: d) }
        }
        a += prompt.advance(to: ms(3_000))
        var b = late.handle(t.edges[0])
        b += late.handle(t.edges[1])
        b += late.advance(to: ms(3_000))
        #expect(a == b)
        #expect(a == [ButtonEvent(.undo, .long, at: ms(800))])
    }
}
