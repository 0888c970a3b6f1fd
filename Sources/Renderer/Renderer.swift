import Logging
import MatchEngine

/// Paints a `Scoreboard` into a canvas and says which rectangles changed.
///
/// The renderer binds fields to regions by key, colours by role and filters on flag; it never
/// formats or decides anything about the match. Painting the next board over the previous one
/// on the same canvas redraws only regions whose content changed.
public final class Renderer {
    public var theme: Theme {
        didSet { previous = nil }
    }
    private let text: TextEngine
    private let resolver: LayoutResolver
    private let fittedImages: FittedImages
    /// Where images a board names (sponsors) come from; with none, an image slot shows the
    /// file's name in muted text.
    public var images: (any ImageShelf)? {
        get { fittedImages.shelf }
        set {
            fittedImages.shelf = newValue
            previous = nil
        }
    }
    /// Where roster pictures come from (ADR 055); with none, a board's pictures are left out.
    public var pictures: (any PictureSource)? {
        get { fittedImages.pictures }
        set {
            fittedImages.pictures = newValue
            previous = nil
        }
    }
    private var previous: FrameLayout?
    /// Whom `previous` was laid out for (a frame of another size fails `changes(since:)`).
    private var previousTarget: ObjectIdentifier?
    private let logger = Logger(label: "scoreline.renderer")

    public init(
        fonts: FontPaths = .locateBundled(), theme: Theme = .daylight, images: (any ImageShelf)? = nil
    ) throws(RendererError) {
        let set = try FontSet(fonts)
        text = TextEngine(fonts: set)
        let fitted = FittedImages()
        fitted.shelf = images
        fittedImages = fitted
        resolver = LayoutResolver(text: text, images: fitted)
        self.theme = theme
    }

    /// Paints `board` and returns the damaged rectangles: the whole canvas when the layout's
    /// geometry changed (or the canvas is new), else only regions whose content changed.
    @discardableResult
    public func paint(_ board: Scoreboard, into canvas: Canvas) -> [Rect] {
        let (frame, damage) = advance(board, size: canvas.size, for: ObjectIdentifier(canvas))
        for rect in damage { repaint(frame, rect, on: canvas) }
        return damage
    }

    /// Lays out `board` for the target `id` (a canvas, a `RenderedFrame`) and says which
    /// rectangles differ from the frame laid out for it before: everything when the last frame
    /// was for another target, of another size, or of another geometry.
    func advance(_ board: Scoreboard, size: PixelSize, for id: ObjectIdentifier) -> (FrameLayout, [Rect]) {
        let frame = resolver.resolve(board, size: size, theme: theme)
        defer {
            previous = frame
            previousTarget = id
        }
        let whole = Rect(x: 0, y: 0, width: size.width, height: size.height)
        guard let previous, previousTarget == id, let changes = frame.changes(since: previous)
        else { return (frame, [whole]) }
        var damage: [Rect] = changes.removed.map(\.rect).filter { !$0.isEmpty }
        for (old, new) in changes.pairs where old?.content != new.content {
            let area = old.flatMap { changedArea($0, new, led: frame.led) } ?? new.rect
            if !area.isEmpty { damage.append(area) }
        }
        return (frame, damage)
    }

    /// Draws `area` of `frame` on `canvas` (a whole frame or a window onto it) from nothing:
    /// background, panels, then every region that reaches into it, clipped to it. Each pixel
    /// gets the same operations in the same order as in a whole-frame paint, so a frame
    /// painted piece by piece, in any pieces, equals one painted whole.
    func repaint(_ frame: FrameLayout, _ area: Rect, on canvas: Canvas) {
        let area = area.intersection(canvas.bounds)
        guard !area.isEmpty else { return }
        text.mono = frame.led
        canvas.fill(area, frame.background)
        for panel in frame.panels { canvas.fill(panel.intersection(area), frame.panelColor) }
        for region in frame.regions {
            let clip = region.rect.intersection(area)
            if !clip.isEmpty { draw(region, on: canvas, clip: clip, led: frame.led) }
        }
    }

    /// Forgets the previous frame: the next paint redraws everything (after a display mode
    /// change, or when another program drew on the screen).
    public func invalidate() {
        previous = nil
    }

    /// The resolved frame for `board` at `size` (what `paint` would draw), for tests.
    func layout(_ board: Scoreboard, size: PixelSize) -> FrameLayout {
        resolver.resolve(board, size: size, theme: theme)
    }

    /// The ink rectangle of every text region of `board` drawn at `size`, with its region:
    /// what the overflow tests check.
    func inkReport(_ board: Scoreboard, size: PixelSize) -> [(key: BoardKey, region: Rect, ink: Rect)] {
        let frame = resolver.resolve(board, size: size, theme: theme)
        let canvas = Canvas(width: size.width, height: size.height)
        text.mono = frame.led
        return frame.regions.compactMap { region in
            guard let ink = draw(region, on: canvas, clip: canvas.bounds, led: frame.led, measuring: true) else { return nil }
            return (region.key, region.rect, ink)
        }
    }

