import Testing
import Renderer
@testable import Settings

/// `[ledmatrix]` and `display.output = "ledmatrix"`: every key read, every mistake named with
/// what is accepted (the ranges are rpi-rgb-led-matrix's own checks).
@Suite struct LEDMatrixConfigTests {
    @Test func everyKeyIsRead() throws {
        let config = try ConfigLoader.parse("""
            [display]
            output = "ledmatrix"
            [ledmatrix]
            rows = 64
            cols = 64
            chain = 3
            parallel = 2
            hardware_mapping = "adafruit-hat-pwm"
            brightness = 60
            pwm_bits = 8
            gpio_slowdown = 4
            socket = "/run/scoreline-ledmatrix.sock"
            """, file: "s.toml")
        #expect(config.display.output == .ledmatrix)
        let o = config.ledmatrix.options
        #expect([o.rows, o.cols, o.chain, o.parallel, o.brightness, o.pwmBits] == [64, 64, 3, 2, 60, 8])
        #expect(o.gpioSlowdown == 4)
        #expect(o.hardwareMapping == "adafruit-hat-pwm")
        // 64 columns x 3 panels wide, 64 rows x 2 chains high.
        #expect(o.panelSize == PixelSize(width: 192, height: 128))
        #expect(config.ledmatrix.launch == .connect(socket: "/run/scoreline-ledmatrix.sock"))
    }

    @Test func theDefaultsAreOne64x32PanelAtFullBrightness() throws {
        let config = try ConfigLoader.parse("[display]\noutput = \"ledmatrix\"\n", file: "s.toml")
        let o = config.ledmatrix.options
        #expect(o.panelSize == PixelSize(width: 64, height: 32))
        #expect(o.hardwareMapping == "regular")
        #expect(o.brightness == 100)
        #expect(o.pwmBits == 11)
        #expect(o.gpioSlowdown == nil)
        #expect(config.ledmatrix.socket == nil)
    }

    @Test func eachMistakeNamesItsKeyAndWhatIsAccepted() {
        let text = """
            [ledmatrix]
            rows = 33
            cols = 8
            chain = 0
            parallel = 4
            hardware_mapping = "hat"
            brightness = 0
            pwm_bits = 12
            gpio_slowdown = 0
            socket = "run/x.sock"
            colour = "red"
            """
        do {
            _ = try ConfigLoader.parse(text, file: "s.toml")
            Issue.record("a wrong [ledmatrix] was accepted")
        } catch {
            #expect(error.description.components(separatedBy: "\n") == [
                "s.toml: ledmatrix.rows: must be an even whole number from 8 to 64, the rows of one panel (16, 32 or 64 for most) (found 33).",
                "s.toml: ledmatrix.cols: must be a whole number from 16 to 256 (found 8).",
                "s.toml: ledmatrix.chain: must be a whole number from 1 to 32 (found 0).",
                #"s.toml: ledmatrix.hardware_mapping: must be one of "regular", "adafruit-hat", "adafruit-hat-pwm", "regular-pi1", "classic", "classic-pi1", "compute-module" (the adapter board's wiring; "regular" for a direct wiring or the Electrodragon board, "adafruit-hat" for Adafruit's HAT or bonnet) (found "hat")."#,
                #"s.toml: ledmatrix.parallel: must be a whole number from 1 to 3 (found 4); 4 parallel chains need a compute module: hardware_mapping = "compute-module"."#,
                "s.toml: ledmatrix.brightness: must be a whole number from 1 to 100 (found 0).",
                "s.toml: ledmatrix.pwm_bits: must be a whole number from 1 to 11 (found 12).",
                "s.toml: ledmatrix.gpio_slowdown: must be a whole number from 1 to 4 (found 0).",
                #"s.toml: ledmatrix.socket: must be the absolute path of scoreline-ledmatrix.socket's socket, such as "/run/scoreline-ledmatrix.sock" (found "run/x.sock")."#,
                #"s.toml: ledmatrix.colour: unknown key; this table takes "brightness", "chain", "cols", "gpio_slowdown", "hardware_mapping", "parallel", "pwm_bits", "rows", "socket"."#,
            ])
        }
    }

    @Test func sixParallelChainsNeedTheComputeModuleMapping() throws {
        let config = try ConfigLoader.parse("[ledmatrix]\nhardware_mapping = \"compute-module\"\nparallel = 6\nrows = 16\n", file: "s.toml")
        #expect(config.ledmatrix.options.panelSize == PixelSize(width: 64, height: 96))
        #expect(throws: (any Error).self) { try ConfigLoader.parse("[ledmatrix]\nparallel = 7\n", file: "s.toml") }
    }

    @Test func aPanelTooShortForTheBoardIsRefusedByItsRows() {
        do {
            _ = try ConfigLoader.parse("[ledmatrix]\nrows = 8\n", file: "s.toml")
            Issue.record("an 8-pixel panel was accepted")
        } catch {
            #expect(error.description == "s.toml: ledmatrix.rows: the panel would be 64x8 (cols x chain by rows x parallel): the board needs at least 16 pixels each way; use taller panels or parallel = 2.")
        }
        #expect(throws: Never.self) { try ConfigLoader.parse("[ledmatrix]\nrows = 8\nparallel = 2\n", file: "s.toml") }
    }
}
