import MatchEngine

/// What one region of a frame shows: everything that decides its pixels, so two equal
/// contents draw identical pixels and damage tracking can compare them.
enum RegionContent: Equatable {
    case empty
    case text(String, size: Int, color: UInt32, alignment: TextAlignment, marker: UInt32?)
    case badge(String, size: Int, fill: UInt32, color: UInt32)
    case tokens([Token], size: Int, cellWidth: Int)
    /// The named image scaled to `fit` (inside the region), on `background`.
    case image(String, fit: Rect, background: UInt32)
    /// A roster picture already fitted to `fit` on `background` (ADR 055).
    case picture(String, fit: Rect, background: UInt32)
    /// A QR code filling `square` (its quiet zone included), `module` pixels a module.
    case qr(QRSymbol, square: Rect, module: Int)

    struct Token: Equatable {
        var text: String
        var fill: UInt32?
        var color: UInt32
    }

    /// The cells of a token strip in `rect` that differ between `old` and `new`: a ball added
    /// to "this over" redraws one cell, not the whole strip (a tenth of every frame's pixels at
    /// 1080p). `nil` when the two are not both strips with the same size and cells.
    static func changedTokenCells(_ old: RegionContent, _ new: RegionContent, in rect: Rect) -> Rect? {
        guard case .tokens(let a, let size, let cellWidth) = old, case .tokens(let b, size, cellWidth) = new else { return nil }
        let common = zip(a, b).prefix { $0 == $1 }.count
        let end = max(a.count, b.count)
        guard common < end else { return Rect(x: rect.x, y: rect.y, width: 0, height: 0) }
        // Cells are laid out from the left edge at cellWidth steps, each with its gap after it.
        return Rect(x: rect.x + common * cellWidth, y: rect.y, width: (end - common) * cellWidth, height: rect.height)
            .intersection(rect)
    }
}

/// One laid-out region: where, on what background, showing what.
struct PaintedRegion: Equatable {
    var key: BoardKey
    var rect: Rect
    var style: SlotStyle
    var background: UInt32
    var content: RegionContent
}

/// A frame resolved from a board: the geometry (panels and region rectangles) and the
/// content of every region. `changes(since:)` says what a selective repaint must redraw.
struct FrameLayout: Equatable {
    var size: PixelSize
    var background: UInt32
    var panels: [Rect]
    var panelColor: UInt32
    var regions: [PaintedRegion]
    /// An LED panel's frame (ADR 034): one-bit glyphs, and text snug in its regions.
    var led = false

    /// What a selective repaint over `previous` must do when regions only came or went and
    /// nothing else moved: a flash badge shown for one ball, in a column the template keeps,
    /// changes the number of regions but no other rectangle, and a whole-canvas repaint for it
    /// was a third of all frames in `bench press`. `nil` when anything else changed (a rect,
    /// a panel, the size), which needs the whole canvas repainted.
    func changes(since previous: FrameLayout) -> RegionChanges? {
        guard size == previous.size, background == previous.background, panels == previous.panels,
            panelColor == previous.panelColor
        else { return nil }
        var before: [BoardKey: PaintedRegion] = [:]
        for region in previous.regions {
            guard before.updateValue(region, forKey: region.key) == nil else { return nil }
        }
        var pairs: [(old: PaintedRegion?, new: PaintedRegion)] = []
        for region in regions {
            if let old = before.removeValue(forKey: region.key) {
                guard old.rect == region.rect, old.background == region.background else { return nil }
                pairs.append((old, region))
            } else {
                pairs.append((nil, region))
            }
        }
        // Regions tile the frame without overlapping, so a region that went shares no pixel with
        // one that stayed; one that came may cover it, which is why removals are cleared first.
        let removed = previous.regions.filter { before[$0.key] != nil }
        return RegionChanges(removed: removed, pairs: pairs)
    }
}

/// The regions of a frame against the frame before, when only some regions came or went.
struct RegionChanges {
    /// Regions the previous frame had and this one has not: cleared to what lies under them.
    var removed: [PaintedRegion]
    /// Every region of this frame with its previous self (`nil` for one that is new).
    var pairs: [(old: PaintedRegion?, new: PaintedRegion)]
}

/// How much of the display model a panel of this size can show.
enum SizeTier: String, Sendable {
    /// LED panels (64x32 to 320x160): what matters at that size, by priority (`LEDShape`).
    case tiny
    /// Small panels: no low-priority lines.
    case small
    case full

    init(_ size: PixelSize) {
        let short = min(size.width, size.height)
        let long = max(size.width, size.height)
        // LED panels go up to 320x160 (HUB75 chains, the window an LED wall's sending card
        // shows); a 320x240 or 480x320 HDMI panel is small.
        if short < 120 || long < 320 || (short <= 160 && long <= 320) {
            self = .tiny
        } else if short < 300 {
            self = .small
        } else {
            self = .full
        }
    }

    /// Fields with a larger priority number than this are dropped.
    var priorityCutoff: Int {
        switch self {
        case .tiny: 2
        case .small: 3
        case .full: 5
        }
    }
}
