import Testing
@testable import Images

/// A match's photo through the pipeline (ADR 056): fitted to 1,024 px on its longest side,
/// never enlarged, upright, a JPEG named by its content.
struct MatchPhotoTests {
    /// 2000x1000, left half red and right half blue: fitted, 1024x512 (1000 × 1024 / 2000 =
    /// 512), the halves where they were.
    @Test func aLargePhotoIsFittedToItsLongestSide() throws {
        let wide = TestPictures.jpeg(width: 2000, height: 1000) { x, _ in x < 1000 ? (255, 0, 0) : (0, 0, 255) }
        let photo = try MatchPhoto.normalise(wide, name: "pitch.jpg")
        #expect(photo.width == 1024 && photo.height == 512)
        let pixels = try TestPictures.decode(photo.bytes)
        #expect(pixels.width == 1024 && pixels.height == 512)
        #expect(TestPictures.near(pixels.pixel(100, 256), (255, 0, 0)))
        #expect(TestPictures.near(pixels.pixel(900, 256), (0, 0, 255)))
        // Named by its own bytes: photo-, 64 hex digits, .jpg (6 + 64 + 4 = 74 characters).
        #expect(photo.name.hasPrefix("photo-") && photo.name.hasSuffix(".jpg") && photo.name.count == 74)
        #expect(photo.name == "photo-" + ImageDigest.hex(photo.bytes) + ".jpg")
    }

    /// 40x64 tagged orientation 6: upright it is 64 wide and 40 tall; small, so not enlarged.
    /// The top rows (red) are on the right once turned 90° clockwise.
    @Test func aSmallPhotoIsTurnedUprightAndNotEnlarged() throws {
        let plain = TestPictures.jpeg(width: 64, height: 40) { _, y in y < 20 ? (255, 0, 0) : (0, 0, 255) }
        let tagged = TestPictures.withSegment(plain, marker: 0xE1, TestPictures.exif(orientation: 6))
        let photo = try MatchPhoto.normalise(tagged)
        #expect(photo.width == 40 && photo.height == 64)
        let pixels = try TestPictures.decode(photo.bytes)
        #expect(TestPictures.near(pixels.pixel(5, 32), (0, 0, 255)))
        #expect(TestPictures.near(pixels.pixel(34, 32), (255, 0, 0)))
    }

    /// A PNG whose left half is transparent: the photo is a JPEG, transparency on white.
    @Test func aTransparentPNGBecomesAJPEGOnWhite() throws {
        let png = try TestPictures.png(width: 40, height: 20) { x, _ in x < 20 ? (0, 0, 0, 0) : (0, 128, 0, 255) }
        let photo = try MatchPhoto.normalise(png, name: "crest.png")
        #expect(photo.bytes.starts(with: [0xFF, 0xD8, 0xFF]))
        let pixels = try TestPictures.decode(photo.bytes)
        #expect(TestPictures.near(pixels.pixel(5, 10), (255, 255, 255)))
        #expect(TestPictures.near(pixels.pixel(35, 10), (0, 128, 0)))
    }

    @Test func refusalsAreThePipelinesSentences() {
        let gif = Array("GIF89a".utf8) + [UInt8](repeating: 0, count: 20)
        #expect(throws: ImageRefusal.format(.gif)) { try MatchPhoto.normalise(gif, name: "wave.gif") }
        let jpeg = TestPictures.jpeg(width: 8, height: 8) { _, _ in (1, 2, 3) }
        #expect(throws: ImageRefusal.nameIsPath("../../etc/passwd")) { try MatchPhoto.normalise(jpeg, name: "../../etc/passwd") }
    }

    /// An import's photo: its name must be its bytes' hash, and it must decode.
    @Test func aCarriedPhotoIsCheckedAgainstItsName() throws {
        let photo = try MatchPhoto.normalise(TestPictures.jpeg(width: 30, height: 20) { _, _ in (9, 9, 9) })
        #expect(MatchPhoto.checkStored(name: photo.name, bytes: photo.bytes) == nil)
        var changed = photo.bytes
        changed[changed.count / 2] ^= 0xFF
        #expect(MatchPhoto.checkStored(name: photo.name, bytes: changed) == ImagesMessages.photoNameNotItsBytes)
        let garbage: [UInt8] = [0xFF, 0xD8, 0xFF, 0, 1, 2]
        #expect(MatchPhoto.checkStored(name: "photo-" + ImageDigest.hex(garbage) + ".jpg", bytes: garbage) != nil)
    }
}
