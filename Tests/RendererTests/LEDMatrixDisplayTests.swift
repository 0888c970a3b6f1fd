import CLEDMatrixWire
@testable import Displays
import Glibc
import Logging
import Testing
@testable import Renderer

/// `LEDMatrixDisplay` against a helper played by the test over a real socketpair: what it
/// sends, what it holds while a swap is in flight, and what it reports (the same contract as
/// a DRM page flip). The helper's side decodes with the same wire header as scoreline-ledmatrix.
@Suite struct LEDMatrixDisplayTests {
    /// The helper's end of one channel.
    final class FakeHelper {
        private(set) var fd: Int32
        var memfd: Int32 = -1
        var frame: UnsafeMutablePointer<UInt32>?
        var width = 0

        init(fd: Int32) { self.fd = fd }

        /// The test closed `fd` itself (the helper "died").
        func fdClosed() { fd = -1 }

        deinit {
            if fd >= 0 { close(fd) }
            if memfd >= 0 { close(memfd) }
        }

        enum Request: Equatable {
            case hello(rows: Int32, cols: Int32, chain: Int32, parallel: Int32, brightness: Int32, pwmBits: Int32, slowdown: Int32, mapping: String)
            case frame([Rect])
            case brightness(Int32)
            case end
            case bad
        }

        /// The next request (the display sends before the test reads, so it is waiting).
        func next() -> Request {
            var message = scoreline_ledmatrix_message()
            var passed: Int32 = -1
            let got = scoreline_ledmatrix_receive(fd, &message, &passed)
            if got == 0 { return .end }
            guard got > 0 else { return .bad }
            switch message.type {
            case UInt32(SCORELINE_LEDMATRIX_HELLO.rawValue):
                let h = message.hello
                memfd = passed
                width = Int(h.cols * h.chain)
                let bytes = Int(h.cols * h.chain * h.rows * h.parallel) * 4
                if let memory = mmap(nil, bytes, PROT_READ, MAP_SHARED, passed, 0), memory != MAP_FAILED {
                    frame = memory.bindMemory(to: UInt32.self, capacity: bytes / 4)
                }
                return .hello(rows: h.rows, cols: h.cols, chain: h.chain, parallel: h.parallel, brightness: h.brightness,
                              pwmBits: h.pwm_bits, slowdown: h.gpio_slowdown, mapping: String(cString: scoreline_ledmatrix_hello_mapping(&message)))
            case UInt32(SCORELINE_LEDMATRIX_FRAME.rawValue):
                return .frame((0..<message.frame.count).map {
                    let r = scoreline_ledmatrix_frame_rect(&message, $0)
                    return Rect(x: Int(r.x), y: Int(r.y), width: Int(r.width), height: Int(r.height))
                })
            case UInt32(SCORELINE_LEDMATRIX_BRIGHTNESS.rawValue):
                return .brightness(message.values.a)
            default:
                return .bad
            }
        }

        /// Nothing more waiting.
        var idle: Bool {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            return poll(&poller, 1, 0) == 0
        }

        func pixel(_ x: Int, _ y: Int) -> UInt32? { frame?[y * width + x] }

        func ready(_ width: Int32, _ height: Int32) { scoreline_ledmatrix_send_values(fd, UInt32(SCORELINE_LEDMATRIX_READY.rawValue), width, height) }
        func swapped() { scoreline_ledmatrix_send_values(fd, UInt32(SCORELINE_LEDMATRIX_SWAPPED.rawValue), 0, 0) }
        func error(_ text: String) { scoreline_ledmatrix_send_error(fd, text) }
    }

    /// Every helper the display started, newest last; each says READY at once unless told not to.
    final class Helpers {
        var started: [FakeHelper] = []
        var sayReady = true
        var size: (Int32, Int32) = (64, 32)
        var opening: ((FakeHelper) -> Void)?

        func launch() throws(DisplayError) -> LEDMatrixChannel {
            var pair: [Int32] = [-1, -1]
            guard scoreline_ledmatrix_socketpair(&pair) == 0 else { throw DisplayError(device: "test", reason: "socketpair") }
            let helper = FakeHelper(fd: pair[1])
            started.append(helper)
            if sayReady { helper.ready(size.0, size.1) }
            opening?(helper)
            return LEDMatrixChannel(fd: pair[0], pid: nil, name: "fake-helper")
        }

        var last: FakeHelper { started[started.count - 1] }
    }

    static func options() -> LEDMatrixOptions {
        var o = LEDMatrixOptions()
        o.rows = 32
        o.cols = 32
        o.chain = 2
        o.brightness = 70
        o.pwmBits = 7
        o.gpioSlowdown = 3
        o.hardwareMapping = "adafruit-hat"
        return o
    }

    static func display(_ helpers: Helpers) throws -> LEDMatrixDisplay {
        try LEDMatrixDisplay(options: options(), logger: Logger(label: "test")) { () throws(DisplayError) -> LEDMatrixChannel in try helpers.launch() }
    }

