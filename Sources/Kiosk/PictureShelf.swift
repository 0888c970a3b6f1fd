import Images
import Logging
import Renderer
import Synchronization

/// The roster's pictures for the renderer (ADR 055): a stored picture by its name (ADR 053),
/// read, decoded and fitted to each size a screen draws it at, once per size, and kept only
/// as those fitted copies: a 384-pixel headshot decoded is 576 KiB, the same face in a
/// batting card's row at 1080 lines is 20 KiB, so 22 players and two logos fit in about a
/// megabyte where keeping them decoded would take 13.5. The copies count against the
/// `DecodedBudget` the sponsors' folder also draws on: one budget for the screen's images.
///
/// The drawing thread never waits on a decode. In `background` mode a picture not yet made
/// answers `nil` at once and is made on the shelf's worker thread (`PictureWorker`); when it is
/// ready `wake` is called (from that thread) so the kiosk draws the board again, now with it. `inline` makes it on the
/// spot: `scoreline render`, which draws one board and exits, and tests.
public final class PictureShelf: PictureSource {
    public enum Work: Sendable {
        case inline
        case background(wake: @Sendable () -> Void)
    }

    private struct Key: Hashable {
        var name: String
        var width: Int
        var height: Int
        var background: UInt32
    }

    /// What the worker made, handed to the drawing thread: the canvas is built by the worker and
    /// never touched by it again once put in the inbox, so passing it over is safe.
    private final class Made: @unchecked Sendable {
        let name: String
        let result: Result<(PixelSize, Canvas?), ImageRefusalText>
        let key: (width: Int, height: Int, background: UInt32)?
        init(name: String, result: Result<(PixelSize, Canvas?), ImageRefusalText>, key: (width: Int, height: Int, background: UInt32)?) {
            self.name = name
            self.result = result
            self.key = key
        }
    }

    /// A refusal as its sentence, so it can cross threads.
    struct ImageRefusalText: Error, Sendable {
        var sentence: String
    }

    /// The most the fitted copies keep, within the shared budget: the batting card's eleven
    /// headshots, two logos and the new batter's photo at 1080 lines are about 0.8 MiB, and a
    /// new batter's photo is shown once, so keeping every one of them (22 x 530 KiB at 1080
    /// lines) would only hold memory. The least recently drawn go first.
    public static let maxFittedBytes = 2 << 20

    private let root: String
    private let budget: DecodedBudget
    private let maxFitted: Int
    private var fittedTotal = 0
    private let work: Work
    private var sizes: [String: PixelSize] = [:]
    private var fitted: [Key: Canvas] = [:]
    /// The fitted copies from oldest to newest use: the oldest go first when the budget is full.
    private var order: [Key] = []
    private var pending: Set<Key> = []
    private var probing: Set<String> = []
    /// Names found unusable, logged once rather than every frame.
    private var refused: Set<String> = []
    private let inbox = Inbox()
    /// The background work's thread, made with the shelf (nil inline, or without an eventfd:
    /// then the work is done inline, which waits but still shows the pictures).
    private let worker: PictureWorker?
    private let logger = Logger(label: "scoreline.pictures")

    /// `budget`: shared with the sponsors' folder (`FolderImageShelf(folder:budget:)`).
    public init(dataDirectory: String, budget: DecodedBudget, work: Work = .inline, maxFittedBytes: Int = PictureShelf.maxFittedBytes) {
        root = dataDirectory
        self.budget = budget
        maxFitted = maxFittedBytes
        self.work = work
        if case .background = work { worker = PictureWorker() } else { worker = nil }
    }

    /// What the fitted copies hold now, in bytes (the budget's part that is pictures').
    public var fittedBytes: Int { fittedTotal }

    public func size(of name: String) -> PixelSize? {
        collect()
        if let size = sizes[name] { return size }
        guard ImageReference.isValid(name), !refused.contains(name), !probing.contains(name) else { return nil }
        probing.insert(name)
        start(name, key: nil)
        collect()
        return sizes[name]
    }

    public func fitted(_ name: String, size: PixelSize, background: UInt32) -> Canvas? {
        collect()
        let key = Key(name: name, width: size.width, height: size.height, background: background)
        if let canvas = fitted[key] {
            order.removeAll { $0 == key }
            order.append(key)
            return canvas
        }
        guard ImageReference.isValid(name), !refused.contains(name), !pending.contains(key), size.width > 0, size.height > 0 else { return nil }
        pending.insert(key)
        start(name, key: (size.width, size.height, background))
        collect()
        return fitted[key]
    }

