import CommandBasics
import Displays
import FoundationEssentials

/// The screens the kernel knows about, read from sysfs (no libdrm, no DRM device opened), so
/// it works while the scoreboard holds the screen and on a machine with no display at all.
/// sysfs does not say where red, green and blue sit in a framebuffer's pixel, so each fbdev
/// device is opened read-only for `FBIOGET_VSCREENINFO` (shared, changes nothing).
struct DisplayInventory: Codable, Equatable {
    struct Card: Codable, Equatable {
        /// "card0".
        var name: String
        var driver: String?
        /// Whether /dev/dri/cardN exists, which is what the scoreboard opens.
        var deviceNode: Bool
        var connectors: [Connector]
    }

    struct Connector: Codable, Equatable {
        /// "HDMI-A-1": the name the config's `connector` takes.
        var name: String
        /// "connected", "disconnected" or "unknown", as the kernel says.
        var status: String
        var enabled: String?
        /// Mode names in the kernel's order (the preferred mode first), repeats removed.
        var modes: [String]

        var isConnected: Bool { status == "connected" }
    }

    struct Framebuffer: Codable, Equatable {
        /// "fb0".
        var name: String
        /// The driver's name for it, e.g. "vc4drmfb" or "simple-framebuffer".
        var driverName: String?
        /// "1920,1080" in sysfs; shown as 1920x1080.
        var virtualSize: String?
        var bitsPerPixel: Int?
        var deviceNode: Bool
        /// The pixel layout from the device, nil when it could not be read.
        var layout: FramebufferLayout?
    }

    var cards: [Card]
    var framebuffers: [Framebuffer]

    /// The layout of the framebuffer device at a path, opened read-only (the doctor's one way
    /// to ask; the tests give their own).
    static let deviceLayout: @Sendable (String) -> FramebufferLayout? = { try? FramebufferLayout.read(path: $0) }

    static func read(
        sysRoot: String, devRoot: String, layout: (String) -> FramebufferLayout? = deviceLayout
    ) -> DisplayInventory {
        let drm = join(sysRoot, "sys/class/drm")
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: drm)) ?? []
        let cards = entries.filter(isCardName).sorted(by: numbered).map { card in
            let prefix = card + "-"
            let connectors = entries.filter { $0.hasPrefix(prefix) }.sorted().map { entry in
                let dir = "\(drm)/\(entry)"
                return Connector(
                    name: String(entry.dropFirst(prefix.count)),
                    status: text("\(dir)/status") ?? "unknown",
                    enabled: text("\(dir)/enabled"),
                    modes: unique(lines("\(dir)/modes")))
            }
            return Card(
                name: card, driver: linkName("\(drm)/\(card)/device/driver"),
                deviceNode: FileManager.default.fileExists(atPath: join(devRoot, "dev/dri/\(card)")), connectors: connectors)
        }
        let graphics = join(sysRoot, "sys/class/graphics")
        let fbs = ((try? FileManager.default.contentsOfDirectory(atPath: graphics)) ?? [])
            .filter { $0.hasPrefix("fb") && Int($0.dropFirst(2)) != nil }.sorted(by: numbered).map { fb in
                Framebuffer(
                    name: fb, driverName: text("\(graphics)/\(fb)/name"), virtualSize: text("\(graphics)/\(fb)/virtual_size"),
                    bitsPerPixel: text("\(graphics)/\(fb)/bits_per_pixel").flatMap { Int($0) },
                    deviceNode: FileManager.default.fileExists(atPath: join(devRoot, "dev/\(fb)")),
                    layout: layout(join(devRoot, "dev/\(fb)")))
            }
        return DisplayInventory(cards: cards, framebuffers: fbs)
    }

    /// "card0" but not "card0-HDMI-A-1" or "renderD128".
    private static func isCardName(_ name: String) -> Bool {
        name.hasPrefix("card") && name.count > 4 && name.dropFirst(4).allSatisfy(\.isNumber)
    }

    /// card2 before card10.
    private static func numbered(_ a: String, _ b: String) -> Bool {
        let n = { (s: String) in Int(s.drop { !$0.isNumber }) ?? Int.max }
        return (n(a), a) < (n(b), b)
    }

    static func join(_ root: String, _ path: String) -> String {
        (root.hasSuffix("/") ? root : root + "/") + path
    }

    private static func text(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let value = String(decoding: data, as: UTF8.self).trimmingWhitespace()
        return value.isEmpty ? nil : value
    }

    private static func lines(_ path: String) -> [String] {
        (text(path) ?? "").split(separator: "\n").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
    }

    /// The kernel lists a mode once per refresh rate; the name is what a person chooses by.
    private static func unique(_ modes: [String]) -> [String] {
        var seen = Set<String>()
        return modes.filter { seen.insert($0).inserted }
    }

    private static func linkName(_ path: String) -> String? {
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { return nil }
        return target.split(separator: "/").last.map(String.init)
    }
}
