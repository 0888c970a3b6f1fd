import Images
import Logging
import Renderer

/// The images a board may name: a roster picture by its stored name (ADR 053), anything else
/// a sponsor's file. The renderer takes one shelf and fits what it returns once per size
/// (`FittedImages`), so a new-batter slide's photo is decoded once and fitted once per screen
/// size, as a sponsor's image is. Not yet handed to the renderer: the layouts that name a
/// picture are issue 41's next part.
public final class PictureShelf: ImageShelf {
    /// Decoded pictures kept at most: 22 players and two badges at 384 pixels are about
    /// 13.5 MiB (576 KiB each); 32 MiB leaves room for a second match's teams.
    public static let maxDecodedBytes = 32 << 20

    private let sponsors: any ImageShelf
    private let store: ImageStore
    private let budget: Int
    private var decodedBytes = 0
    private var decoded: [String: Canvas] = [:]
    /// Names found unusable, logged once rather than every frame.
    private var refused: Set<String> = []
    private let logger = Logger(label: "scoreline.pictures")

    public init(sponsors: any ImageShelf, dataDirectory: String, maxDecodedBytes: Int = PictureShelf.maxDecodedBytes) {
        self.sponsors = sponsors
        store = ImageStore(root: dataDirectory)
        budget = maxDecodedBytes
    }

    /// A picture never changes under its name (the name is its hash): only the sponsors reload.
    public var generation: Int { sponsors.generation }

    public func image(named name: String) -> Canvas? {
        guard ImageReference.isValid(name) else { return sponsors.image(named: name) }
        if let canvas = decoded[name] { return canvas }
        guard !refused.contains(name) else { return nil }
        do {
            guard let bytes = try store.read(name) else {
                refuse(name, KioskMessages.pictureMissing(name))
                return nil
            }
            let pixels = try ImagePipeline.storedPixels(bytes)
            let size = pixels.width * pixels.height * 4
            guard decodedBytes + size <= budget else {
                refuse(name, KioskMessages.pictureOverBudget(name, budget: budget))
                return nil
            }
            let canvas = Canvas(width: pixels.width, height: pixels.height)
            // Rows packed RGBA into the canvas's 0xAARRGGBB, row by row (its stride may differ).
            for y in 0..<pixels.height {
                let row = canvas.pixels + y * canvas.stride
                for x in 0..<pixels.width {
                    let i = (y * pixels.width + x) * 4
                    row[x] = UInt32(pixels.pixels[i + 3]) << 24 | UInt32(pixels.pixels[i]) << 16 | UInt32(pixels.pixels[i + 1]) << 8 | UInt32(pixels.pixels[i + 2])
                }
            }
            decodedBytes += size
            decoded[name] = canvas
            return canvas
        } catch {
            refuse(name, "images/\(name): \(error)")
            return nil
        }
    }

    private func refuse(_ name: String, _ sentence: String) {
        refused.insert(name)
        logger.warning("\(sentence)")
    }
}
