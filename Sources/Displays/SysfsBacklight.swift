import FoundationEssentials
import Glibc
import Renderer

/// A screen's backlight as the kernel offers it, `/sys/class/backlight/NAME` (a Pi's official
/// touchscreen, a laptop panel, DSI panels): `max_brightness` says the range, `brightness`
/// takes a value in it. HDMI TVs have none; their brightness is the TV's own menu.
public final class SysfsBacklight: BrightnessTarget {
    public let path: String
    public let maximum: Int

    public static let defaultRoot = "/sys/class/backlight"

    /// Every backlight under `root` with a readable range.
    public static func all(root: String = defaultRoot) -> [SysfsBacklight] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.sorted().compactMap { SysfsBacklight(path: "\(root)/\($0)") }
    }

    public init?(path: String) {
        guard let text = try? String(contentsOfFile: path + "/max_brightness", encoding: .utf8),
            let maximum = Int(text.filter { !$0.isWhitespace }), maximum > 0
        else { return nil }
        self.path = path
        self.maximum = maximum
    }

    public var brightnessName: String { path }

    /// Never fully dark: 1 % of a 0-255 range is still a lit screen.
    public func setBrightness(percent: Int) throws(DisplayError) {
        let value = max(1, (min(100, max(1, percent)) * maximum + 50) / 100)
        let fd = open(path + "/brightness", O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw DisplayError(device: path, reason: Self.why(errno)) }
        defer { close(fd) }
        let bytes = Array("\(value)\n".utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw DisplayError(device: path, reason: Self.why(errno)) }
    }

    private static func why(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return code == EACCES || code == EROFS || code == EPERM
            ? "cannot set the backlight (\(text)): the service needs write access to it (docs/displays.md, brightness)"
            : "cannot set the backlight (\(text))"
    }
}
