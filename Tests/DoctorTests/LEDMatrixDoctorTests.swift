import Displays
@testable import Doctor
import Foundation
import Renderer
import Testing

/// `scoreline doctor` with `display.output = "ledmatrix"`: the panel, the helper's answer about
/// librgbmatrix.so.1 (a fake here; LEDMatrixRunTests runs the real helper), and the Pi's sound
/// driver read from a fake /proc/modules.
@Suite struct LEDMatrixDoctorTests {
    static let config = """
        [display]
        output = "ledmatrix"
        [ledmatrix]
        rows = 32
        cols = 64
        chain = 2
        gpio_slowdown = 2
        """

    @Test func theSectionAppearsOnlyForTheLEDMatrix() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        try tree.write("scoreline.toml", Self.config)
        var env = tree.environment(config: tree.root + "/scoreline.toml")
        env.ledMatrixCheck = { _ in LEDMatrixHelperProgram.Check(found: true, text: "librgbmatrix.so.1 found at /usr/local/lib/librgbmatrix.so.1.") }
        env.executable = tree.root + "/bin/scoreline"
        let report = Doctor.report(env)
        #expect(report.sections.map(\.title).contains("LED matrix"))
        #expect(report.texts("LED matrix") == [
            "A 128x32 panel: 2 x 1 panels of 64x32, regular mapping, brightness 100%, 11 PWM bits, GPIO slowdown 2.",
            "scoreline run starts the helper /usr/lib/scoreline/scoreline-ledmatrix (it must run as root: see docs/ledmatrix.md).",
            "librgbmatrix.so.1 found at /usr/local/lib/librgbmatrix.so.1.",
        ])
        let plain = Doctor.report(tree.environment())
        #expect(!plain.sections.map(\.title).contains("LED matrix"))
    }

    @Test func aMissingLibraryIsAProblemAndTheSoundDriverAWarning() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        try tree.write("scoreline.toml", Self.config + "\nsocket = \"\(tree.root)/run/ledmatrix.sock\"\n")
        try tree.write("proc/modules", """
            snd_soc_core 245760 1 vc4, Live 0x0000000000000000
            snd_bcm2835 36864 1 - Live 0x0000000000000000 (C)
            """)
        var env = tree.environment(config: tree.root + "/scoreline.toml")
        env.variables = ["SCORELINE_LEDMATRIX_HELPER": "/opt/helper"]
        var asked: [String] = []
        env.ledMatrixCheck = { helper in
            asked.append(helper)
            return LEDMatrixHelperProgram.Check(found: false, text: "The LED matrix library librgbmatrix.so.1 could not be loaded (not found).")
        }
        let section = try #require(Doctor.report(env).section("LED matrix"))
        #expect(asked == ["/opt/helper"])
        #expect(section.lines.map(\.level) == [.info, .warning, .essential, .warning])
        #expect(section.lines[1].text == "No socket at \(tree.root)/run/ledmatrix.sock (ledmatrix.socket): scoreline run will stop. Enable the helper's socket: sudo systemctl enable --now scoreline-ledmatrix.socket (docs/ledmatrix.md).")
        #expect(section.lines[2].reason == "the LED matrix library librgbmatrix.so.1 is not installed")
        #expect(section.lines[3].text == "The Pi's onboard sound driver snd_bcm2835 is loaded: the LED matrix library refuses to start while it is. Blacklist it: echo 'blacklist snd_bcm2835' | sudo tee /etc/modprobe.d/blacklist-rgb-matrix.conf, then sudo update-initramfs -u and reboot.")
    }

    @Test func onlyTheSoundDriverItselfCounts() throws {
        let tree = try DoctorFakeTree()
        defer { tree.remove() }
        try tree.write("proc/modules", "snd_bcm2835_extra 100 0 - Live 0x0\nsnd_soc_core 245760 1 - Live 0x0\n")
        #expect(!LEDMatrixSection.soundDriverLoaded(modules: tree.root + "/proc/modules"))
        #expect(!LEDMatrixSection.soundDriverLoaded(modules: tree.root + "/proc/none"))
        try tree.write("proc/modules", "snd_bcm2835 36864 0 - Live 0x0\n")
        #expect(LEDMatrixSection.soundDriverLoaded(modules: tree.root + "/proc/modules"))
    }
}
