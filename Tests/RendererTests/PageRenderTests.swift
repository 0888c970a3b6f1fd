import Foundation
import MatchEngine
import Testing
@testable import Renderer

/// The pages between balls: a page change repaints the whole frame to the picture a fresh paint
/// gives, and the scorecard tables keep their columns and rows in line.
@Suite("Render pages")
struct PageRenderTests {
    static let sizes = [PixelSize(width: 1920, height: 1080), PixelSize(width: 1080, height: 1920), PixelSize(width: 800, height: 480)]

    /// main → batting → main → sponsor → main on one canvas, as the kiosk pages: each frame is
    /// damaged whole and ends up pixel for pixel what a fresh renderer paints.
    @Test(arguments: sizes)
    func pageChangeRepaintsTheWholeFrame(_ size: PixelSize) throws {
        let main = try RenderSupport.board("cricket-banner")
        let batting = try RenderSupport.board("cricket-batting")
        let sponsor = try RenderSupport.board("sponsor")
        let renderer = try RenderSupport.renderer()
        let canvas = Canvas(width: size.width, height: size.height)
        for board in [main, batting, main, sponsor, main] {
            #expect(renderer.paint(board, into: canvas) == [canvas.bounds], "\(board.layout)")
            let fresh = try RenderSupport.render(board, size)
            #expect(RenderSupport.differingPixels(canvas, fresh, tolerance: 0) == 0, "\(board.layout) at \(size)")
        }
    }

    /// Row N of the batting card sits at one height in every column; a column's cells share
    /// its x and width; a card of 3 batters keeps the rows where a card of 7 has them.
    @Test func battingColumnsAndRowsLineUp() throws {
        let board = try RenderSupport.board("cricket-batting")
        let renderer = try RenderSupport.renderer()
        let size = PixelSize(width: 1920, height: 1080)
        let frame = renderer.layout(board, size: size)
        func rect(_ key: String, in frame: FrameLayout) -> Rect? { frame.regions.first { $0.key.rawValue == key }?.rect }
        for n in 1...11 {
            let name = try #require(rect("bat.\(n).name", in: frame))
            for field in ["howOut", "runs", "balls", "fours", "sixes", "sr"] {
                let cell = try #require(rect("bat.\(n).\(field)", in: frame))
                #expect(cell.y == name.y && cell.height == name.height, "bat.\(n).\(field)")
                let first = try #require(rect("bat.1.\(field)", in: frame))
                #expect(cell.x == first.x && cell.width == first.width, "bat.\(n).\(field)")
            }
        }
        let heading = try #require(rect("head.runs", in: frame))
        #expect(heading.x == rect("bat.1.runs", in: frame)?.x)

        var three = board
        three.fields.removeAll { field in (4...11).contains { field.key.rawValue.hasPrefix("bat.\($0).") } }
        let short = renderer.layout(three, size: size)
        #expect(rect("bat.3.runs", in: short) == rect("bat.3.runs", in: frame))
        #expect(short.regions.first { $0.key == "bat.3.runs" }?.content != .empty)
        #expect(short.regions.first { $0.key == "bat.4.runs" }?.content == .empty)
    }

    /// On a small panel (480x272) the low-priority columns (4s, 6s, SR) go from the heading and
    /// from every row alike, and the rest still line up.
    @Test func droppedColumnsFoldFromEveryRow() throws {
        let board = try RenderSupport.board("cricket-batting")
        let frame = try RenderSupport.renderer().layout(board, size: PixelSize(width: 480, height: 272))
        let keys = Set(frame.regions.map(\.key.rawValue))
        for gone in ["head.sr", "head.fours", "head.sixes"] + (1...11).flatMap({ ["bat.\($0).sr", "bat.\($0).fours", "bat.\($0).sixes"] }) {
            #expect(!keys.contains(gone), "\(gone)")
        }
        let runs = (1...11).compactMap { n in frame.regions.first { $0.key.rawValue == "bat.\(n).runs" }?.rect }
        #expect(runs.count == 11)
        #expect(Set(runs.map(\.x)).count == 1)
    }

