import Displays
import Renderer

/// The config's `[ledmatrix]`, checked: a HUB75 panel driven through scoreline-ledmatrix when
/// `display.output = "ledmatrix"` (docs/ledmatrix.md).
public struct LEDMatrixConfig: Equatable, Sendable {
    public var options = LEDMatrixOptions()
    /// The listening socket of scoreline-ledmatrix.socket: the kiosk connects to the helper
    /// systemd runs as root there, instead of starting one itself (ADR 032).
    public var socket: String?

    public init() {}

    /// How `scoreline run` reaches the helper.
    public var launch: LEDMatrixLaunch {
        LEDMatrixLaunch(socket: socket)
    }
}

/// Reads `[ledmatrix]` with the file's reader, so each problem names its key and what is accepted.
enum LEDMatrixConfigReader {
    static func read(_ r: ConfigReader) -> LEDMatrixConfig {
        var config = LEDMatrixConfig()
        var o = config.options
        o.rows = r.int("rows", in: LEDMatrixOptions.rowsRange, default: o.rows)
        if o.rows % 2 != 0 {
            r.fail("rows", ConfigMessages.expected(LEDMatrixConfigMessages.rows, found: .int(o.rows)))
            o.rows = LEDMatrixOptions().rows
        }
        o.cols = r.int("cols", in: LEDMatrixOptions.colsRange, default: o.cols)
        o.chain = r.int("chain", in: LEDMatrixOptions.chainRange, default: o.chain)
        if let mapping = r.string("hardware_mapping") {
            if LEDMatrixOptions.hardwareMappings.contains(mapping) {
                o.hardwareMapping = mapping
            } else {
                r.fail("hardware_mapping", ConfigMessages.expected(LEDMatrixConfigMessages.mappings, found: .string(mapping)))
            }
        }
        let parallels = o.hardwareMapping == "compute-module" ? LEDMatrixOptions.computeModuleParallelRange : LEDMatrixOptions.parallelRange
        if case .int(let n)? = r.raw["parallel"], LEDMatrixOptions.computeModuleParallelRange.contains(n), !parallels.contains(n) {
            _ = r.value("parallel")
            r.fail("parallel", LEDMatrixConfigMessages.parallelNeedsComputeModule(n))
        } else {
            o.parallel = r.int("parallel", in: parallels, default: o.parallel)
        }
        o.brightness = r.int("brightness", in: LEDMatrixOptions.brightnessRange, default: o.brightness)
        o.pwmBits = r.int("pwm_bits", in: LEDMatrixOptions.pwmBitsRange, default: o.pwmBits)
        if r.raw["gpio_slowdown"] != nil {
            o.gpioSlowdown = r.int("gpio_slowdown", in: LEDMatrixOptions.gpioSlowdownRange, default: 0)
            if o.gpioSlowdown == 0 { o.gpioSlowdown = nil }
        }
        let panel = o.panelSize
        if panel.height < PixelSize.smallestImageSide {
            r.fail("rows", LEDMatrixConfigMessages.tooShort(panel))
        }
        if let socket = r.string("socket") {
            if socket.hasPrefix("/"), socket.utf8.count < LEDMatrixConfigMessages.socketPathBytes {
                config.socket = socket
            } else {
                r.fail("socket", ConfigMessages.expected(LEDMatrixConfigMessages.socketForm, found: .string(socket)))
            }
        }
        r.rejectUnknownKeys()
        config.options = o
        return config
    }
}
