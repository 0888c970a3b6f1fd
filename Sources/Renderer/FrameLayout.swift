import MatchEngine

/// What one region of a frame shows: everything that decides its pixels, so two equal
/// contents draw identical pixels and damage tracking can compare them.
enum RegionContent: Equatable {
    case empty
    case text(String, size: Int, color: UInt32, alignment: TextAlignment, marker: UInt32?)
    case badge(String, size: Int, fill: UInt32, color: UInt32)
    case tokens([Token], size: Int, cellWidth: Int)

    struct Token: Equatable {
        var text: String
        var fill: UInt32?
        var color: UInt32
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
/// content of every region. Equal geometry means a repaint may redraw regions selectively.
struct FrameLayout: Equatable {
    var size: PixelSize
    var background: UInt32
    var panels: [Rect]
    var panelColor: UInt32
    var regions: [PaintedRegion]

    func sameGeometry(as other: FrameLayout) -> Bool {
        size == other.size && background == other.background && panels == other.panels
            && panelColor == other.panelColor
            && regions.count == other.regions.count
            && zip(regions, other.regions).allSatisfy { $0.rect == $1.rect && $0.key == $1.key && $0.background == $1.background }
    }
}

/// How much of the display model a panel of this size can show.
enum SizeTier: String, Sendable {
    /// LED panels (128×64, 192×64): essentials and team codes only.
    case tiny
    /// Small panels: no low-priority lines.
    case small
    case full

    init(_ size: PixelSize) {
        let short = min(size.width, size.height)
        let long = max(size.width, size.height)
        if short < 120 || long < 320 {
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
