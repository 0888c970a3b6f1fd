import Displays
import Renderer

/// Sentences about `[ledmatrix]` (docs/ledmatrix.md).
enum LEDMatrixConfigMessages {
    static var rows: String {
        let r = LEDMatrixOptions.rowsRange
        return "an even whole number from \(r.lowerBound) to \(r.upperBound), the rows of one panel (16, 32 or 64 for most)"
    }
    static var mappings: String {
        "one of " + LEDMatrixOptions.hardwareMappings.map { "\"\($0)\"" }.joined(separator: ", ")
            + " (the adapter board's wiring; \"regular\" for a direct wiring or the Electrodragon board, \"adafruit-hat\" for Adafruit's HAT or bonnet)"
    }
    static func parallelNeedsComputeModule(_ n: Int) -> String {
        let r = LEDMatrixOptions.parallelRange
        return "must be a whole number from \(r.lowerBound) to \(r.upperBound) (found \(n)); \(n) parallel chains need a compute module: hardware_mapping = \"compute-module\"."
    }
    static func tooShort(_ panel: PixelSize) -> String {
        "the panel would be \(panel) (cols x chain by rows x parallel): the board needs at least \(PixelSize.smallestImageSide) pixels each way; use taller panels or parallel = 2."
    }
    /// sockaddr_un's path, with its NUL.
    static let socketPathBytes = 108
    static let socketForm = "the absolute path of scoreline-ledmatrix.socket's socket, such as \"/run/scoreline-ledmatrix.sock\""
}
