import CDisplayShim
import Renderer
import TextSafety
import Glibc

/// The board in a terminal (`--output terminal`): the real rendered frame in half blocks
/// (`TerminalPainter`), two pixels a cell, on the alternate screen with the cursor hidden.
/// Its pixel size is the terminal's: columns × 2·(rows − footer rows), so the board is laid
/// out for the terminal it is in (as for an LED panel) rather than a big frame shrunk into
/// it. A resize (SIGWINCH) reports `.resized`, and the kiosk lays the board out again.
///
/// Under the board, `footer` lines of text (the key help, the problem line) are written as
/// text: a sentence in 4-pixel letters would not be read.
public final class TerminalDisplay: Display {
    public let output: TerminalOutput
    public let mode: TerminalColourMode
    public let footerRows: Int
    public private(set) var size: PixelSize?
    /// Bytes sent to the terminal so far (the benchmark's figure).
    public private(set) var bytesWritten = 0

    private var image: ScanoutBuffers?
    private var painter: TerminalPainter
    private var cells: (columns: Int, rows: Int)?
    private var footer: [FooterLine] = []
    private var footerShown: [FooterLine]?
    private let resizeFd: Int32

    /// A line of text under the board; a warning is drawn bold in the warning colour. Every
    /// text written to a terminal as text is a footer line (the text presenter's lines too),
    /// and its text is filtered here: a board from a broker may carry escape sequences in its
    /// names or bottom line, which a terminal would obey (issue 38).
    public struct FooterLine: Equatable, Sendable {
        public let text: String
        public var warning: Bool

        public init(_ text: String, warning: Bool = false) {
            self.text = ShownText.escaped(text, limit: Self.limit)
            self.warning = warning
        }

        /// Longer than any terminal's row: lines are cut to the columns after this.
        static let limit = 4096
    }

    /// The smallest board worth drawing, in pixels a side (the renderer's own minimum).
    static let minimumSide = 16

    public init(output: TerminalOutput, mode: TerminalColourMode, footerRows: Int = 2) throws(DisplayError) {
        self.output = output
        self.mode = mode == .plain ? .palette256 : mode
        self.footerRows = max(0, footerRows)
        painter = TerminalPainter(columns: 0, rows: 0, mode: self.mode)
        // Without the signalfd a resize is still seen, by the slower re-probe.
        resizeFd = scoreline_winch_signalfd()
        try output.enter()
        measure()
        if size == nil { try? send([]) }
    }

    /// The lines under the board, drawn with the next frame.
    public func setFooter(_ lines: [FooterLine]) {
        footer = lines
    }

    public var descriptors: [Int32] { resizeFd >= 0 ? [resizeFd] : [] }

    public func present(_ frame: any FrameSource, damage: [Rect]) throws(DisplayError) -> Presentation {
        guard let size, frame.size == size, let image, let canvas = image.buffers.first else {
            try send([])
            return .held
        }
        let copied = image.update(from: frame, damage: damage)
        var out: [UInt8] = []
        painter.paint(canvas, damage: copied, into: &out)
        try send(out)
        return .submitted
    }

    public func service(_ fd: Int32) -> DisplayChange {
        _ = scoreline_signalfd_drain(fd)
        return remeasure()
    }

    public func reprobe() -> DisplayChange { remeasure() }

    public func close() {
        output.leave()
        if resizeFd >= 0 { Glibc.close(resizeFd) }
    }

    /// Sends `out` and, when they changed, the footer lines; a failed write forgets what the
    /// terminal shows, so the next frame is sent whole.
    private func send(_ out: [UInt8]) throws(DisplayError) {
        var out = out
        // A terminal too small for a board says so where the footer goes.
        let footer = size == nil ? [FooterLine(DisplayMessages.terminalTooSmall(rows: Self.minimumSide / 2 + footerRows), warning: true)] : self.footer
        if footerShown != footer, let cells {
            let first = max(0, cells.rows - footerRows)
            let lines = Self.fit(footer, rows: footerRows, columns: cells.columns)
            for (index, row) in (first..<cells.rows).enumerated() {
                TerminalPainter.moveCursor(row: row, column: 0, into: &out)
                out.append(contentsOf: Array("\u{1B}[0m\u{1B}[2K".utf8))
                guard index < lines.count else { continue }
                let line = lines[index]
                if line.warning { out.append(contentsOf: Array("\u{1B}[1;33m".utf8)) }
                out.append(contentsOf: Array(line.text.utf8))
                if line.warning { out.append(contentsOf: TerminalPainter.reset) }
            }
            footerShown = footer
        }
        guard !out.isEmpty else { return }
        do {
            try output.write(out)
            bytesWritten += out.count
        } catch {
            painter.forget()
            footerShown = nil
            image = size.map { ScanoutBuffers([Canvas(width: $0.width, height: $0.height)]) }
            throw error
        }
    }

    /// Reads the terminal's size again; a change clears the screen and asks for a new layout.
    private func remeasure() -> DisplayChange {
        let before = cells
        guard let now = output.cells, before.map({ $0 != now }) ?? true else { return .none }
        measure()
        try? output.write(Array("\u{1B}[0m\u{1B}[2J".utf8))
        // No frame comes for a terminal too small for a board: say so now.
        if size == nil { try? send([]) }
        return .resized(size)
    }

    private func measure() {
        cells = output.cells
        footerShown = nil
        guard let cells else {
            size = nil
            image = nil
            return
        }
        let boardRows = cells.rows - footerRows
        let width = min(cells.columns, 7680), height = min(boardRows * 2, 4320)
        guard width >= Self.minimumSide, height >= Self.minimumSide else {
            size = nil
            image = nil
            painter = TerminalPainter(columns: 0, rows: 0, mode: mode)
            return
        }
        size = PixelSize(width: width, height: height)
        image = ScanoutBuffers([Canvas(width: width, height: height)])
        painter = TerminalPainter(columns: width, rows: height / 2, mode: mode)
    }
}
