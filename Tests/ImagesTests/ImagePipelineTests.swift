import Testing
@testable import Images

/// Decode and normalise: what a good picture becomes (ADR 053).
struct ImagePipelineTests {
    static let red = (255, 0, 0), blue = (0, 0, 255)

    /// A 64x32 picture, top half red, bottom half blue, tagged orientation 6 ("turn 90°
    /// clockwise to view"). Turned, it is 32 wide and 64 tall with the old top on the right:
    /// left half blue, right half red. The headshot's centred square is rows 16…47 of that, so
    /// at 384 pixels the left half is blue and the right half red. Untouched by the tag, the
    /// square would be red above and blue below: (48, 96) red, (336, 288) blue.
    @Test(arguments: [true, false])
    func headshotHonoursOrientationSix(bigEndian: Bool) throws {
        let plain = TestPictures.jpeg(width: 64, height: 32) { _, y in y < 16 ? (255, 0, 0) : (0, 0, 255) }
        let tagged = TestPictures.withSegment(plain, marker: 0xE1, TestPictures.exif(orientation: 6, bigEndian: bigEndian))
        let stored = try ImagePipeline.normalise(tagged, name: "phone.jpg", kind: .headshot)
        #expect(stored.width == 384 && stored.height == 384)
        let pixels = try TestPictures.decode(stored.bytes)
        #expect(pixels.width == 384 && pixels.height == 384)
        #expect(TestPictures.near(pixels.pixel(48, 96), Self.blue))
        #expect(TestPictures.near(pixels.pixel(336, 288), Self.red))
    }

    /// Every orientation on a 3x2 picture whose pixels are numbered 0…5 row by row
    /// (0 1 2 / 3 4 5), worked from EXIF's table: e.g. 6 (90° clockwise) shows 3 0 / 4 1 / 5 2.
    @Test func everyOrientationTurnsAsTheTableSays() {
        let source = RGBAImage(width: 3, height: 2, pixels: (0..<6).flatMap { [UInt8($0), 0, 0, 255] })
        let expected: [Int: (Int, Int, [UInt8])] = [
            1: (3, 2, [0, 1, 2, 3, 4, 5]),
            2: (3, 2, [2, 1, 0, 5, 4, 3]),
            3: (3, 2, [5, 4, 3, 2, 1, 0]),
            4: (3, 2, [3, 4, 5, 0, 1, 2]),
            5: (2, 3, [0, 3, 1, 4, 2, 5]),
            6: (2, 3, [3, 0, 4, 1, 5, 2]),
            7: (2, 3, [5, 2, 4, 1, 3, 0]),
            8: (2, 3, [2, 5, 1, 4, 0, 3]),
        ]
        for (orientation, (width, height, order)) in expected {
            let turned = source.oriented(orientation)
            #expect(turned.width == width && turned.height == height, "orientation \(orientation)")
            #expect(stride(from: 0, to: turned.pixels.count, by: 4).map { turned.pixels[$0] } == order, "orientation \(orientation)")
        }
    }

    /// A 200x100 badge, left half opaque red, right half transparent: stored 384x192 (the
    /// longest side 384, the shape kept), still transparent on the right.
    @Test func logoKeepsShapeAndTransparency() throws {
        let png = try TestPictures.png(width: 200, height: 100) { x, _ in x < 100 ? (255, 0, 0, 255) : (0, 0, 0, 0) }
        let stored = try ImagePipeline.normalise(png, name: "badge.png", kind: .logo)
        #expect(stored.width == 384 && stored.height == 192)
        #expect(stored.name.hasSuffix(".png"))
        let pixels = try TestPictures.decode(stored.bytes)
        #expect(pixels.width == 384 && pixels.height == 192)
        #expect(pixels.pixel(50, 96) == (255, 0, 0, 255))
        #expect(pixels.pixel(300, 96).3 == 0)
    }