    /// A 64x32 frame of one colour.
    static func frame(_ colour: UInt32) -> Canvas {
        let canvas = Canvas(width: 64, height: 32)
        canvas.fill(canvas.bounds, colour)
        return canvas
    }

    @Test func theSetUpCarriesTheOptionsAndTheFirstFrameItsDamage() throws {
        let helpers = Helpers()
        let display = try Self.display(helpers)
        let helper = helpers.last
        #expect(helper.next() == .hello(rows: 32, cols: 32, chain: 2, parallel: 1, brightness: 70, pwmBits: 7, slowdown: 3, mapping: "adafruit-hat"))
        #expect(display.size == PixelSize(width: 64, height: 32))
        #expect(display.descriptors.count == 1)
        // The first frame is whole, whatever its damage says: the panel shows nothing yet.
        #expect(try display.present(Self.frame(0x00FF_0000), damage: [Rect(x: 1, y: 1, width: 2, height: 2)]) == .submitted)
        #expect(helper.next() == .frame([Rect(x: 0, y: 0, width: 64, height: 32)]))
        #expect(helper.pixel(63, 31) == 0x00FF_0000)
        helper.swapped()
        #expect(display.service(display.descriptors[0]) == .none)
        // Then only the damage, written into the shared frame before it is sent.
        #expect(try display.present(Self.frame(0x0000_FF00), damage: [Rect(x: 4, y: 2, width: 3, height: 5)]) == .submitted)
        #expect(helper.next() == .frame([Rect(x: 4, y: 2, width: 3, height: 5)]))
        #expect(helper.pixel(4, 2) == 0x0000_FF00)
        #expect(helper.pixel(6, 6) == 0x0000_FF00)
        #expect(helper.pixel(7, 2) == 0x00FF_0000)
        #expect(helper.pixel(4, 7) == 0x00FF_0000)
    }

    @Test func framesDuringASwapAreHeldAndTheNewestGoesWithAllTheirDamage() throws {
        let helpers = Helpers()
        let display = try Self.display(helpers)
        let helper = helpers.last
        _ = helper.next()
        #expect(try display.present(Self.frame(0x0011_1111), damage: []) == .submitted)
        _ = helper.next()
        // In flight: the shared frame is the helper's to read, so nothing is written or sent.
        #expect(try display.present(Self.frame(0x0022_2222), damage: [Rect(x: 0, y: 0, width: 4, height: 4)]) == .held)
        #expect(try display.present(Self.frame(0x0033_3333), damage: [Rect(x: 10, y: 10, width: 2, height: 2)]) == .held)
        #expect(helper.idle)
        #expect(helper.pixel(0, 0) == 0x0011_1111)
        helper.swapped()
        #expect(display.service(display.descriptors[0]) == .presented)
        // Both frames' rectangles, from the newest frame.
        #expect(helper.next() == .frame([Rect(x: 0, y: 0, width: 4, height: 4), Rect(x: 10, y: 10, width: 2, height: 2)]))
        #expect(helper.pixel(0, 0) == 0x0033_3333)
        #expect(helper.pixel(11, 11) == 0x0033_3333)
        #expect(helper.pixel(5, 5) == 0x0011_1111)
        // Answered with nothing held: nothing to report, and the next frame goes at once.
        helper.swapped()
        #expect(display.service(display.descriptors[0]) == .none)
        #expect(try display.present(Self.frame(0x0044_4444), damage: [Rect(x: 1, y: 1, width: 1, height: 1)]) == .submitted)
        #expect(helper.next() == .frame([Rect(x: 1, y: 1, width: 1, height: 1)]))
    }

    @Test func brightnessGoesAtOnceOrAfterTheSwapInFlight() throws {
        let helpers = Helpers()
        let display = try Self.display(helpers)
        let helper = helpers.last
        _ = helper.next()
        display.setBrightness(40)
        #expect(helper.next() == .brightness(40))
        // The helper redraws at the new brightness and swaps: a frame meanwhile is held.
        #expect(try display.present(Self.frame(0x0055_5555), damage: []) == .held)
        helper.swapped()
        #expect(display.service(display.descriptors[0]) == .presented)
        #expect(helper.next() == .frame([Rect(x: 0, y: 0, width: 64, height: 32)]))
        // Set during a swap: sent after it; out of range: clamped to 1-100.
        display.setBrightness(0)
        #expect(helper.idle)
        helper.swapped()
        #expect(display.service(display.descriptors[0]) == .none)
        #expect(helper.next() == .brightness(1))
        #expect(display.brightness == 1)
        helper.swapped()
        _ = display.service(display.descriptors[0])
        display.setBrightness(250)
        #expect(helper.next() == .brightness(100))
    }

