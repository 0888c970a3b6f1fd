import Foundation
import InputKeys
import Testing
@testable import MatchEngine
@testable import ProjectionCenter
@testable import Store

/// Several sources on one reactor scoring one kiosk; a source missing at start is on the
/// error line and is opened by a later retry.
@Suite struct InputSourcesTests {
    /// Opens once it has been asked `failures + 1` times, like a chip that appears later.
    final class LateOpener {
        var attempts = 0
        let failures: Int
        let source: ScriptedSource
        init(failures: Int, source: ScriptedSource) {
            self.failures = failures
            self.source = source
        }
        func open() throws(InputError) -> any InputSource {
            attempts += 1
            guard attempts > failures else { throw InputError("GPIO chip gpiochip9 not found. Chips present: none.") }
            return source
        }
    }

    @Test func aMissingSourceIsShownRetriedAndThenScoresAlongsideTheOther() throws {
        let root = KioskTests.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let kiosk = Kiosk(store: MatchStore(root: root), presenter: KioskTests.Boards())
        _ = try kiosk.start(preset: KioskTests.preset)
        let keypad = ScriptedSource(name: "keypad")
        let late = LateOpener(failures: 2, source: ScriptedSource(name: "gpio"))
        let sources = InputSources(
            kiosk: kiosk,
            openers: [
                .init(name: "gpio") { () throws(InputError) in try late.open() },
                .init(name: "keypad") { () throws(InputError) in keypad },
            ],
            recognizer: .standard, preset: nil, retryMilliseconds: 5)
        let reactor = Reactor()
        var errorLines: [String?] = []
        var pressed = false
        sources.changed = {
            errorLines.append(kiosk.board()["error"]?.text)
            if sources.open == ["gpio", "keypad"], !pressed {
                pressed = true
                late.source.press(.run4)
                keypad.press(.run1)
            }
            if kiosk.board()["score"]?.text == "5/0" { reactor.stop() }
        }
        // A guard against a hang, not a wait: the test ends when the score arrives.
        reactor.after(milliseconds: 10_000) { reactor.stop() }
        sources.attach(to: reactor)
        #expect(kiosk.board()["error"]?.text == "GPIO chip gpiochip9 not found. Chips present: none.")
        _ = reactor.run()

        #expect(late.attempts == 3)
        #expect(kiosk.board()["score"]?.text == "5/0")
        #expect(kiosk.board()["error"] == nil)
        #expect(errorLines.first == "GPIO chip gpiochip9 not found. Chips present: none.")
        // Openers, bowler, then both balls: the two sources' presses went to the one match.
        let records = try MatchStore(root: root).read(try #require(MatchStore(root: root).currentMatchId())).records
        #expect(records.count == 5)
    }

    @Test func aSourceWithAStandingProblemShowsItUntilItClears() throws {
        let root = KioskTests.root()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let kiosk = Kiosk(store: MatchStore(root: root), presenter: KioskTests.Boards())
        _ = try kiosk.start(preset: KioskTests.preset)
        let keypad = ScriptedSource(name: "keypad")
        keypad.problem = "No keypad found in /dev/input yet."
        let sources = InputSources(kiosk: kiosk, openers: [.init(name: "keypad") { () throws(InputError) in keypad }],
                                   recognizer: .standard, preset: nil)
        let reactor = Reactor()
        sources.changed = { if kiosk.board()["score"]?.text == "1/0" { reactor.stop() } }
        reactor.after(milliseconds: 10_000) { reactor.stop() }
        sources.attach(to: reactor)
        #expect(kiosk.board()["error"]?.text == "No keypad found in /dev/input yet.")
        keypad.problem = nil
        keypad.press(.run1)
        _ = reactor.run()
        #expect(kiosk.board()["score"]?.text == "1/0")
        #expect(sources.problem == nil)
        #expect(kiosk.board()["error"] == nil)
    }
}
