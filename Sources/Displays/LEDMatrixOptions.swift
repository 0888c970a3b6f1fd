import Renderer

/// How a HUB75 panel is wired and driven: rpi-rgb-led-matrix's options, as the config's
/// `[ledmatrix]` sets them (docs/ledmatrix.md). The ranges are the library's own checks, so a
/// value it would refuse is refused when the config is read, naming the key.
public struct LEDMatrixOptions: Equatable, Sendable {
    /// Rows of one panel.
    public var rows = 32
    /// Columns of one panel.
    public var cols = 64
    /// Panels daisy-chained on one connector: the frame is `cols * chain` wide.
    public var chain = 1
    /// Chains side by side (the Pi drives up to three, a compute module six): the frame is
    /// `rows * parallel` high.
    public var parallel = 1
    /// The adapter board's wiring: the library's mapping names.
    public var hardwareMapping = "regular"
    /// Percent; the panel's own brightness, set again at run time by `setBrightness`.
    public var brightness = 100
    /// Bits of PWM per colour: fewer refresh faster and flicker less on camera, with fewer shades.
    public var pwmBits = 11
    /// Slows the GPIO writes for faster Pis and slower panels; nil keeps the library's own
    /// choice for the Pi it runs on (1, and 2 on a Pi 4). The C API reads 0 as "not set", so
    /// "no slowdown" cannot be asked for there and 0 is not accepted.
    public var gpioSlowdown: Int?

    public init() {}

    public static let rowsRange = 8...64
    public static let colsRange = 16...256
    public static let chainRange = 1...32
    /// Three on a Pi's 40-pin header; six with the compute module's mapping.
    public static let parallelRange = 1...3
    public static let computeModuleParallelRange = 1...6
    public static let brightnessRange = 1...100
    public static let pwmBitsRange = 1...11
    public static let gpioSlowdownRange = 1...4
    public static let hardwareMappings = ["regular", "adafruit-hat", "adafruit-hat-pwm", "regular-pi1", "classic", "classic-pi1", "compute-module"]
    /// The longest mapping name the wire carries (ledmatrix_wire.h's field, less its NUL).
    static let mappingBytes = 31

    /// The frame the panel shows: `cols * chain` by `rows * parallel` pixels.
    public var panelSize: PixelSize { PixelSize(width: cols * chain, height: rows * parallel) }
}
