import Renderer

/// A frame as terminal cells. Each cell shows two pixels: the upper half block "▀" in the top
/// pixel's colour on the bottom pixel's colour (a space in the background colour when both
/// are the same), so a 120×40 terminal shows a 120×80 frame with square pixels.
///
/// It remembers what every cell shows, so a frame costs only the cells that changed: a ball
/// rewrites the digits that moved, not the screen, which matters over SSH and on a serial
/// console.
public struct TerminalPainter {
    public let columns: Int
    public let rows: Int
    public let mode: TerminalColourMode
    /// Per cell: top << 32 | bottom, as sent (after the palette); `unknown` before the first.
    private var shown: [UInt64]
    private var dirty: [Bool]
    private static let unknown = UInt64.max

    /// Cells for a frame of `columns` × 2·`rows` pixels.
    public init(columns: Int, rows: Int, mode: TerminalColourMode) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.mode = mode
        shown = Array(repeating: Self.unknown, count: self.columns * self.rows)
        dirty = Array(repeating: false, count: self.columns * self.rows)
    }

    /// The pixel size of the frame these cells show.
    public var frameSize: PixelSize { PixelSize(width: columns, height: rows * 2) }

    /// Forgets what the terminal shows (it was cleared, or a write was lost): the next paint
    /// sends every cell it is given damage for.
    public mutating func forget() {
        for index in shown.indices { shown[index] = Self.unknown }
    }

    /// Appends to `out` what makes the terminal show `frame` within `damage`: cursor moves,
    /// colours and blocks for the cells whose colours differ from what they show now. `frame`
    /// is `frameSize`; `top` is the terminal row (0-based) of the frame's first cell row.
    public mutating func paint(_ frame: Canvas, damage: [Rect], top: Int = 0, into out: inout [UInt8]) {
        guard columns > 0, rows > 0 else { return }
        for rect in damage {
            let area = rect.intersection(Rect(x: 0, y: 0, width: columns, height: rows * 2))
            guard !area.isEmpty else { continue }
            for row in (area.y / 2)..<min(rows, (area.maxY + 1) / 2) {
                for column in area.x..<area.maxX { dirty[row * columns + column] = true }
            }
        }
        var pen = Pen()
        var cursor: (row: Int, column: Int)?
        for row in 0..<rows {
            for column in 0..<columns where dirty[row * columns + column] {
                let index = row * columns + column
                dirty[index] = false
                let upper = quantised(frame[column, row * 2])
                let lowerY = row * 2 + 1 < frame.height ? row * 2 + 1 : row * 2
                let lower = quantised(frame[column, lowerY])
                let cell = UInt64(upper) << 32 | UInt64(lower)
                guard cell != shown[index] else { continue }
                shown[index] = cell
                if cursor.map({ $0.row != row || $0.column != column }) ?? true {
                    Self.moveCursor(row: top + row, column: column, into: &out)
                }
                if upper == lower {
                    pen.set(background: lower, mode: mode, into: &out)
                    out.append(0x20)
                } else {
                    pen.set(foreground: upper, background: lower, mode: mode, into: &out)
                    out.append(contentsOf: Self.upperHalfBlock)
                }
                // At the last column the cursor waits to wrap: the next cell always moves it.
                cursor = column + 1 < columns ? (row, column + 1) : nil
            }
        }
        if pen.changed { out.append(contentsOf: Self.reset) }
    }

    /// "▀" U+2580 in UTF-8.
    static let upperHalfBlock: [UInt8] = [0xE2, 0x96, 0x80]
    static let reset: [UInt8] = Array("\u{1B}[0m".utf8)

    /// The colour as the terminal will show it: 24-bit RGB, or the palette entry's index.
    private func quantised(_ pixel: UInt32) -> UInt32 {
        mode == .palette256 ? UInt32(XtermPalette.index(of: pixel)) : pixel & 0xFF_FFFF
    }

    static func moveCursor(row: Int, column: Int, into out: inout [UInt8]) {
        out.append(contentsOf: [0x1B, 0x5B])
        appendDecimal(row + 1, to: &out)
        out.append(0x3B)
        appendDecimal(column + 1, to: &out)
        out.append(0x48)
    }

    static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &out) }
        out.append(UInt8(0x30 + value % 10))
    }

    /// The colours the terminal is drawing with, so a run of cells in one colour sends it once.
    private struct Pen {
        var foreground: UInt32?
        var background: UInt32?
        var changed = false

        mutating func set(background colour: UInt32, mode: TerminalColourMode, into out: inout [UInt8]) {
            guard background != colour else { return }
            out.append(contentsOf: [0x1B, 0x5B])
            Self.append(colour, layer: 48, mode: mode, to: &out)
            out.append(0x6D)
            background = colour
            changed = true
        }

        mutating func set(foreground upper: UInt32, background lower: UInt32, mode: TerminalColourMode, into out: inout [UInt8]) {
            let needForeground = foreground != upper, needBackground = background != lower
            guard needForeground || needBackground else { return }
            out.append(contentsOf: [0x1B, 0x5B])
            if needForeground { Self.append(upper, layer: 38, mode: mode, to: &out) }
            if needForeground && needBackground { out.append(0x3B) }
            if needBackground { Self.append(lower, layer: 48, mode: mode, to: &out) }
            out.append(0x6D)
            foreground = upper
            background = lower
            changed = true
        }

        /// `38;2;R;G;B` / `48;2;R;G;B`, or `38;5;N` / `48;5;N` for the palette.
        private static func append(_ colour: UInt32, layer: Int, mode: TerminalColourMode, to out: inout [UInt8]) {
            TerminalPainter.appendDecimal(layer, to: &out)
            if mode == .palette256 {
                out.append(contentsOf: [0x3B, 0x35, 0x3B])
                TerminalPainter.appendDecimal(Int(colour), to: &out)
                return
            }
            out.append(contentsOf: [0x3B, 0x32])
            for shift in [16, 8, 0] as [UInt32] {
                out.append(0x3B)
                TerminalPainter.appendDecimal(Int((colour >> shift) & 0xFF), to: &out)
            }
        }
    }
}
