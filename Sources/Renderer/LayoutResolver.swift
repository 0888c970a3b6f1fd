import MatchEngine

/// Turns a board into a frame: picks the template for the layout, panel size and
/// orientation, drops fields by priority, splits the screen by weights and chooses the text
/// and size of every region. Depends only on the board, the size, the theme and the fonts'
/// measurements; group sizes are cached per template geometry.
final class LayoutResolver {
    private let text: TextEngine
    private let images: FittedImages
    private var groupSizes: [String: [String: Int]] = [:]
    /// The QR symbols of the texts drawn lately: libqrencode runs once per text, not per frame.
    var symbols: [String: QRSymbol] = [:]

    init(text: TextEngine, images: FittedImages) {
        self.text = text
        self.images = images
    }

    struct PlacedSlot {
        var slot: Slot
        var rect: Rect
        var panel: Bool
    }

    func resolve(_ board: Scoreboard, size: PixelSize, theme chosen: Theme) -> FrameLayout {
        let frame = resolve(board, size: size, theme: chosen, pictures: true)
        // Every picture laid out must be fitted at its place's size already: one that is not
        // is being made now, and the board goes without pictures until it is (never a blank
        // square, never a column with holes). The kiosk draws again when it is ready.
        let missing = frame.regions.contains { region in
            guard case .picture(let name, let fit, let background) = region.content else { return false }
            return images.pictures?.fitted(name, size: PixelSize(width: fit.width, height: fit.height), background: background) == nil
        }
        return missing ? resolve(board, size: size, theme: chosen, pictures: false) : frame
    }

    private func resolve(_ board: Scoreboard, size: PixelSize, theme chosen: Theme, pictures: Bool) -> FrameLayout {
        let tier = SizeTier(size)
        let led = tier == .tiny
        // Every theme draws an LED panel with the LED colours (ADR 034).
        let theme = led ? Theme.led : chosen
        let cutoff = led ? LEDShape(size).priorityCutoff : tier.priorityCutoff
        var fields: [BoardKey: BoardField] = [:]
        for field in board.fields where field.priority <= cutoff || field.key == "error" {
            let hasContent = !field.text.isEmpty || !(field.items ?? []).isEmpty
            if hasContent, fields[field.key] == nil { fields[field.key] = field }
        }
        dropUnreadyPictures(&fields, all: !pictures)
        let present = Set(fields.keys)
        let template = LayoutCatalog.template(
            for: board.layout, size: size, tiles: HallLayouts.tileCount(present), photo: present.contains(PictureKeys.photo))
        let short = min(size.width, size.height)
        let margin = tier == .tiny ? 1 : max(2, short / 50)
        var content = Rect(x: margin, y: margin, width: size.width - 2 * margin, height: size.height - 2 * margin)
        var placed: [PlacedSlot] = []
        var panels: [Rect] = []
        let gap = tier == .tiny ? 1 : max(2, short / 120)

        if present.contains("error") {
            // The error line sits at the bottom of every layout, whatever the board shows.
            let strip = tier == .tiny ? size.height / 3 : max(16, size.height / (size.isPortrait ? 16 : 11))
            let errorRect = Rect(x: content.x, y: content.maxY - strip, width: content.width, height: strip)
            // A tiny panel takes the short form (a pairing code's digits alone) at the size of
            // a short line: a 128-pixel line cannot carry a sentence at a readable size.
            placed.append(PlacedSlot(
                slot: Slot(keys: ["error"], alignment: .center, style: .badge, group: "error",
                           sample: tier == .tiny ? "Code 000 000" : "Storage full: the last 3 actions are not saved",
                           compact: tier == .tiny),
                rect: errorRect, panel: false))
            content.height -= strip + gap
        }
        if tier != .tiny, let corner = fields["joinCorner"] {
            content.height -= cornerStrip(corner, caption: present.contains("joinCornerCaption"), size: size, in: content, into: &placed) + gap
        }
        place(template.box, in: content, present: present, gap: gap, panel: false, into: &placed, panels: &panels)

        let cacheKey = "\(template.name)|\(size)|\(placed.map { "\($0.rect)" }.joined(separator: ","))"
        let sizes: [String: Int]
        if let cached = groupSizes[cacheKey] {
            sizes = cached
        } else {
            sizes = computeGroupSizes(placed, snug: led)
            if groupSizes.count > 256 { groupSizes.removeAll() }
            groupSizes[cacheKey] = sizes
        }

        let regions = placed.map { p -> PaintedRegion in
            let background = p.panel ? theme.panel : theme.background
            let field = p.slot.keys.lazy.compactMap { fields[$0] }.first
            let content = field.map { regionContent(p, field: $0, groupSize: sizes[p.slot.group] ?? 1, theme: theme, snug: led) } ?? .empty
            return PaintedRegion(key: p.slot.keys[0], rect: p.rect, style: p.slot.style, background: background, content: content)
        }
        return FrameLayout(size: size, background: theme.background, panels: panels, panelColor: theme.panel, regions: regions, led: led)
    }

