import Renderer

/// A window of a screen: the board drawn into `region` of another display's frame and the rest
/// kept black (`display.region`, docs/displays.md). An LED wall's sending card (Novastar,
/// Colorlight) shows only a W×H window of its HDMI input, often 192x96 or 256x128 at the top
/// left; the kiosk lays the board out for the window's size and this display places it.
///
/// Everything the inner display does (page flips, hotplug, re-probing, giving the console
/// back) goes on as before; only sizes and rectangles are moved into the window.
public final class RegionDisplay: Display {
    public let inner: any Display
    public let region: Rect
    /// The screen size the window was last checked against, and whether it fitted.
    private var checked: (screen: PixelSize, fits: Bool)?
    /// Whether the black around the window still has to be written (a new mode, the start).
    private var surroundPending = true
    private let reportMisfit: (String) -> Void

    /// `reportMisfit` hears once per screen size that the window does not fit the screen.
    public init(inner: any Display, region: Rect, reportMisfit: @escaping (String) -> Void = { _ in }) {
        self.inner = inner
        self.region = region
        self.reportMisfit = reportMisfit
    }

    /// The window's size while the screen holds it; nil while there is no screen or the window
    /// reaches past its edge (the kiosk keeps scoring, as with no screen).
    public var size: PixelSize? {
        guard let screen = inner.size else { return nil }
        return fits(screen) ? PixelSize(width: region.width, height: region.height) : nil
    }

    private func fits(_ screen: PixelSize) -> Bool {
        if let checked, checked.screen == screen { return checked.fits }
        let fits = Rect(x: 0, y: 0, width: screen.width, height: screen.height).contains(region)
        checked = (screen, fits)
        if !fits { reportMisfit(DisplayMessages.regionOutside(region, screen: screen)) }
        return fits
    }

    public func present(_ frame: any FrameSource, damage: [Rect]) throws(DisplayError) -> Presentation {
        guard let screen = inner.size, fits(screen) else { return .submitted }
        let placed = WindowFrame(board: frame, region: region, screen: screen)
        var moved = damage.map { Rect(x: $0.x + region.x, y: $0.y + region.y, width: $0.width, height: $0.height) }
        if surroundPending {
            moved = [placed.bounds]
            surroundPending = false
        }
        return try inner.present(placed, damage: moved)
    }

    public var descriptors: [Int32] { inner.descriptors }

    public func service(_ fd: Int32) -> DisplayChange { translate(inner.service(fd)) }

    public func reprobe() -> DisplayChange { translate(inner.reprobe()) }

    public func close() { inner.close() }

    /// A new mode means new buffers: the surround is written again with the next frame.
    private func translate(_ change: DisplayChange) -> DisplayChange {
        switch change {
        case .resized:
            surroundPending = true
            return .resized(size)
        case .needsFullFrame:
            surroundPending = true
            return .needsFullFrame
        case .none, .presented:
            return change
        }
    }
}

/// The board's frame placed in a black screen-sized frame at the window.
final class WindowFrame: FrameSource {
    let board: any FrameSource
    let region: Rect
    let size: PixelSize
    /// Black rows handed to `visitStrips` for the surround: a screen width of them at a time.
    private lazy var black = Canvas(width: size.width, height: max(1, min(size.height, 64)))

    init(board: any FrameSource, region: Rect, screen: PixelSize) {
        self.board = board
        self.region = region
        size = screen
    }

    var bounds: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    func write(_ rect: Rect, into target: Canvas) {
        let area = rect.intersection(target.bounds)
        for part in Self.outside(area, region) { target.fill(part, 0) }
        let inside = area.intersection(region)
        guard !inside.isEmpty else { return }
        // The target's pixels under the window, seen in the board's own coordinates.
        let offset = target.address(inside.x, inside.y)
        guard let view = try? Canvas(
            wrapping: UnsafeMutableRawPointer(offset), width: inside.width, height: inside.height, strideBytes: target.stride * 4,
            originX: inside.x - region.x, originY: inside.y - region.y)
        else { return }
        board.write(view.bounds, into: view)
    }

    func visitStrips(of rect: Rect, _ body: (Rect, Canvas) -> Void) {
        let area = rect.intersection(bounds)
        for part in Self.outside(area, region) {
            for y in stride(from: part.y, to: part.maxY, by: black.height) {
                let strip = Rect(x: part.x, y: y, width: part.width, height: min(black.height, part.maxY - y))
                guard let view = try? Canvas(
                    wrapping: UnsafeMutableRawPointer(black.pixels), width: strip.width, height: strip.height,
                    strideBytes: black.stride * 4, originX: strip.x, originY: strip.y)
                else { continue }
                body(strip, view)
            }
        }
        let inside = area.intersection(region)
        guard !inside.isEmpty else { return }
        let local = Rect(x: inside.x - region.x, y: inside.y - region.y, width: inside.width, height: inside.height)
        board.visitStrips(of: local) { strip, canvas in
            // The same pixels, named in screen coordinates.
            guard let moved = try? Canvas(
                wrapping: UnsafeMutableRawPointer(canvas.pixels), width: canvas.width, height: canvas.height,
                strideBytes: canvas.stride * 4, originX: canvas.originX + region.x, originY: canvas.originY + region.y)
            else { return }
            body(Rect(x: strip.x + region.x, y: strip.y + region.y, width: strip.width, height: strip.height), moved)
        }
    }

    /// The parts of `area` outside `window`: up to four bands (above, below, left, right).
    static func outside(_ area: Rect, _ window: Rect) -> [Rect] {
        let inside = area.intersection(window)
        guard !inside.isEmpty else { return area.isEmpty ? [] : [area] }
        return [
            Rect(x: area.x, y: area.y, width: area.width, height: inside.y - area.y),
            Rect(x: area.x, y: inside.maxY, width: area.width, height: area.maxY - inside.maxY),
            Rect(x: area.x, y: inside.y, width: inside.x - area.x, height: inside.height),
            Rect(x: inside.maxX, y: inside.y, width: area.maxX - inside.maxX, height: inside.height),
        ].filter { !$0.isEmpty }
    }
}

extension Rect {
    /// `display.region`'s form, X11's geometry: `256x128+0+0` is 256 by 128 pixels whose top
    /// left is at (0, 0). Sides 8 to 16384, offsets 0 to 16384; nil otherwise.
    public init?(parsingRegion text: String) {
        let parts = text.lowercased().split(separator: "+", omittingEmptySubsequences: false)
        guard parts.count == 3, let size = PixelSize(parsing: String(parts[0])),
            let x = Int(parts[1]), let y = Int(parts[2]),
            (8...16384).contains(size.width), (8...16384).contains(size.height),
            (0...16384).contains(x), (0...16384).contains(y)
        else { return nil }
        self.init(x: x, y: y, width: size.width, height: size.height)
    }
}
