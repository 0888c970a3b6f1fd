import Displays
@testable import Doctor
import Foundation
import Renderer
import Settings
import Testing

/// `scoreline doctor` over a fake /sys and /dev: displays, buttons, fonts and systemd.
@Suite struct DoctorTests {
    /// A Pi-like card with a 4K TV on HDMI-A-1, nothing on HDMI-A-2, and the console's fb0.
    static func tvTree(_ tree: DoctorFakeTree) throws {
        try tree.link("sys/class/drm/card0/device/driver", to: "../../../../bus/platform/drivers/vc4-drm")
        try tree.write("sys/class/drm/card0-HDMI-A-1/status", "connected\n")
        try tree.write("sys/class/drm/card0-HDMI-A-1/enabled", "enabled\n")
        // The kernel lists a mode once per refresh rate (60 and 30 Hz here).
        try tree.write("sys/class/drm/card0-HDMI-A-1/modes", "3840x2160\n3840x2160\n1920x1080\n1280x720\n")
        try tree.write("sys/class/drm/card0-HDMI-A-2/status", "disconnected\n")
        try tree.write("sys/class/drm/card0-HDMI-A-2/enabled", "disabled\n")
        try tree.write("sys/class/drm/card0-HDMI-A-2/modes", "")
        try tree.directory("sys/class/drm/renderD128")
        try tree.write("sys/class/drm/version", "drm 1.1.0 20060810\n")
        try tree.write("dev/dri/card0", "")
        try tree.write("sys/class/graphics/fb0/name", "vc4drmfb\n")
        try tree.write("sys/class/graphics/fb0/virtual_size", "3840,2160\n")
        try tree.write("sys/class/graphics/fb0/bits_per_pixel", "32\n")
        try tree.write("dev/fb0", "")
    }