    /// Draws `region` clipped to `clip`; `measuring` draws tokens unclipped (the ink report).
    @discardableResult
    private func draw(_ region: PaintedRegion, on canvas: Canvas, clip: Rect, led: Bool, measuring: Bool = false) -> Rect? {
        let rect = region.rect
        let inner = LayoutResolver.textRect(region.style, rect, snug: led)
        switch region.content {
        case .empty:
            return nil
        case .text(let string, let size, let color, let alignment, let marker):
            if let marker {
                let bar = LayoutResolver.markerWidth(rect)
                let height = inner.height
                canvas.fill(Rect(x: rect.x + max(1, bar / 2), y: inner.y, width: bar, height: height).intersection(clip), marker)
            }
            return drawLines(string, size: size, in: inner, alignment: alignment, color: color, on: canvas, clip: clip)
        case .badge(let string, let size, let fill, let color):
            canvas.fill(rect.intersection(clip), fill)
            return drawLines(string, size: size, in: inner, alignment: .center, color: color, on: canvas, clip: clip)
        case .image(let name, let fit, let background):
            guard let image = fittedImages.fitted(name, size: PixelSize(width: fit.width, height: fit.height), background: background)
            else { return nil }
            let target = fit.intersection(clip)
            guard !target.isEmpty else { return nil }
            canvas.copy(Rect(x: target.x - fit.x, y: target.y - fit.y, width: target.width, height: target.height),
                        from: image, toX: target.x, y: target.y)
            return fit
        case .picture(let name, let fit, let background):
            // Laid out only when ready (`LayoutResolver`); one dropped since draws nothing.
            guard let image = fittedImages.pictures?.fitted(name, size: PixelSize(width: fit.width, height: fit.height), background: background)
            else { return nil }
            let target = fit.intersection(clip)
            guard !target.isEmpty else { return nil }
            canvas.copy(Rect(x: target.x - fit.x, y: target.y - fit.y, width: target.width, height: target.height),
                        from: image, toX: target.x, y: target.y)
            return fit
        case .qr(let symbol, let square, let module):
            return drawQR(symbol, in: square, module: module, on: canvas, clip: clip)
        case .tokens(let tokens, let size, let cellWidth):
            var ink: Rect?
            let gap = max(1, cellWidth / 10)
            for (index, token) in tokens.enumerated() {
                let cell = Rect(x: rect.x + index * cellWidth, y: rect.y, width: cellWidth - gap, height: rect.height)
                guard cell.maxX <= rect.maxX else { break }
                let box = cell.insetBy(dx: 0, dy: max(1, rect.height / 10))
                if let fill = token.fill { canvas.fill(box.intersection(clip), fill) }
                let drawn = text.draw(text.shape(token.text), size: size, in: box, alignment: .center, color: token.color, on: canvas, clip: measuring ? canvas.bounds : box.intersection(clip))
                ink = ink.map { $0.union(drawn) } ?? drawn
            }
            return ink
        }
    }

    /// The part of a region to redraw when only a few glyphs of its single line changed (one
    /// digit of the score), or `nil` to redraw the whole region.
    private func changedArea(_ old: PaintedRegion, _ new: PaintedRegion, led: Bool) -> Rect? {
        if let cells = RegionContent.changedTokenCells(old.content, new.content, in: new.rect) { return cells }
        guard case .text(let a, let size, let color, let alignment, let marker) = old.content,
            case .text(let b, size, color, alignment, marker) = new.content,
            !a.contains("\n"), !b.contains("\n")
        else { return nil }
        let inner = LayoutResolver.textRect(new.style, new.rect, snug: led)
        guard let span = text.changedSpan(text.shape(a), text.shape(b), size: size, in: inner, alignment: alignment) else { return nil }
        if span.x0 == span.x1 { return Rect(x: new.rect.x, y: new.rect.y, width: 0, height: 0) }
        return Rect(x: span.x0, y: new.rect.y, width: span.x1 - span.x0, height: new.rect.height).intersection(new.rect)
    }

    /// One line, or two (the layout broke a long status line) each in half the height.
    private func drawLines(
        _ string: String, size: Int, in rect: Rect, alignment: TextAlignment, color: UInt32, on canvas: Canvas, clip: Rect
    ) -> Rect {
        let lines = string.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 1 else {
            return text.draw(text.shape(string), size: size, in: rect, alignment: alignment, color: color, on: canvas, clip: clip)
        }
        let height = rect.height / lines.count
        var ink = Rect(x: rect.x, y: rect.y, width: 0, height: 0)
        for (index, line) in lines.enumerated() {
            let box = Rect(x: rect.x, y: rect.y + index * height, width: rect.width, height: height)
            ink = ink.union(text.draw(text.shape(String(line)), size: size, in: box, alignment: alignment, color: color, on: canvas, clip: clip))
        }
        return ink
    }
}