    // MARK: Images

    @Test func imageFitsByItsLimitingSide() {
        // 600x200 in 1920x1080: the width limits (3.2x against 5.4x) → 1920x640, 220 above and below.
        #expect(ImageFit.rect(for: PixelSize(width: 600, height: 200), in: Rect(x: 0, y: 0, width: 1920, height: 1080))
            == Rect(x: 0, y: 220, width: 1920, height: 640))
        // On a portrait screen: 1080x360, centred at 780 (1920 - 360 = 1560, halved).
        #expect(ImageFit.rect(for: PixelSize(width: 600, height: 200), in: Rect(x: 0, y: 0, width: 1080, height: 1920))
            == Rect(x: 0, y: 780, width: 1080, height: 360))
        // A tall image in a wide region: the height limits, 200x600 → 360x1080 at x 780.
        #expect(ImageFit.rect(for: PixelSize(width: 200, height: 600), in: Rect(x: 0, y: 0, width: 1920, height: 1080))
            == Rect(x: 780, y: 0, width: 360, height: 1080))
        // A small image is enlarged to fit: 60x20 in 300x300 → 300x100, 100 from the top.
        #expect(ImageFit.rect(for: PixelSize(width: 60, height: 20), in: Rect(x: 10, y: 10, width: 300, height: 300))
            == Rect(x: 10, y: 110, width: 300, height: 100))
    }

    /// The sponsor slide at 1080p draws a 600x200 image 1878x626: the margin is 21 pixels
    /// (1080 / 50), so the region is 1878x1038 and the image sits 206 below its top.
    @Test func sponsorImageIsDrawnFittedOnTheBackground() throws {
        let shelf = MemoryImageShelf(["logo.png": Self.halfTransparent(width: 600, height: 200)])
        let renderer = try Renderer(fonts: RenderSupport.fonts, theme: .indoor, images: shelf)
        let canvas = Canvas(width: 1920, height: 1080)
        renderer.paint(SponsorBoard.build(image: "logo.png"), into: canvas)
        let background = Theme.indoor.background
        // Rows 227..<853, columns 21..<1899; the left half is transparent, the right half red.
        #expect(canvas[1400, 226] == background)
        #expect(canvas[1400, 227] == 0xFF0000)
        #expect(canvas[1400, 852] == 0xFF0000)
        #expect(canvas[1400, 853] == background)
        #expect(canvas[1897, 540] == 0xFF0000)
        #expect(canvas[1899, 540] == background)
        #expect(canvas[400, 540] == background)
        #expect(shelf.reads["logo.png", default: 0] >= 1)
    }

    /// Without a shelf, or for a file the shelf lacks, the slot shows the file's name muted.
    @Test func missingImageShowsItsNameMuted() throws {
        let renderer = try Renderer(fonts: RenderSupport.fonts, theme: .daylight)
        let frame = renderer.layout(SponsorBoard.build(image: "acme.png"), size: PixelSize(width: 1280, height: 720))
        guard case .text(let text, _, let color, _, _) = frame.regions.first?.content else {
            Issue.record("expected the name as text, got \(String(describing: frame.regions.first?.content))")
            return
        }
        #expect(text == "acme.png")
        #expect(color == Theme.daylight.color(.muted))
    }

    /// Scaled once per size: the second paint of the slide copies the same fitted image.
    @Test func fittedImagesAreScaledOncePerSize() {
        let images = FittedImages()
        images.shelf = MemoryImageShelf(["a.png": Self.halfTransparent(width: 60, height: 20)])
        let first = images.fitted("a.png", size: PixelSize(width: 300, height: 100), background: 0)
        let again = images.fitted("a.png", size: PixelSize(width: 300, height: 100), background: 0)
        let other = images.fitted("a.png", size: PixelSize(width: 150, height: 50), background: 0)
        #expect(first != nil && first === again)
        #expect(other !== first)
    }

    /// Shrinking averages the area (four pixels 0, 255, 0, 255 → two of 127.5, drawn 128);
    /// enlarging interpolates (0, 255 → 0, 63.75, 191.25, 255 from sample centres at
    /// -0.25, 0.25, 0.75 and 1.25, the ends clamped).
    @Test func scalerBoxShrinksAndBilinearEnlarges() {
        let stripes = Canvas(width: 4, height: 1)
        for (x, v) in [0, 255, 0, 255].enumerated() { stripes[x, 0] = 0xFF00_0000 | UInt32(v) * 0x010101 }
        let small = ImageScaler.scale(stripes, to: PixelSize(width: 2, height: 1), background: 0)
        #expect(small[0, 0] == 0x808080 && small[1, 0] == 0x808080)

        let pair = Canvas(width: 2, height: 1)
        pair[0, 0] = 0xFF00_0000
        pair[1, 0] = 0xFFFF_FFFF
        let large = ImageScaler.scale(pair, to: PixelSize(width: 4, height: 1), background: 0)
        #expect((0..<4).map { large[$0, 0] & 0xFF } == [0, 64, 191, 255])
    }

    /// A transparent pixel shows the background exactly; a half-transparent white over black
    /// is mid grey.
    @Test func scalerCompositesAlphaOnTheBackground() {
        let image = Canvas(width: 2, height: 1)
        image[0, 0] = 0x00FF_FFFF
        image[1, 0] = 0x80FF_FFFF
        let out = ImageScaler.scale(image, to: PixelSize(width: 2, height: 1), background: 0x0B1A2E)
        #expect(out[0, 0] == 0x0B1A2E)
        let black = ImageScaler.scale(image, to: PixelSize(width: 2, height: 1), background: 0)
        #expect(black[1, 0] == 0x808080)
    }

    // MARK: The folder shelf

    @Test func folderShelfReadsTheFixtureLogo() throws {
        let shelf = FolderImageShelf(folder: RenderSupport.imagesDir)
        #expect(try shelf.check("riverside-dairy.png") == PixelSize(width: 600, height: 200))
        let logo = try #require(shelf.image(named: "riverside-dairy.png"))
        #expect(logo[0, 0] >> 24 == 0, "the corner is transparent")
        #expect(logo[300, 100] >> 24 == 255)
    }

    @Test(arguments: ["../secret.png", "sub/logo.png", ".hidden.png", "..", ""])
    func folderShelfRefusesNamesThatAreNotPlain(_ name: String) {
        let shelf = FolderImageShelf(folder: RenderSupport.imagesDir)
        #expect(throws: RendererError.imageName(name)) { try shelf.check(name) }
        #expect(shelf.image(named: name) == nil)
    }

    @Test func folderShelfNamesTheFileItCannotUse() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("shelf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("GIF89a not a png".utf8).write(to: dir.appendingPathComponent("old.gif"))
        try ImageFile.writePNG(Canvas(width: FolderImageShelf.maxSide + 1, height: 2), to: dir.appendingPathComponent("huge.png").path)
        let shelf = FolderImageShelf(folder: dir.path)

        for (name, says) in [("old.gif", "not a PNG"), ("huge.png", "4097x2 pixels"), ("absent.png", "absent.png")] {
            do {
                try shelf.check(name)
                Issue.record("\(name) was accepted")
            } catch {
                let message = error.description
                #expect(message.contains(dir.appendingPathComponent(name).path), "\(message)")
                #expect(message.contains(says), "\(message)")
                #expect(message.contains("Accepted: PNG"), "\(message)")
            }
        }
    }

    /// 600x200: the left half fully transparent, the right half opaque red.
    static func halfTransparent(width: Int, height: Int) -> Canvas {
        let canvas = Canvas(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { canvas[x, y] = x < width / 2 ? 0x0000_FF00 : 0xFFFF_0000 }
        }
        return canvas
    }
}

/// The test shelf: images from memory, counting reads.
final class MemoryImageShelf: ImageShelf {
    private let images: [String: Canvas]
    private(set) var reads: [String: Int] = [:]

    init(_ images: [String: Canvas]) {
        self.images = images
    }

    func image(named name: String) -> Canvas? {
        reads[name, default: 0] += 1
        return images[name]
    }
}
