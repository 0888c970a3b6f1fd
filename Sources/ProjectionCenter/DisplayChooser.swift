import Displays
import FoundationEssentials
import Logging
import CommandBasics
import Renderer

/// Which output `scoreline run` draws to and how it is opened: `--output` or the config's
/// `display.output`; `auto` is DRM when a /dev/dri/card* exists, else fbdev when /dev/fb0
/// exists, else the image file in the data directory.
public enum DisplayChooser {
    /// `--output`'s text, or nil to use the config's.
    public static func output(_ flag: String?, config: DisplayOutput) throws -> DisplayOutput {
        guard let flag else { return config }
        switch flag {
        case "auto": return .auto
        case "drm": return .drm
        case "fbdev": return .fbdev
        case "ledmatrix": return .ledmatrix
        case let text where text.hasPrefix("png:") && text.count > 4: return .png(String(text.dropFirst(4)))
        default: throw CommandFailure("--output must be \(DisplayMessages.outputs), not \(flag).")
        }
    }

    /// What `auto` means on this machine.
    public static func resolve(_ output: DisplayOutput, drmCards: [String], framebufferExists: Bool, dataDirectory: String) -> DisplayOutput {
        guard output == .auto else { return output }
        if !drmCards.isEmpty { return .drm }
        if framebufferExists { return .fbdev }
        return .png(dataDirectory + "/screen.png")
    }

    /// The display of `output`, or a window of it when the config sets `display.region`. Plain
    /// values, not the config: the hub knows displays, not the file that names them (issue 37).
    /// `ledmatrixSocket` is `[ledmatrix] socket` (nil: start the helper).
    public static func open(
        _ output: DisplayOutput, request: DisplayRequest, region: Rect?, dataDirectory: String, imageSize: PixelSize,
        ledmatrix: LEDMatrixOptions = LEDMatrixOptions(), ledmatrixSocket: String? = nil, logger: Logger = Logger(label: "scoreline.display")
    ) throws -> any Display {
        let screen = try openScreen(
            output, request: request, dataDirectory: dataDirectory, imageSize: imageSize, ledmatrix: ledmatrix, ledmatrixSocket: ledmatrixSocket,
            logger: logger)
        guard let region else { return screen }
        logger.info("display region: \(region.width)x\(region.height)+\(region.x)+\(region.y), black around it")
        return RegionDisplay(inner: screen, region: region) { logger.error("\($0)") }
    }

    private static func openScreen(
        _ output: DisplayOutput, request: DisplayRequest, dataDirectory: String, imageSize: PixelSize,
        ledmatrix: LEDMatrixOptions, ledmatrixSocket: String?, logger: Logger
    ) throws -> any Display {
        let resolved = resolve(
            output, drmCards: DRMDisplay.cardPaths(), framebufferExists: FileManager.default.fileExists(atPath: "/dev/fb0"),
            dataDirectory: dataDirectory)
        do {
            switch resolved {
            case .drm, .auto:
                return try DRMDisplay(request: request, logger: logger)
            case .fbdev:
                // display.card may name another framebuffer (a small SPI panel is often fb1).
                let device = request.card.flatMap { $0.hasPrefix("/dev/fb") ? $0 : nil } ?? "/dev/fb0"
                return try FBDevDisplay(path: device, logger: logger)
            case .ledmatrix:
                return try LEDMatrixDisplay(options: ledmatrix, launch: LEDMatrixLaunch(socket: ledmatrixSocket), logger: logger)
            case .png(let path):
                if output == .auto { try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true) }
                logger.info("display: \(path) \(imageSize) (image file)")
                let leftovers = ImageFileDisplay.removeLeftovers(beside: path)
                if !leftovers.isEmpty { logger.warning("removed \(leftovers.count) unfinished frame file(s) beside \(path) from a run that was stopped while writing one") }
                return ImageFileDisplay(path: path, size: imageSize)
            }
        } catch let error as DisplayError {
            throw CommandFailure("Cannot show the board on \(error.device): \(error.reason).")
        }
    }
}
