import Renderer
import Testing

/// `--size` is held to the images Scoreline can draw (ADR 008): 16 to 7680 pixels a side and
/// no more pixels than 8K UHD, in either orientation.
@Suite struct ImageSizeTests {
    @Test(arguments: ["16x16", "7680x4320", "4320x7680", "1920x1080", "192x64"])
    func sizesWithinTheLimitsAreRead(text: String) {
        #expect(PixelSize(parsingImage: text) != nil)
    }

    @Test(arguments: ["15x100", "100x15", "7681x16", "7680x4321", "7680x7680", "100000x100000", "0x0", "-1x5", "1920x", "axb",
                      "9223372036854775807x9223372036854775807"])
    func sizesPastTheLimitsAreNot(text: String) {
        #expect(PixelSize(parsingImage: text) == nil)
    }

    @Test func theLargestIsEightKUHD() {
        #expect(PixelSize.largestImage == PixelSize(width: 7680, height: 4320))
    }
}
