import Testing

@testable import InputKeys

/// How a configured `chip` finds its device for the libgpiod 2 backend, which opens only paths:
/// the ways libgpiod 1.x's lookup accepted (name, number, label), checked here because the unit
/// tests are built against whichever library the machine has.
@Suite struct GPIOChipLookupTests {
    let devices: [(name: String, path: String)] = [("gpiochip0", "/dev/gpiochip0"), ("gpiochip4", "/dev/gpiochip4")]
    let labels: [(label: String, path: String)] = [("pinctrl-bcm2711", "/dev/gpiochip0"), ("pinctrl-rp1", "/dev/gpiochip4")]

    @Test func byDeviceName() {
        #expect(GPIOInventory.chipPath(named: "gpiochip4", devices: devices) { labels } == "/dev/gpiochip4")
    }

    @Test func byNumber() {
        #expect(GPIOInventory.chipPath(named: "0", devices: devices) { labels } == "/dev/gpiochip0")
    }

    @Test func byLabel() {
        #expect(GPIOInventory.chipPath(named: "pinctrl-rp1", devices: devices) { labels } == "/dev/gpiochip4")
    }

    @Test func aNameDoesNotOpenChipsForLabels() {
        var asked = false
        _ = GPIOInventory.chipPath(named: "gpiochip0", devices: devices) { asked = true; return labels }
        #expect(!asked)
    }

    /// "1" is not a prefix match for gpiochip10-style names, and an unknown label finds nothing.
    @Test func unknownIsNil() {
        #expect(GPIOInventory.chipPath(named: "1", devices: devices) { labels } == nil)
        #expect(GPIOInventory.chipPath(named: "gpio-sim.0-node0", devices: devices) { labels } == nil)
    }
}
