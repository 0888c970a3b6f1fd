/// Where the renderer finds roster pictures (a player's photo, a team's logo; ADR 055) by
/// their stored names. Unlike a sponsor's `ImageShelf` it never makes the caller wait: a
/// picture not yet decoded, or not yet fitted to the size asked, answers `nil` at once and is
/// prepared off the drawing thread (the kiosk's `PictureShelf`), and the board is laid out
/// without its pictures until they are ready. A test's source hands over canvases from memory.
public protocol PictureSource: AnyObject {
    /// The picture's own size, once it has been read; `nil` before that (the read is started)
    /// or when it cannot be shown (missing, refused, over the budget).
    func size(of name: String) -> PixelSize?
    /// The picture scaled to `size` and composited on `background`, once made; `nil` before
    /// that (making it is started). Each size is made once and kept.
    func fitted(_ name: String, size: PixelSize, background: UInt32) -> Canvas?
}

/// Fitting a picture, for a `PictureSource` that makes its copies itself: the renderer's one
/// resampling rule (as sponsors are fitted), on whatever thread the source fits on.
public enum PictureFitting {
    /// `source` (`0xAARRGGBB`) scaled to `size` over `background` (`0x00RRGGBB`).
    public static func fit(_ source: Canvas, to size: PixelSize, background: UInt32) -> Canvas {
        ImageScaler.scale(source, to: size, background: background)
    }
}

/// The decoded pixels the images of one screen may hold together, shared by the sponsors'
/// folder and the roster's pictures (ADR 055): one budget, so a ground with many sponsors and
/// a full roster cannot hold twice what either alone may. Taken before the memory is, given
/// back when it is let go. Used on the drawing thread only.
public final class DecodedBudget {
    public let limit: Int
    public private(set) var used = 0

    public init(limit: Int) {
        self.limit = limit
    }

    public var remaining: Int { max(0, limit - used) }

    /// Takes `bytes` if they fit; false (and nothing taken) if not.
    public func take(_ bytes: Int) -> Bool {
        guard bytes <= remaining else { return false }
        used += bytes
        return true
    }

    public func give(_ bytes: Int) {
        used = max(0, used - bytes)
    }
}
