import Renderer

/// The buffers a screen scans out (two for DRM page flips, one for fbdev) and, for each, the
/// rectangles it lacks compared with the frame. A present copies only what the back buffer
/// lacks: the new damage plus whatever changed while it was on the screen, so a rectangle
/// damaged in one frame also reaches the buffer that did not get it. This is the whole of the
/// per-frame copy of DRMDisplay and FBDevDisplay, and what `scoreline bench present` times.
///
/// Only ever writes to the buffers, never reads them: a driver that prefers a shadow buffer
/// (DRM_CAP_DUMB_PREFER_SHADOW, reads from the buffer are slow) is served as it asks: what a
/// buffer lacks comes from the frame (painted into a window in ordinary memory, or copied from
/// a canvas), never from the other buffer.
public final class ScanoutBuffers {
    public let buffers: [Canvas]
    private var lacking: [DamageList]
    /// The buffer the next present writes (the one not on the screen).
    public private(set) var back = 0

    /// Buffers of one size; each starts out lacking everything.
    public init(_ buffers: [Canvas]) {
        self.buffers = buffers
        let bounds = buffers.first?.bounds ?? Rect(x: 0, y: 0, width: 0, height: 0)
        lacking = buffers.map { _ in DamageList(bounds: bounds, all: true) }
    }

    public var size: PixelSize? { buffers.first?.size }

    /// Records `damage` as changed in `frame` for every buffer, then copies what the back buffer
    /// lacks from `frame` into it. Returns the rectangles copied (for drmModeDirtyFB); empty
    /// when nothing changed since the back buffer was last written.
    @discardableResult
    public func update(from frame: any FrameSource, damage: [Rect]) -> [Rect] {
        add(damage)
        return copyBack(from: frame)
    }

    /// Records `damage` as changed for every buffer, copying nothing yet (a flip is in flight).
    public func add(_ damage: [Rect]) {
        for index in lacking.indices { lacking[index].add(damage) }
    }

    /// Copies what the back buffer lacks from `frame`; returns the rectangles copied.
    public func copyBack(from frame: any FrameSource) -> [Rect] {
        let rects = lacking[back].rects
        let target = buffers[back]
        for rect in rects { frame.write(rect, into: target) }
        lacking[back].clear()
        return rects
    }

    /// What the back buffer lacks now (nothing copied yet).
    public var backLacks: [Rect] { lacking[back].rects }

    /// The back buffer went to the screen: the other one is the back buffer now.
    public func swap() { back = (back + 1) % max(1, buffers.count) }

    /// Every buffer lacks the whole frame (the picture was lost, or another program drew).
    public func invalidate() {
        for index in lacking.indices { lacking[index].addAll() }
    }
}

/// Rectangles to copy, kept short and without copying a pixel twice where it costs nothing to
/// avoid: a rectangle overlapping another merges with it when their union is no larger than
/// the two (the same digits damaged in two frames); past a handful of rectangles, or once
/// they cover most of the frame, the list becomes the whole frame, as cheap to copy by then.
struct DamageList: Equatable {
    let bounds: Rect
    private(set) var rects: [Rect] = []

    static let maximumCount = 32

    init(bounds: Rect, all: Bool = false) {
        self.bounds = bounds
        if all { addAll() }
    }

    mutating func add(_ damage: [Rect]) {
        for rect in damage {
            var merged = rect.intersection(bounds)
            if merged.isEmpty { continue }
            while let index = rects.firstIndex(where: { !$0.intersection(merged).isEmpty && $0.union(merged).area <= $0.area + merged.area }) {
                merged = merged.union(rects.remove(at: index))
            }
            rects.append(merged)
        }
        if rects.count > Self.maximumCount || rects.reduce(0, { $0 + $1.area }) * 4 >= bounds.area * 3 { addAll() }
    }

    mutating func addAll() { rects = bounds.isEmpty ? [] : [bounds] }

    mutating func clear() { rects = [] }
}