    @Test func displaysListCardsConnectorsModesAndFramebuffers() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        try Self.tvTree(tree)
        let section = DisplaySection.build(tree.environment(), display: ScorelineConfig.Display())
        var texts = section.lines.map(\.text)
        let choice = texts.count == 5 ? texts.remove(at: 3) : ""
        #expect(texts == [
            "card0: driver vc4-drm",
            "HDMI-A-1: connected, enabled, modes 3840x2160, 1920x1080, 1280x720",
            "HDMI-A-2: disconnected",
            "fb0: vc4drmfb, size 3840x2160, 32 bits per pixel",
        ])
        #expect(choice.hasPrefix("scoreline run would show on /dev/dri/card0 HDMI-A-1 at 1920x1080 ("))
        #expect(section.lines.map(\.detail) == [false, true, true, false, false])
        #expect(section.lines.allSatisfy { $0.level == .info })
    }

    /// The pixel format comes from the device (sysfs gives only the depth): a small SPI
    /// panel's RGB565 and a console at 32 bits are named; a 24-bit one is refused, as a warning
    /// where no DRM card exists (fbdev is what `auto` would use).
    @Test func framebuffersNameTheirPixelFormat() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        for (fb, name, size, depth) in [("fb0", "simple", "1024,768", "24"), ("fb1", "fb_ili9486", "480,320", "16"), ("fb2", "vfb", "800,480", "32")] {
            try tree.write("sys/class/graphics/\(fb)/name", name + "\n")
            try tree.write("sys/class/graphics/\(fb)/virtual_size", size + "\n")
            try tree.write("sys/class/graphics/\(fb)/bits_per_pixel", depth + "\n")
            try tree.write("dev/\(fb)", "")
        }
        var env = tree.environment()
        let field = FramebufferLayout.Field.init(offset:length:)
        env.framebufferLayout = { path in
            switch path.split(separator: "/").last {
            case "fb0": FramebufferLayout(bitsPerPixel: 24, red: field(16, 8), green: field(8, 8), blue: field(0, 8))
            case "fb1": FramebufferLayout(bitsPerPixel: 16, red: field(0, 5), green: field(5, 6), blue: field(11, 5))
            case "fb2": FramebufferLayout(bitsPerPixel: 32, red: field(16, 8), green: field(8, 8), blue: field(0, 8))
            default: nil
            }
        }
        let lines = DisplaySection.build(env, display: ScorelineConfig.Display()).lines.dropFirst()
        #expect(lines.map(\.text) == [
            "fb0: simple, size 1024x768, 24 bits per pixel, red at bit 16 (8 bits), green at bit 8 (8), blue at bit 0 (8): scoreline run cannot draw this layout on fbdev; it draws XRGB8888, RGB565 or BGR565 (`fbset -depth 32` or `-depth 16`; on a Raspberry Pi framebuffer_depth=32 or 16 in config.txt).",
            "fb1: fb_ili9486, size 480x320, BGR565 (16 bits per pixel, drawn with a dither)",
            "fb2: vfb, size 800x480, XRGB8888",
        ])
        #expect(lines.map(\.level) == [.warning, .info, .info])
    }

    @Test func theSelectionSeamSeesTheSameCards() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        try Self.tvTree(tree)
        let cards = DisplayInventory.read(sysRoot: tree.root, devRoot: tree.root).cards
        #expect(cards.map(\.name) == ["card0"])
        #expect(cards.first?.connectors.map(\.name) == ["HDMI-A-1", "HDMI-A-2"])
        // The 4K TV's preferred 3840x2160 is over the default cap; 1920x1080 is its largest mode
        // within it. A config naming the absent connector is refused with what exists.
        let line = try #require(DoctorDisplayChoice.wouldChoose(cards, display: ScorelineConfig.Display()))
        #expect(line.hasPrefix("scoreline run would show on /dev/dri/card0 HDMI-A-1 at 1920x1080 ("))
        var other = ScorelineConfig.Display()
        other.connector = "DP-1"
        let refused = try #require(DoctorDisplayChoice.wouldChoose(cards, display: other))
        #expect(refused.hasPrefix("scoreline run could not choose a screen:"))
        #expect(refused.contains("DP-1") && refused.contains("HDMI-A-1"))
    }

    @Test func aScreenWithoutModesAndAMissingDeviceNodeAreWarnings() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        try tree.write("sys/class/drm/card1-HDMI-A-1/status", "connected\n")
        try tree.directory("sys/class/drm/card1")
        let lines = DisplaySection.build(tree.environment(), display: ScorelineConfig.Display()).lines
        #expect(lines[0].level == .warning)
        #expect(lines[0].text.contains("/dev/dri/card1 is missing"))
        #expect(lines.contains { $0.level == .warning && $0.text.hasPrefix("HDMI-A-1 is connected but reports no modes") })
        #expect(!lines.contains { $0.level == .essential })
    }

    @Test func noDisplayAtAllIsAWarningNotAFailure() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        let lines = DisplaySection.build(tree.environment(), display: ScorelineConfig.Display()).lines
        #expect(lines.map(\.level) == [.warning, .info])
        #expect(lines[0].text.hasPrefix("No DRM cards in /sys/class/drm"))
        #expect(lines[1].text == "No fbdev devices in /sys/class/graphics.")
    }

    @Test func keypadsAreNamedFromSysfsAndUnreachableOnesAreMarked() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        try tree.write("sys/class/input/event0/device/name", "Power Button\n")
        try tree.write("sys/class/input/event10/device/name", "Scoreline Keypad\n")
        try tree.write("sys/class/input/event2/device/name", "USB Keypad\n")
        try tree.directory("sys/class/input/mouse0")
        try tree.write("dev/input/event0", "")
        try tree.write("dev/input/event2", "")
        let lines = InputSection.build(tree.environment()).lines
        #expect(lines.map(\.text) == [
            "No GPIO chips (no /dev/gpiochip*): GPIO buttons cannot work on this machine. USB keypads and the terminal still can.",
            "event0: Power Button",
            "event2: USB Keypad",
            "event10: Scoreline Keypad (but /dev/input/event10 is missing: is udev running?)",
        ])
        #expect(lines.map(\.level) == [.info, .info, .info, .warning])
    }

    @Test func aGPIOChipThatCannotBeOpenedIsNamed() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        // A regular file where a character device should be: libgpiod refuses it.
        try tree.write("dev/gpiochip0", "")
        let lines = InputSection.build(tree.environment()).lines
        #expect(lines.first?.level == .warning)
        #expect(lines.first?.text.hasPrefix("GPIO chip \(tree.root)/dev/gpiochip0 cannot be opened") == true)
    }

    @Test func eachBundledFontOpensWithFreeType() throws {
        var env = DoctorEnvironment()
        env.bundledFonts = { DoctorFakeTree.fonts }
        let section = try FontSection.build(env, directory: nil)
        // Seven bundled faces and Debian's CJK collection (script/setup installs fonts-noto-cjk).
        #expect(section.lines.count == 9)
        #expect(section.lines[0].text == "Bundled fonts, found in \(DoctorFakeTree.repository.path)/fonts")
        #expect(section.lines[1].text.hasPrefix("NotoSans-Bold.ttf: Noto Sans Bold, "))
        #expect(section.lines[2].text.hasPrefix("NotoSansDevanagari-Bold.ttf: Noto Sans Devanagari Bold, "))
        #expect(section.lines.allSatisfy { $0.level == .info })
    }

    @Test func systemdIsOneLine() throws {
        var env = DoctorEnvironment()
        env.variables = [:]
        #expect(SystemdSection.build(env).lines.map(\.text) == ["Not running under systemd (started by hand)."])
        env.variables = ["INVOCATION_ID": "5f1c", "NOTIFY_SOCKET": "/run/systemd/notify"]
        #expect(SystemdSection.build(env).lines.map(\.text) == ["Running under systemd (invocation 5f1c, notify socket /run/systemd/notify)."])
    }
}