    // MARK: Geometry

    private func place(
        _ box: LayoutBox, in rect: Rect, present: Set<BoardKey>, gap: Int, panel: Bool,
        into placed: inout [PlacedSlot], panels: inout [Rect]
    ) {
        switch box {
        case .slot(_, let slot):
            placed.append(PlacedSlot(slot: slot, rect: rect, panel: panel))
        case .row(_, let children, let isPanel, _), .column(_, let children, let isPanel, _):
            if isPanel, !panel { panels.append(rect) }
            let horizontal = if case .row = box { true } else { false }
            let live = children.filter { $0.isLive(present) }
            split(live, in: rect, horizontal: horizontal, present: present, gap: gap, panel: panel || isPanel, into: &placed, panels: &panels)
        case .track(_, let children):
            // Every row keeps its place, with or without a field: rows line up across columns.
            split(children, in: rect, horizontal: false, present: present, gap: gap, panel: panel, into: &placed, panels: &panels)
        }
    }

    /// Shares `rect` among `live` by weight, with `gap` between them.
    private func split(
        _ live: [LayoutBox], in rect: Rect, horizontal: Bool, present: Set<BoardKey>, gap: Int, panel: Bool,
        into placed: inout [PlacedSlot], panels: inout [Rect]
    ) {
        let total = live.reduce(0) { $0 + $1.weight }
        guard total > 0 else { return }
        let length = (horizontal ? rect.width : rect.height) - gap * (live.count - 1)
        var used = 0.0
        let base = horizontal ? rect.x : rect.y
        var start = base
        for (index, child) in live.enumerated() {
            used += child.weight
            // Cumulative rounding: the last child ends exactly at the far edge.
            let end = base + Int((Double(length) * used / total).rounded()) + gap * index
            let extent = end - start
            let childRect = horizontal
                ? Rect(x: start, y: rect.y, width: extent, height: rect.height)
                : Rect(x: rect.x, y: start, width: rect.width, height: extent)
            place(child, in: childRect, present: present, gap: gap, panel: panel, into: &placed, panels: &panels)
            start = end + gap
        }
    }

    // MARK: Text

    /// The rectangle text may occupy inside a region: padding keeps ink off the edges.
    /// `snug`: an LED panel's region, whose text takes all but a pixel or two of it (a pixel
    /// there is a whole LED, and a panel 32 LEDs high has none to spare).
    static func textRect(_ style: SlotStyle, _ rect: Rect, snug: Bool = false) -> Rect {
        let padY = max(0, rect.height / (snug ? 24 : 12))
        let padX = snug ? min(1, rect.width / 20) : max(1, min(rect.height / 5, rect.width / 20))
        var inner = rect.insetBy(dx: padX, dy: padY)
        if style == .marked {
            let bar = markerWidth(rect)
            inner.x += bar * 2
            inner.width -= bar * 2
        }
        if style == .badge || style == .alert {
            inner = inner.insetBy(dx: max(1, rect.height / 8), dy: max(0, rect.height / 14))
        }
        return inner
    }

    static func markerWidth(_ rect: Rect) -> Int { max(2, rect.height / 9) }

    private func computeGroupSizes(_ placed: [PlacedSlot], snug: Bool) -> [String: Int] {
        var sizes: [String: Int] = [:]
        for p in placed where p.slot.style != .tokens && p.slot.style != .image && p.slot.style != .qr && p.slot.style != .picture {
            let fit = fit(p.slot.sample, in: Self.textRect(p.slot.style, p.rect, snug: snug), wrap: p.slot.wrap).size
            sizes[p.slot.group] = min(sizes[p.slot.group] ?? Int.max, fit)
        }
        return sizes
    }

    private func regionContent(_ p: PlacedSlot, field: BoardField, groupSize: Int, theme: Theme, snug: Bool) -> RegionContent {
        if p.slot.style == .tokens {
            return tokens(p, field: field, theme: theme)
        }
        if p.slot.style == .image {
            return image(p, field: field, theme: theme)
        }
        if p.slot.style == .picture {
            return picture(p, field: field, theme: theme)
        }
        if p.slot.style == .qr {
            return qr(p, field: field)
        }
        let inner = Self.textRect(p.slot.style, p.rect, snug: snug)
        var (string, size) = fit(p.slot.compact ? (field.compact ?? field.text) : field.text, in: inner, wrap: p.slot.wrap)
        size = min(size, groupSize)
        // A long name shrinks a little; when it would shrink a lot, a shorter form reads better:
        // the middle one (surname and figures) when it fits well, else the compact one.
        if size * 4 < groupSize * 3, !p.slot.compact {
            for shorter in [field.short, field.compact].compactMap({ $0 }) where shorter != field.text {
                (string, size) = fit(shorter, in: inner, wrap: p.slot.wrap)
                size = min(size, groupSize)
                if size * 4 >= groupSize * 3 { break }
            }
        }
        switch p.slot.style {
        case .badge:
            return .badge(string, size: size, fill: theme.badgeColor(field.role), color: theme.badgeText)
        case .alert where field.role == .warning:
            return .badge(string, size: size, fill: theme.badgeColor(field.role), color: theme.badgeText)
        case .marked:
            return .text(string, size: size, color: theme.color(field.role), alignment: p.slot.alignment,
                         marker: field.flag == true ? theme.accent : nil)
        case .text, .alert, .tokens, .image, .qr, .picture:
            return .text(string, size: size, color: theme.color(field.role), alignment: p.slot.alignment, marker: nil)
        }
    }