    /// Metadata goes: an EXIF block with a made-up GPS note and a JPEG comment are in the
    /// upload, and neither "Exif" nor the note's text is in the stored bytes.
    @Test func storedImageCarriesNoMetadata() throws {
        let plain = TestPictures.jpeg(width: 40, height: 40) { _, _ in (10, 200, 10) }
        let secret = Array("GPS 51.5N secret".utf8)
        let withComment = TestPictures.withSegment(plain, marker: 0xFE, secret)
        let tagged = TestPictures.withSegment(withComment, marker: 0xE1, TestPictures.exif(orientation: 1) + secret)
        let stored = try ImagePipeline.normalise(tagged, kind: .headshot)
        #expect(!contains(stored.bytes, Array("Exif".utf8)))
        #expect(!contains(stored.bytes, secret))
    }

    /// Progressive JPEGs are accepted (decided in ADR 053): libjpeg-turbo decodes them, and the
    /// scan count is within the limit. A green picture comes out green.
    @Test func progressiveJPEGIsAccepted() throws {
        let jpeg = TestPictures.jpeg(width: 100, height: 100, progressive: true) { _, _ in (0, 160, 0) }
        // libjpeg's standard progression for a three-component image is 10 scans
        // (jcparam.c, jpeg_simple_progression).
        #expect(JPEGMarkers.read(jpeg).scans == 10)
        let pixels = try TestPictures.decode(ImagePipeline.normalise(jpeg, kind: .headshot).bytes)
        #expect(TestPictures.near(pixels.pixel(192, 192), (0, 160, 0)))
    }

    /// The same picture twice is the same stored name: the name is the stored bytes' hash.
    @Test func nameIsTheStoredBytesHash() throws {
        let jpeg = TestPictures.jpeg(width: 50, height: 60) { x, _ in (UInt8(x * 5), 0, 0) }
        let first = try ImagePipeline.normalise(jpeg, kind: .headshot)
        let second = try ImagePipeline.normalise(jpeg, kind: .headshot)
        #expect(first.name == second.name)
        #expect(ImageReference.isValid(first.name))
        #expect(ImageReference.matches(first.name, bytes: first.bytes))
        #expect(!ImageReference.matches(first.name, bytes: first.bytes + [0]))
    }

    /// A 12-megapixel camera picture (4000x3000) is decoded at 2/8: 1000x750, the smallest of
    /// libjpeg-turbo's n/8 scales with both sides at least 384 (1/8 gives 500x375, 375 < 384).
    @Test func cameraPictureIsDecodedScaledDown() {
        #expect(JPEGDecoder.scaledSize(width: 4000, height: 3000, minimumSide: 384) == (1000, 750))
        // Smaller than the stored size: decoded whole.
        #expect(JPEGDecoder.scaledSize(width: 300, height: 200, minimumSide: 384) == (300, 200))
    }

    /// What a renderer's shelf gets back: the stored headshot at 384x384, the logo at its
    /// stored size with its transparency, and damaged bytes refused.
    @Test func storedPixelsAreTheStoredSize() throws {
        let headshot = try ImagePipeline.normalise(TestPictures.jpeg(width: 90, height: 120) { _, _ in (0, 0, 200) }, kind: .headshot)
        let face = try ImagePipeline.storedPixels(headshot.bytes)
        #expect(face.width == 384 && face.height == 384)
        #expect(TestPictures.near(face.pixel(192, 192), (0, 0, 200)))
        let logo = try ImagePipeline.normalise(try TestPictures.png(width: 40, height: 80) { _, _ in (9, 9, 9, 0) }, kind: .logo)
        let badge = try ImagePipeline.storedPixels(logo.bytes)
        #expect(badge.width == 192 && badge.height == 384)
        #expect(badge.pixel(10, 10).3 == 0)
        #expect(throws: ImageRefusal.self) { try ImagePipeline.storedPixels(Array(headshot.bytes.prefix(100))) }
    }

    private func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
