/// An integer pixel rectangle. Pixels are whole: layouts round once, so neighbouring regions
/// share edges exactly and a damage rectangle covers exactly what was drawn.
public struct Rect: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var area: Int { width * height }

    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding both; an empty one adds nothing.
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    public func contains(_ other: Rect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    public func insetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    public var description: String { "\(width)x\(height)+\(x)+\(y)" }
}

/// A screen size in pixels, as `--size 1920x1080` writes it.
public struct PixelSize: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Parses `WIDTHxHEIGHT`; `nil` for anything else.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0 else { return nil }
        self.init(width: w, height: h)
    }

    public var isPortrait: Bool { height > width }
    public var description: String { "\(width)x\(height)" }

    // The limits of an image Scoreline draws for `--size` (ADR 008). The canvas takes four
    // bytes a pixel, and a rotated frame a second copy: 8K UHD is 133 MB each, drawn in about
    // a second and a half here. 100000x100000 asked for 40 GB and aborted on allocation.
    public static let smallestImageSide = 16
    public static let largestImageSide = 7680
    /// 8K UHD, in either orientation.
    public static let largestImage = PixelSize(width: 7680, height: 4320)

    /// Parses `WIDTHxHEIGHT` for an image to draw: `nil` when it is not that form or is past
    /// the limits above.
    public init?(parsingImage text: String) {
        guard let size = PixelSize(parsing: text),
              (Self.smallestImageSide...Self.largestImageSide).contains(size.width),
              (Self.smallestImageSide...Self.largestImageSide).contains(size.height),
              size.width * size.height <= Self.largestImage.width * Self.largestImage.height
        else { return nil }
        self = size
    }
}

/// Quarter turns for screens mounted on their side or upside down (clockwise).
public enum Rotation: Int, Sendable, CaseIterable {
    case none = 0
    case quarter = 90
    case half = 180
    case threeQuarters = 270

    public init?(degrees: Int) { self.init(rawValue: ((degrees % 360) + 360) % 360) }

    /// The size the layout is drawn at for a panel of `panel` pixels.
    public func logicalSize(forPanel panel: PixelSize) -> PixelSize {
        switch self {
        case .none, .half: panel
        case .quarter, .threeQuarters: PixelSize(width: panel.height, height: panel.width)
        }
    }
}
