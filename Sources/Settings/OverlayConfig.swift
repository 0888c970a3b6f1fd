import Renderer

/// The config's `[overlay]`, checked: the stream overlay's score bug, a PNG with a transparent
/// background rewritten on every change for OBS's image source (docs/mqtt.md).
public struct OverlayConfig: Equatable, Sendable {
    /// Where the PNG goes; its directory must be writable (a temporary file is renamed over it).
    public var png: String
    /// The stream's canvas: the PNG is this size, the bug in its lower third.
    public var size = OverlayConfig.defaultSize

    public static let defaultSize = PixelSize(width: 1920, height: 1080)

    public init(png: String, size: PixelSize = OverlayConfig.defaultSize) {
        self.png = png
        self.size = size
    }
}

/// Reads `[overlay]` with the file's reader, so each problem names its key and what is accepted.
enum OverlayConfigReader {
    /// nil when the table has problems (each one reported) or names no file.
    static func read(_ r: ConfigReader) -> OverlayConfig? {
        let png = r.string("png")
        if png == nil, r.raw["png"] == nil { r.problems.add(r.key("png"), OverlayMessages.pngNeeded) }
        if png?.isEmpty == true { r.fail("png", ConfigMessages.expected(OverlayMessages.pngPath, found: .string(""))) }
        var size = OverlayConfig.defaultSize
        if let text = r.string("size") {
            if let parsed = PixelSize(parsingImage: text) {
                size = parsed
            } else {
                r.fail("size", ConfigMessages.expected(OverlayMessages.sizeForm, found: .string(text)))
            }
        }
        r.rejectUnknownKeys()
        guard let png, !png.isEmpty else { return nil }
        return OverlayConfig(png: png, size: size)
    }
}
