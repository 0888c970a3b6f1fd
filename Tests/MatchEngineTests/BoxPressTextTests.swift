import Foundation
import MatchEngine
import Testing

/// A press written as text (a config's terminal key, a key map, a `--input stdin` line) has
/// one reader, `BoxPress(text:)`. Before it, three readers each had a fallback, and an
/// unknown kind became a plain press without a word.
@Suite struct BoxPressTextTests {
    @Test func aNameIsAPressAndAColonSaysHowItWasPressed() throws {
        #expect(try BoxPress(text: "undo") == BoxPress(.undo, .press))
        #expect(try BoxPress(text: "wicket:long") == BoxPress(.wicket, .long))
        #expect(try BoxPress(text: "plusA:repeat") == BoxPress(.plusA, .repeat))
        // Any name is a key here; the caller checks it against the keys it accepts.
        #expect(try BoxPress(text: "p10:long") == BoxPress(BoxKey("p10"), .long))
    }

    /// The sentences, written out by hand: the text quoted, then what is accepted.
    @Test func anUnknownKindIsRefusedWithASentenceNotReadAsAPress() {
        for text in ["run1:twice", "wicket:", "undo:Long", "advance:long:long"] {
            do {
                let press = try BoxPress(text: text)
                Issue.record("\(text) read as \(press)")
            } catch {
                #expect(error.reason == .unknownKind)
                #expect(error.description == "\"\(text)\": the part after ':' must be press, long or repeat (a bare name is a press)")
            }
        }
    }

    @Test func aPressNeedsAName() {
        for text in ["", ":long"] {
            do {
                let press = try BoxPress(text: text)
                Issue.record("\(text) read as \(press)")
            } catch {
                #expect(error.reason == .noKeyName)
                #expect(error.description == "\"\(text)\": a press starts with a button's name, such as \"undo\" or \"wicket:long\"")
            }
        }
    }

    /// What is written reads back to the same press, and a plain press is the bare name (as
    /// the config files write it).
    @Test func theTextRoundTrips() throws {
        #expect(BoxPress(.undo).text == "undo")
        #expect(BoxPress(.housePenalty, .long).text == "housePenalty:long")
        for key in BoxKey.bindable {
            for kind in [BoxPressKind.press, .long, .repeat] {
                #expect(try BoxPress(text: BoxPress(key, kind).text) == BoxPress(key, kind))
            }
        }
        let json = try JSONEncoder().encode(["X": BoxPress(.wicket, .long)])
        #expect(String(decoding: json, as: UTF8.self) == #"{"X":"wicket:long"}"#)
    }
}
