/// Where the renderer finds the images a board names (a sponsor's PNG). A small protocol so
/// the renderer never touches the file system itself: `FolderImageShelf` reads a folder, the
/// tests hand over canvases from memory.
public protocol ImageShelf: AnyObject {
    /// The image called `name`, decoded at its own size, with alpha in the top byte of each
    /// pixel (`0xAARRGGBB`, 255 opaque); `nil` when there is none or it cannot be used. Called
    /// once per frame layout, so an implementation caches what it decodes.
    func image(named name: String) -> Canvas?
    /// Bumped when the images may have changed under the same names (a reload), so the fitted
    /// copies made from the old ones are dropped.
    var generation: Int { get }
}

extension ImageShelf {
    public var generation: Int { 0 }
}

/// The images of a shelf scaled to the sizes the screen draws them at, each on the background
/// it sits on: a page change scales nothing after the first time (a sponsor slide is shown
/// again every few overs), and drawing one is a copy.
final class FittedImages {
    var shelf: (any ImageShelf)? {
        didSet { fitted.removeAll() }
    }
    /// The roster's pictures (ADR 055): they fit their own copies, off the drawing thread.
    var pictures: (any PictureSource)?

    private struct Key: Hashable {
        var name: String
        var size: PixelSize
        var background: UInt32
    }

    private var fitted: [Key: Canvas] = [:]
    /// The shelf's generation the fitted copies were made from.
    private var generation = 0

    /// The size of the image called `name`, if the shelf has it.
    func size(of name: String) -> PixelSize? {
        shelf?.image(named: name).map(\.size)
    }

    /// The image scaled to `size` and composited on `background`.
    func fitted(_ name: String, size: PixelSize, background: UInt32) -> Canvas? {
        if let current = shelf?.generation, current != generation {
            fitted.removeAll()
            generation = current
        }
        let key = Key(name: name, size: size, background: background)
        if let canvas = fitted[key] { return canvas }
        guard let source = shelf?.image(named: name) else { return nil }
        let canvas = ImageScaler.scale(source, to: size, background: background)
        // A handful of sponsors at one or two screen sizes; more means sizes changed (a
        // rotated or replaced screen), and the old ones will not come back.
        if fitted.count >= 16 { fitted.removeAll() }
        fitted[key] = canvas
        return canvas
    }
}

/// Where an image goes in a region: as large as fits, centred, the aspect kept.
enum ImageFit {
    static func rect(for image: PixelSize, in region: Rect) -> Rect {
        guard image.width > 0, image.height > 0, !region.isEmpty else {
            return Rect(x: region.x, y: region.y, width: 0, height: 0)
        }
        // Compare the two ratios in integers: the side that limits sets the scale exactly, so
        // a 600x200 image in a 1920-wide region is exactly 1920 wide.
        let width: Int, height: Int
        if region.width * image.height <= region.height * image.width {
            width = region.width
            height = min(region.height, max(1, (image.height * region.width + image.width / 2) / image.width))
        } else {
            height = region.height
            width = min(region.width, max(1, (image.width * region.height + image.height / 2) / image.height))
        }
        return Rect(x: region.x + (region.width - width) / 2, y: region.y + (region.height - height) / 2, width: width, height: height)
    }
}
