import MatchEngine

/// The QR codes of a frame (docs/network.md): the symbol from libqrencode, the largest whole
/// module that fits the region with the quiet zone, and where the square goes.
extension LayoutResolver {
    func qr(_ p: PlacedSlot, field: BoardField) -> RegionContent {
        guard let symbol = symbol(for: field.text), let module = symbol.module(fitting: min(p.rect.width, p.rect.height))
        else { return .empty }
        let side = symbol.span * module
        // Centred, or against the trailing edge (a page's corner code); always centred upright.
        let x = p.slot.alignment == .trailing ? p.rect.maxX - side : p.rect.x + (p.rect.width - side) / 2
        let y = p.rect.y + (p.rect.height - side) / 2
        return .qr(symbol, square: Rect(x: x, y: y, width: side, height: side), module: module)
    }
}

extension LayoutResolver {
    /// The symbol for `text`, made once while it stays on the board.
    func symbol(for text: String) -> QRSymbol? {
        if let known = symbols[text] { return known }
        guard let made = QRSymbol(encoding: text) else { return nil }
        // A handful of texts are ever live at once (the two codes, the corner's); a new
        // pairing code every two minutes would otherwise grow this without end.
        if symbols.count >= 8 { symbols.removeAll() }
        symbols[text] = made
        return made
    }

    /// A page's corner code (ADR 050): a strip along the bottom of `content`, its caption on
    /// the left and the code in the corner on the right, a sixth of the screen's short side
    /// high, or what a code of `QRSymbol.minimumModule` needs when that is more. When that
    /// would take more than a quarter of the height (a 480-pixel-high panel), the caption
    /// alone, a line high. Returns the height taken.
    func cornerStrip(_ corner: BoardField, caption: Bool, size: PixelSize, in content: Rect, into placed: inout [PlacedSlot]) -> Int {
        let short = min(size.width, size.height)
        let span = symbol(for: corner.text)?.span ?? 0
        let strip = max(span * QRSymbol.minimumModule, short / 6)
        let captionSlot = Slot(keys: ["joinCornerCaption"], alignment: .trailing, group: "joinCornerCaption",
                               sample: "Score on your phone: scoreline.local")
        guard span > 0, strip * 4 <= content.height else {
            let line = max(12, size.height / 14)
            if caption {
                placed.append(PlacedSlot(slot: captionSlot, rect: Rect(x: content.x, y: content.maxY - line, width: content.width, height: line), panel: false))
            }
            return caption ? line : 0
        }
        let top = content.maxY - strip
        placed.append(PlacedSlot(slot: Slot(keys: ["joinCorner"], alignment: .trailing, style: .qr, group: "joinCorner", sample: ""),
                                 rect: Rect(x: content.maxX - strip, y: top, width: strip, height: strip), panel: false))
        if caption {
            // The caption sits at the strip's foot beside the code, a line high, so it reads as
            // the code's label rather than a heading.
            let line = max(12, strip / 4)
            placed.append(PlacedSlot(slot: captionSlot, rect: Rect(x: content.x, y: content.maxY - line, width: content.width - strip - strip / 8, height: line), panel: false))
        }
        return strip
    }
}