    /// The string as drawn (one line, or two joined by a newline) and the largest size at
    /// which it fits `rect`.
    private func fit(_ string: String, in rect: Rect, wrap: Bool) -> (string: String, size: Int) {
        let single = text.shape(string).fittingSize(width: rect.width, height: rect.height)
        guard wrap, let split = Self.middleSpace(string) else { return (string, single) }
        let first = String(string[..<split]), second = String(string[string.index(after: split)...])
        let half = rect.height / 2
        let twoLines = min(
            text.shape(first).fittingSize(width: rect.width, height: half),
            text.shape(second).fittingSize(width: rect.width, height: half))
        // Two lines only when they read clearly larger: one line is easier to take in.
        return twoLines * 10 > single * 12 ? (first + "\n" + second, twoLines) : (string, single)
    }

    /// The space closest to the middle of the string, where a two-line break looks balanced.
    static func middleSpace(_ string: String) -> String.Index? {
        let middle = string.count / 2
        var best: (index: String.Index, distance: Int)?
        for (offset, index) in zip(0..., string.indices) where string[index] == " " {
            let distance = abs(offset - middle)
            if best == nil || distance < best?.distance ?? Int.max { best = (index, distance) }
        }
        return best?.index
    }

    /// The image fitted to the region; an image the shelf lacks (no shelf, a missing or
    /// unreadable file) shows its file name in muted text, so whoever set the screen up sees
    /// which file to fix rather than a blank screen.
    private func image(_ p: PlacedSlot, field: BoardField, theme: Theme) -> RegionContent {
        let background = p.panel ? theme.panel : theme.background
        if let size = images.size(of: field.text) {
            return .image(field.text, fit: ImageFit.rect(for: size, in: p.rect), background: background)
        }
        let inner = Self.textRect(.text, p.rect)
        let size = min(text.shape(field.text).fittingSize(width: inner.width, height: inner.height), max(8, p.rect.height / 12))
        return .text(field.text, size: size, color: theme.color(.muted), alignment: .center, marker: nil)
    }

    /// The board's pictures all stay or all go (ADR 055): when any one is not ready, every
    /// picture field is dropped before layout, so a batting card never shows a headshot
    /// column with holes and a header never one logo of two. Asking is not waiting: a shelf
    /// that has not decoded a picture yet answers nil at once (`ImageShelf`).
    private func dropUnreadyPictures(_ fields: inout [BoardKey: BoardField], all: Bool) {
        let pictures = fields.filter { PictureKeys.contains($0.key) }
        guard !pictures.isEmpty else { return }
        if all || pictures.values.contains(where: { images.pictures?.size(of: $0.text) == nil }) {
            for key in pictures.keys { fields[key] = nil }
        }
    }

    /// A ready picture fitted to its region (`dropUnreadyPictures` kept only ready ones; one
    /// gone since draws nothing rather than its name).
    private func picture(_ p: PlacedSlot, field: BoardField, theme: Theme) -> RegionContent {
        guard let size = images.pictures?.size(of: field.text) else { return .empty }
        let background = p.panel ? theme.panel : theme.background
        // A little inside its region, so a face never touches the text beside it.
        let inset = p.rect.insetBy(dx: max(1, p.rect.height / 24), dy: max(1, p.rect.height / 24))
        return .picture(field.text, fit: ImageFit.rect(for: size, in: inset), background: background)
    }

    /// Token cells sized for at least six tokens, so the strip does not rescale every ball.
    private func tokens(_ p: PlacedSlot, field: BoardField, theme: Theme) -> RegionContent {
        let items = field.items ?? field.text.split(separator: " ").map { BoardToken(String($0), role: field.role) }
        let cells = max(items.count, 6)
        let cellWidth = max(1, min(p.rect.width / cells, p.rect.height * 2))
        let inner = Rect(x: 0, y: 0, width: cellWidth * 80 / 100, height: p.rect.height * 72 / 100)
        let size = text.shape("4wd").fittingSize(width: inner.width, height: inner.height)
        let tokens = items.map { token -> RegionContent.Token in
            switch token.role {
            case .boundary, .wicket, .warning:
                RegionContent.Token(text: token.text, fill: theme.badgeColor(token.role), color: theme.badgeText)
            default:
                RegionContent.Token(text: token.text, fill: nil, color: theme.color(token.role))
            }
        }
        return .tokens(tokens, size: size, cellWidth: cellWidth)
    }
}
