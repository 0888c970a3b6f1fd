import CDisplayShim
import Displays
import Glibc
import MatchEngine
import Testing
@testable import ProjectionCenter

/// A board from a broker is untrusted: escape sequences in its names or bottom line must reach
/// a terminal as visible text, never as commands (issue 38, item 3). Both terminal presenters
/// write into a real pseudo-terminal here, and what the terminal received is read back.
@Suite struct TerminalEscapeTests {
    /// CSI (colour, clear screen), OSC (window title, a hyperlink, the clipboard), C1 controls
    /// (a one-byte CSI, NEL), BEL and a bidi override: what a hostile publisher might put in.
    static let hostile = [
        "North\u{1B}[31m\u{1B}[2J",
        "South\u{1B}]0;owned\u{07}",
        "\u{9B}2JAna\u{85}",
        "Bea\u{1B}]52;c;cm0gLXJmIH4=\u{1B}\\\u{202E}",
    ]

    static func board() -> Scoreboard {
        Scoreboard(layout: .badmintonCourt, fields: [
            BoardField("leftName", hostile[0], priority: BoardPriority.essential, role: .emphasis),
            BoardField("rightName", hostile[1], priority: BoardPriority.essential, role: .emphasis),
            BoardField("leftPoints", "3", priority: BoardPriority.essential, role: .emphasis),
            BoardField("rightPoints", "1", priority: BoardPriority.essential, role: .emphasis),
            BoardField("game", hostile[2], priority: BoardPriority.high, role: .normal),
        ]).withBottomLine("Link \u{1B}]8;;http://evil.example/\u{07}lost\u{1B}]8;;\u{07} " + hostile[3], warning: true)
    }

    /// A pseudo-terminal: the presenter writes to `follower`, the test reads `leader`.
    final class Pty {
        var leader: Int32 = -1
        var follower: Int32 = -1

        init(columns: UInt16, rows: UInt16) throws {
            guard scoreline_open_pty(&leader, &follower, columns, rows) == 0 else { throw PtyError() }
            _ = fcntl(leader, F_SETFL, fcntl(leader, F_GETFL) | O_NONBLOCK)
        }

        deinit {
            close(leader)
            close(follower)
        }

        /// Everything written so far: the writes are done when `present` returns, so the
        /// bytes are in the terminal's buffer; read until it has no more.
        func received() -> [UInt8] {
            var out: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = buffer.withUnsafeMutableBytes { read(leader, $0.baseAddress, $0.count) }
                guard n > 0 else { break }
                out += buffer[0..<n]
            }
            return out
        }
    }

    struct PtyError: Error {}

    /// The scalars of `text` that are controls (C0, DEL, C1) or format characters (the bidi
    /// override), other than the line breaks.
    static func controls(_ text: String) -> [Unicode.Scalar] {
        Array(text.unicodeScalars).filter { scalar in
            guard scalar != "\r", scalar != "\n" else { return false }
            let category = scalar.properties.generalCategory
            return category == .control || category == .format
        }
    }

    /// `bytes` without the CSI sequences the terminal display writes itself (cursor moves,
    /// colours, clears: ESC [ parameters, a final letter), so what is left is text.
    static func withoutOwnSequences(_ bytes: [UInt8]) -> String {
        var kept: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") {
                var end = index + 2
                while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
                if end < bytes.count, (0x40...0x7E).contains(bytes[end]) {
                    index = end + 1
                    continue
                }
            }
            kept.append(bytes[index])
            index += 1
        }
        return String(decoding: kept, as: UTF8.self)
    }

    @Test func theTextPresenterWritesNoControlCharacterFromABoard() throws {
        let pty = try Pty(columns: 100, rows: 30)
        let output = try #require(TerminalOutput(fd: pty.follower))
        let presenter = try TerminalTextPresenter(output: output, help: "Ctrl-C quit")
        _ = pty.received()
        try presenter.present(Self.board(), seq: nil)
        let written = String(decoding: pty.received(), as: UTF8.self)
        // The presenter's own framing: home and clear, then lines joined by CR LF.
        #expect(written.hasPrefix("\u{1B}[H\u{1B}[2J"))
        let text = String(written.dropFirst("\u{1B}[H\u{1B}[2J".count))
        #expect(Self.controls(text).isEmpty, "\(Self.controls(text).map { String($0.value, radix: 16) })")
        // Shown, not obeyed: the escape is there as visible text.
        #expect(text.contains("North\\u{1B}[31m"))
        #expect(text.contains("South\\u{1B}]0;owned\\u{07}"))
        #expect(text.contains("Link \\u{1B}]8;;http://evil.example/"))
        presenter.close()
    }

    @Test func theTerminalFooterWritesNoControlCharacterFromABoard() throws {
        let pty = try Pty(columns: 64, rows: 12)
        let output = try #require(TerminalOutput(fd: pty.follower))
        let display = try TerminalDisplay(output: output, mode: .palette256, footerRows: TerminalPresenter.footerRows)
        let presenter = try TerminalPresenter(display: display, help: "Ctrl-C quit", theme: .daylight, fonts: ScreenPresenterTests.fonts)
        _ = pty.received()
        try presenter.present(Self.board(), seq: nil)
        let text = Self.withoutOwnSequences(pty.received())
        #expect(text.contains("Ctrl-C quit"))
        #expect(text.contains("Link \\u{1B}]8;;http://evil.example/"))
        #expect(Self.controls(text).isEmpty, "\(Self.controls(text).map { String($0.value, radix: 16) })")
        presenter.close()
    }

    @Test func aFooterLineIsFilteredHoweverItIsMade() {
        for text in Self.hostile {
            let line = TerminalDisplay.FooterLine(text, warning: true)
            #expect(Self.controls(line.text).isEmpty, "\(line.text)")
            for fitted in TerminalDisplay.fit([line], rows: 3, columns: 8) {
                #expect(Self.controls(fitted.text).isEmpty, "\(fitted.text)")
            }
        }
    }
}