    /// The brightness schedule and the box's combo (`BrightnessControl`) reach the panel as a
    /// `BrightnessTarget`, the same message as the display's own call.
    @Test func theBrightnessScheduleReachesThePanel() throws {
        let helpers = Helpers()
        let display = try Self.display(helpers)
        let helper = helpers.last
        _ = helper.next()
        let target: any BrightnessTarget = display
        try target.setBrightness(percent: 60)
        #expect(helper.next() == .brightness(60))
        #expect(target.brightnessName == "the LED matrix")
    }

    @Test func aHelperThatDiesLeavesNoScreenAndARestartGetsTheWholeBoard() throws {
        let helpers = Helpers()
        let display = try Self.display(helpers)
        let first = helpers.last
        _ = first.next()
        #expect(try display.present(Self.frame(0x0066_6666), damage: []) == .submitted)
        _ = first.next()
        display.setBrightness(30)
        let fd = display.descriptors[0]
        close(first.fd)
        first.fdClosed()
        #expect(display.service(fd) == .resized(nil))
        #expect(display.size == nil)
        #expect(display.descriptors.isEmpty)
        #expect(try display.present(Self.frame(0x0077_7777), damage: []) == .held)
        // A re-probe starts another; it has no screen until it says READY.
        helpers.sayReady = false
        #expect(display.reprobe() == .none)
        let second = helpers.last
        #expect(helpers.started.count == 2)
        #expect(display.size == nil)
        // It is set up with the brightness in force now, not the config's.
        #expect(second.next() == .hello(rows: 32, cols: 32, chain: 2, parallel: 1, brightness: 30, pwmBits: 7, slowdown: 3, mapping: "adafruit-hat"))
        second.ready(64, 32)
        #expect(display.service(display.descriptors[0]) == .resized(PixelSize(width: 64, height: 32)))
        #expect(try display.present(Self.frame(0x0088_8888), damage: [Rect(x: 2, y: 2, width: 1, height: 1)]) == .submitted)
        #expect(second.next() == .frame([Rect(x: 0, y: 0, width: 64, height: 32)]))
        #expect(second.pixel(40, 20) == 0x0088_8888)
        // A re-probe with the helper running does nothing.
        #expect(display.reprobe() == .none)
        #expect(helpers.started.count == 2)
    }

    @Test func aRestartedHelperThatNeverSaysReadyIsGivenUpAndAnotherStarted() throws {
        let helpers = Helpers()
        let display = try Self.display(helpers)
        let fd = display.descriptors[0]
        close(helpers.last.fd)
        helpers.last.fdClosed()
        #expect(display.service(fd) == .resized(nil))
        helpers.sayReady = false
        #expect(display.reprobe() == .none)
        #expect(helpers.started.count == 2)
        // Within its time it is waited for; past it, dropped, and the next re-probe tries again.
        #expect(display.reprobe() == .none)
        #expect(helpers.started.count == 2)
        display.readyMilliseconds = 0
        #expect(display.reprobe() == .none)
        #expect(display.descriptors.isEmpty)
        // It was sent its set-up, then the end of its channel (after waiting for it, as for a
        // hung helper, up to two seconds).
        #expect(helpers.started[1].next() == .hello(rows: 32, cols: 32, chain: 2, parallel: 1, brightness: 70, pwmBits: 7, slowdown: 3, mapping: "adafruit-hat"))
        #expect(helpers.started[1].next() == .end)
        display.readyMilliseconds = 5000
        helpers.sayReady = true
        #expect(display.reprobe() == .none)
        #expect(helpers.started.count == 3)
        #expect(display.service(display.descriptors[0]) == .resized(PixelSize(width: 64, height: 32)))
    }

    @Test func aHelperThatCannotDriveThePanelStopsTheStartWithItsWords() throws {
        let helpers = Helpers()
        helpers.sayReady = false
        helpers.opening = { helper in
            helper.error("The LED matrix library librgbmatrix.so.1 could not be loaded (not found).")
            close(helper.fd)
            helper.fdClosed()
        }
        #expect(throws: DisplayError(device: "the LED matrix", reason: "The LED matrix library librgbmatrix.so.1 could not be loaded (not found)")) {
            try Self.display(helpers)
        }
        // One that ends without a word.
        helpers.opening = { helper in
            close(helper.fd)
            helper.fdClosed()
        }
        #expect(throws: DisplayError(device: "the LED matrix", reason: LEDMatrixMessages.endedAtStart("fake-helper", how: nil))) {
            try Self.display(helpers)
        }
        // And one whose panel is not the size the config describes.
        helpers.opening = { helper in helper.ready(32, 32) }
        #expect(throws: DisplayError(device: "the LED matrix", reason: LEDMatrixMessages.wrongSize(PixelSize(width: 32, height: 32), expected: PixelSize(width: 64, height: 32)))) {
            try Self.display(helpers)
        }
    }
}
