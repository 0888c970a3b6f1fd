import Renderer

/// Sentences about `[overlay]` (docs/config.md).
enum OverlayMessages {
    static let pngNeeded = "[overlay] needs png = \"/path/overlay.png\": the file the stream overlay is written to."
    static let pngPath = "the path of the PNG to write, such as \"/run/scoreline/overlay.png\""
    static var sizeForm: String {
        "WIDTHxHEIGHT with each side from \(PixelSize.smallestImageSide) to \(PixelSize.largestImageSide) pixels"
            + " and no more pixels than \(PixelSize.largestImage), such as \"1920x1080\""
    }
}