    /// Makes the picture's size, or its copy at `key`'s size, now or on the worker.
    private func start(_ name: String, key: (width: Int, height: Int, background: UInt32)?) {
        let root = root
        let job: @Sendable () -> Made = { Made(name: name, result: Self.make(name, root: root, key: key), key: key) }
        switch work {
        case .background(let wake):
            // Only the inbox crosses to the worker: the shelf's own state stays on the drawing thread.
            let inbox = inbox
            if let worker, worker.run({
                inbox.put(job())
                wake()
            }) {
                return
            }
            inbox.put(job())
        case .inline:
            inbox.put(job())
        }
    }

    /// What the worker has made and the drawing thread has not yet taken.
    private final class Inbox: Sendable {
        private let items = Mutex<[Made]>([])
        func put(_ made: Made) { items.withLock { $0.append(made) } }
        func take() -> [Made] {
            items.withLock { items in
                defer { items.removeAll() }
                return items
            }
        }
    }

    /// Takes what the worker has made into the shelf, on the drawing thread.
    private func collect() {
        for item in inbox.take() {
            switch item.result {
            case .failure(let refusal):
                refused.insert(item.name)
                logger.warning("\(refusal.sentence)")
                probing.remove(item.name)
            case .success(let (size, canvas)):
                sizes[item.name] = size
                probing.remove(item.name)
                guard let key = item.key, let canvas else { continue }
                let k = Key(name: item.name, width: key.width, height: key.height, background: key.background)
                pending.remove(k)
                keep(canvas, at: k)
            }
        }
    }

    /// Keeps a fitted copy within the budget, letting the least recently drawn go first; a
    /// copy that cannot fit even then is logged once and not shown.
    private func keep(_ canvas: Canvas, at key: Key) {
        guard fitted[key] == nil else { return }
        let bytes = canvas.width * canvas.height * 4
        func fits() -> Bool { fittedTotal + bytes <= maxFitted && budget.take(bytes) }
        var taken = fits()
        while !taken, let oldest = order.first {
            order.removeFirst()
            if let gone = fitted.removeValue(forKey: oldest) {
                let freed = gone.width * gone.height * 4
                budget.give(freed)
                fittedTotal -= freed
            }
            taken = fits()
        }
        guard taken else {
            refused.insert(key.name)
            logger.warning("\(KioskMessages.pictureOverBudget(key.name, budget: budget.limit))")
            return
        }
        fitted[key] = canvas
        fittedTotal += bytes
        order.append(key)
    }

    /// Reads, decodes and (with `key`) fits one picture: on the worker, or inline.
    private static func make(_ name: String, root: String, key: (width: Int, height: Int, background: UInt32)?)
        -> Result<(PixelSize, Canvas?), ImageRefusalText>
    {
        let bytes: [UInt8]
        do {
            guard let read = try ImageStore(root: root).read(name) else {
                return .failure(ImageRefusalText(sentence: KioskMessages.pictureMissing(name)))
            }
            bytes = read
        } catch {
            return .failure(ImageRefusalText(sentence: "images/\(name): \(error)"))
        }
        let pixels: RGBAImage
        do { pixels = try ImagePipeline.storedPixels(bytes) } catch {
            return .failure(ImageRefusalText(sentence: "images/\(name): \(error)"))
        }
        let size = PixelSize(width: pixels.width, height: pixels.height)
        guard let key else { return .success((size, nil)) }
        let canvas = Canvas(width: pixels.width, height: pixels.height)
        // Rows packed RGBA into the canvas's 0xAARRGGBB, row by row (its stride may differ).
        for y in 0..<pixels.height {
            let row = canvas.pixels + y * canvas.stride
            for x in 0..<pixels.width {
                let i = (y * pixels.width + x) * 4
                row[x] = UInt32(pixels.pixels[i + 3]) << 24 | UInt32(pixels.pixels[i]) << 16 | UInt32(pixels.pixels[i + 1]) << 8 | UInt32(pixels.pixels[i + 2])
            }
        }
        let fit = PictureFitting.fit(canvas, to: PixelSize(width: key.width, height: key.height), background: key.background)
        return .success((size, fit))
    }
}
