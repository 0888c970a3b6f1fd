/// Drawing a QR code: every module a whole square of pixels, dark on a light square that is
/// the quiet zone, whatever the theme (a reader looks for dark modules on light; a code drawn
/// light on the dark board is one many phones do not read).
extension Renderer {
    static let qrLight: UInt32 = 0xFFFFFF
    static let qrDark: UInt32 = 0x000000

    func drawQR(_ symbol: QRSymbol, in square: Rect, module: Int, on canvas: Canvas, clip: Rect) -> Rect {
        canvas.fill(square.intersection(clip), Self.qrLight)
        let inset = QRSymbol.quietZone * module
        for row in 0..<symbol.width {
            // A run of dark modules in a row is one fill: far fewer calls than one per module.
            var column = 0
            while column < symbol.width {
                guard symbol.isDark(column: column, row: row) else {
                    column += 1
                    continue
                }
                var end = column + 1
                while end < symbol.width, symbol.isDark(column: end, row: row) { end += 1 }
                let run = Rect(x: square.x + inset + column * module, y: square.y + inset + row * module,
                               width: (end - column) * module, height: module)
                canvas.fill(run.intersection(clip), Self.qrDark)
                column = end
            }
        }
        return square
    }
}
