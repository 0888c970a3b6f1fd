@testable import Displays
import Testing
@testable import Renderer

/// The half-block painter: what it sends for a frame, and that it sends only what changed.
/// Expected bytes are written out by hand from the escape sequences (ECMA-48 CUP and SGR).
@Suite struct TerminalPainterTests {
    static let esc = "\u{1B}["

    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func aBlackFrameIsSpacesOnABlackBackgroundCursorMovedOncePerRow() {
        let frame = Canvas(width: 4, height: 4)
        var painter = TerminalPainter(columns: 4, rows: 2, mode: .trueColour)
        var out: [UInt8] = []
        painter.paint(frame, damage: [frame.bounds], into: &out)
        let e = Self.esc
        #expect(Self.text(out) == "\(e)1;1H\(e)48;2;0;0;0m    \(e)2;1H    \(e)0m")
    }

    @Test func nothingChangedSendsNothing() {
        let frame = Canvas(width: 4, height: 4)
        var painter = TerminalPainter(columns: 4, rows: 2, mode: .trueColour)
        var out: [UInt8] = []
        painter.paint(frame, damage: [frame.bounds], into: &out)
        out = []
        painter.paint(frame, damage: [frame.bounds], into: &out)
        #expect(out.isEmpty)
    }

    @Test func onePixelChangedSendsOneCell() {
        let frame = Canvas(width: 4, height: 4)
        var painter = TerminalPainter(columns: 4, rows: 2, mode: .trueColour)
        var out: [UInt8] = []
        painter.paint(frame, damage: [frame.bounds], into: &out)
        // The top pixel of the second cell of the first row turns white: "▀" white on black.
        frame[1, 0] = 0xFF_FFFF
        out = []
        painter.paint(frame, damage: [Rect(x: 1, y: 0, width: 1, height: 1)], into: &out)
        let e = Self.esc
        #expect(Self.text(out) == "\(e)1;2H\(e)38;2;255;255;255;48;2;0;0;0m\u{2580}\(e)0m")
    }

    @Test func damageOutsideTheFrameIsIgnoredAndForgetSendsAgain() {
        let frame = Canvas(width: 2, height: 2)
        var painter = TerminalPainter(columns: 2, rows: 1, mode: .trueColour)
        var out: [UInt8] = []
        painter.paint(frame, damage: [Rect(x: 5, y: 5, width: 3, height: 3)], into: &out)
        #expect(out.isEmpty)
        painter.paint(frame, damage: [frame.bounds], into: &out)
        let first = out
        out = []
        painter.forget()
        painter.paint(frame, damage: [frame.bounds], into: &out)
        #expect(out == first && !out.isEmpty)
    }

    @Test func thePaletteModeSendsIndexes() {
        let frame = Canvas(width: 1, height: 2)
        frame[0, 0] = 0xFF_0000
        frame[0, 1] = 0x80_8080
        var painter = TerminalPainter(columns: 1, rows: 1, mode: .palette256)
        var out: [UInt8] = []
        painter.paint(frame, damage: [frame.bounds], into: &out)
        let e = Self.esc
        // Pure red is cube entry 16 + 36·5 = 196; grey 128 is ramp entry 232 + 12 = 244.
        #expect(Self.text(out) == "\(e)1;1H\(e)38;5;196;48;5;244m\u{2580}\(e)0m")
    }

    @Test func paletteEntriesByHand() {
        #expect(XtermPalette.index(of: 0x00_0000) == 16)  // the cube's black beats grey 8
        #expect(XtermPalette.index(of: 0xFF_FF00) == 226)  // 16 + 36·5 + 6·5
        #expect(XtermPalette.index(of: 0xFF_FFFF) == 231)
        #expect(XtermPalette.index(of: 0x80_8080) == 244)
        #expect(XtermPalette.colour(of: 196) == 0xFF_0000)
        #expect(XtermPalette.colour(of: 244) == 0x80_8080)
        #expect(XtermPalette.colour(of: 232) == 0x08_0808)
    }

    @Test func colourModeFromTheEnvironment() {
        #expect(TerminalColourMode.detect(["NO_COLOR": "1", "COLORTERM": "truecolor"]) == .plain)
        // no-color.org: an empty NO_COLOR is as if unset.
        #expect(TerminalColourMode.detect(["NO_COLOR": "", "COLORTERM": "truecolor"]) == .trueColour)
        #expect(TerminalColourMode.detect(["COLORTERM": "24bit"]) == .trueColour)
        #expect(TerminalColourMode.detect(["TERM": "xterm-direct"]) == .trueColour)
        #expect(TerminalColourMode.detect(["TERM": "xterm-256color"]) == .palette256)
        #expect(TerminalColourMode.detect([:]) == .palette256)
    }
}

/// The footer under a terminal board: the key help runs on into the problem row when there is
/// no problem, broken at a space; otherwise it is cut at the edge.
@Suite("Terminal footer")
struct TerminalFooterTests {
    typealias Line = TerminalDisplay.FooterLine
    static let help = "q quit  . 0 dot  1 2 3 4 6 runs  x wicket  E advance (hold: next pair)"

    @Test func longHelpRunsOnIntoTheFreeRow() {
        let lines = TerminalDisplay.fit([Line(Self.help)], rows: 2, columns: 40)
        #expect(lines.map(\.text) == ["q quit  . 0 dot  1 2 3 4 6 runs  x", "wicket  E advance (hold: next pair)"])
    }

    @Test func aProblemKeepsItsRowAndTheHelpIsCut() {
        let lines = TerminalDisplay.fit([Line(Self.help), Line("Display: unplugged", warning: true)], rows: 2, columns: 40)
        #expect(lines == [Line(String(Self.help.prefix(40))), Line("Display: unplugged", warning: true)])
    }

    @Test func shortLinesAreUntouched() {
        #expect(TerminalDisplay.fit([Line("q quit")], rows: 2, columns: 80) == [Line("q quit")])
        #expect(TerminalDisplay.fit([Line("abcdefghij")], rows: 2, columns: 4) == [Line("abcd")])
    }
}
