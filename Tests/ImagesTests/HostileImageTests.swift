import Testing
@testable import Images

/// Hostile pictures (issue 41): each refused with a sentence naming the limit, before a pixel
/// is decoded where the header can tell.
struct HostileImageTests {
    /// A 16x16 JPEG whose frame header (SOF0: FF C0, length, precision, then height and width)
    /// is changed to declare 60,000 x 60,000: 3.6 gigapixels, 14 GB as RGBA.
    static func bomb() -> [UInt8] {
        var jpeg = TestPictures.jpeg(width: 16, height: 16) { _, _ in (1, 2, 3) }
        guard let sof = (0..<(jpeg.count - 1)).first(where: { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 }) else { return [] }
        // 60000 = 0xEA60; height at +5, width at +7 from the marker.
        jpeg[sof + 5] = 0xEA; jpeg[sof + 6] = 0x60
        jpeg[sof + 7] = 0xEA; jpeg[sof + 8] = 0x60
        return jpeg
    }

    @Test func decompressionBombIsRefusedFromItsHeader() {
        let bomb = Self.bomb()
        #expect(bomb.count < 1000)
        #expect(throws: ImageRefusal.tooLarge(width: 60_000, height: 60_000, limits: .standard)) {
            try ImagePipeline.normalise(bomb, name: "bomb.jpg", kind: .headshot)
        }
        // 60000 x 60000 = 3,600,000,000 pixels = 3,600 megapixels.
        let sentence = ImageRefusal.tooLarge(width: 60_000, height: 60_000, limits: .standard).sentence(name: "bomb.jpg")
        #expect(sentence == "bomb.jpg says it is 60000 x 60000 pixels (3,600 megapixels); a photo or logo may be at most 40 megapixels, and at most 12,000 pixels a side.")
    }

    @Test func truncatedJPEGIsRefused() throws {
        let jpeg = TestPictures.jpeg(width: 64, height: 64) { x, y in (UInt8(x * 4), UInt8(y * 4), 9) }
        let half = Array(jpeg.prefix(jpeg.count / 2))
        let refusal = try #require(refused(half, kind: .headshot))
        guard case .damaged(.jpeg, _) = refusal else { Issue.record("\(refusal)"); return }
        #expect(refusal.sentence(name: "half.jpg").hasPrefix("half.jpg is a damaged or incomplete JPEG ("))
    }

    /// The scan's data overwritten with a marker no scan may hold (FF C4 inside entropy data
    /// ends the scan early): libjpeg-turbo's warning stops the decode.
    @Test func corruptJPEGIsRefused() throws {
        var jpeg = TestPictures.jpeg(width: 64, height: 64) { x, y in (UInt8(x * 4), UInt8(y * 4), 9) }
        let middle = jpeg.count - 60
        for i in middle..<(middle + 20) { jpeg[i] = i % 2 == 0 ? 0xFF : 0xD3 }
        let refusal = try #require(refused(jpeg, kind: .headshot))
        guard case .damaged(.jpeg, _) = refusal else { Issue.record("\(refusal)"); return }
    }

    @Test func truncatedPNGIsRefused() throws {
        let png = try TestPictures.png(width: 64, height: 64) { x, y in (UInt8(x * 4), UInt8(y * 4), 9, 255) }
        let refusal = try #require(refused(Array(png.prefix(png.count - 30)), kind: .logo))
        guard case .damaged(.png, _) = refusal else { Issue.record("\(refusal)"); return }
        #expect(refusal.sentence(name: "cut.png").hasPrefix("cut.png is a damaged or incomplete PNG ("))
    }

    /// A byte of the image data changed: the IDAT chunk's CRC no longer matches.
    @Test func corruptPNGIsRefused() throws {
        var png = try TestPictures.png(width: 64, height: 64) { x, y in (UInt8(x * 4), UInt8(y * 4), 9, 255) }
        let idat = try #require((0..<(png.count - 4)).first { Array(png[$0..<($0 + 4)]) == Array("IDAT".utf8) })
        png[idat + 10] ^= 0xFF
        let refusal = try #require(refused(png, kind: .logo))
        guard case .damaged(.png, _) = refusal else { Issue.record("\(refusal)"); return }
    }

    /// CMYK is refused, not converted (ADR 053).
    @Test func cmykJPEGIsRefused() {
        #expect(refused(TestPictures.cmykJPEG(width: 32, height: 32), kind: .headshot) == .cmyk)
    }

    /// 50 MB is refused on its size alone: a valid JPEG at the front, so only the byte limit
    /// can be what stops it.
    @Test func fiftyMegabytesIsRefused() {
        let jpeg = TestPictures.jpeg(width: 8, height: 8) { _, _ in (0, 0, 0) }
        let big = jpeg + [UInt8](repeating: 0, count: 50_000_000 - jpeg.count)
        #expect(refused(big, kind: .headshot) == .tooManyBytes(count: 50_000_000, limit: 20 << 20))
        // 50,000,000 / 1,048,576 = 47.68 MB, shown to one decimal; 20 MiB is 20.
        #expect(ImageRefusal.tooManyBytes(count: 50_000_000, limit: 20 << 20).sentence(name: "big.jpg")
            == "big.jpg is 47.7 MB; a photo or logo may be at most 20 MB. Send a smaller copy (the phone's page shrinks one for you).")
    }

    @Test(arguments: ["../../etc/passwd", "photos/me.jpg", "C:\\me.jpg", ".."])
    func pathLikeNameIsRefused(name: String) {
        let jpeg = TestPictures.jpeg(width: 8, height: 8) { _, _ in (0, 0, 0) }
        #expect(throws: ImageRefusal.nameIsPath(name)) { try ImagePipeline.normalise(jpeg, name: name, kind: .headshot) }
    }

    @Test func gifAndHEICAreRefusedByTheirFirstBytes() {
        let gif = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0]
        #expect(refused(gif, kind: .headshot) == .format(.gif))
        // An iPhone's HEIC: a box size, "ftyp", brand "heic".
        let heic: [UInt8] = [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8)
        #expect(refused(heic, kind: .headshot) == .format(.heif))
        #expect(ImageRefusal.format(.gif).sentence(name: "wave.gif") == "wave.gif is a GIF; a photo or logo must be a JPEG or a PNG: save it as a PNG.")
        #expect(ImageRefusal.format(.heif).sentence(name: "IMG_0001.HEIC").hasPrefix("IMG_0001.HEIC is a HEIC or HEIF picture (an iPhone's own format); a photo or logo must be a JPEG or a PNG"))
    }

    /// A PNG larger than the decoded limit is refused from its header (a JPEG would be scaled).
    @Test func pngPastTheDecodedLimitIsRefused() throws {
        let png = try TestPictures.png(width: 300, height: 200) { _, _ in (0, 0, 0, 255) }
        var limits = ImageLimits.standard
        limits.maxDecodedPixels = 50_000  // 300 x 200 = 60,000
        #expect(refused(png, kind: .logo, limits: limits) == .tooManyDecodedPixels(width: 300, height: 200, limit: 50_000))
    }

    /// The scan limit: a progressive JPEG's 10 scans (libjpeg's standard progression) against a
    /// limit of 2.
    @Test func progressiveJPEGPastTheScanLimitIsRefused() {
        let jpeg = TestPictures.jpeg(width: 32, height: 32, progressive: true) { _, _ in (0, 0, 0) }
        var limits = ImageLimits.standard
        limits.maxScans = 2
        #expect(refused(jpeg, kind: .headshot, limits: limits) == .tooManyScans(count: 10, limit: 2))
    }

    /// The time budget: with none at all, any decode is over it (a decode takes more than 0 ns).
    @Test func decodePastTheTimeBudgetIsRefused() throws {
        let jpeg = TestPictures.jpeg(width: 32, height: 32) { _, _ in (0, 0, 0) }
        var limits = ImageLimits.standard
        limits.maxDecodeSeconds = 0
        let refusal = try #require(refused(jpeg, kind: .headshot, limits: limits))
        guard case .tooSlow(_, let limit) = refusal else { Issue.record("\(refusal)"); return }
        #expect(limit == 0)
    }

    /// EXIF blocks that lie: offsets past the end, a huge entry count, a wrong type. The
    /// orientation stays 1 and nothing reads out of bounds (the address sanitizer run of the
    /// fuzz target covers the rest).
    @Test func lyingExifIsIgnored() {
        let header: [UInt8] = Array("Exif".utf8) + [0, 0]
        let lies: [[UInt8]] = [
            header + [0x4D, 0x4D, 0x00, 0x2A, 0x7F, 0xFF, 0xFF, 0xFF],  // IFD0 far past the end
            header + [0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08, 0xFF, 0xFF],  // 65,535 entries, none there
            header + [0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01,
                      0x01, 0x12, 0x00, 0x04, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00],  // LONG, not SHORT
            header + [0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01,
                      0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x09, 0x00, 0x00],  // 9: no such orientation
            header + [0x4D, 0x4D],
        ]
        for lie in lies {
            #expect(ExifOrientation.read(lie[...]) == nil)
        }
        #expect(ExifOrientation.read(TestPictures.exif(orientation: 8)[...]) == 8)
    }

    private func refused(_ bytes: [UInt8], kind: ImageKind, limits: ImageLimits = .standard) -> ImageRefusal? {
        do {
            _ = try ImagePipeline.normalise(bytes, kind: kind, limits: limits)
            return nil
        } catch {
            return error
        }
    }
}
