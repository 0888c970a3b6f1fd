import Displays
import FoundationEssentials
import Glibc
import Hotspot
import Renderer

/// Where `scoreline doctor` looks. Tests point the roots at a fake tree in a temporary
/// directory; the command uses the real machine.
public struct DoctorEnvironment {
    /// Above `sys/class/drm`, `sys/class/graphics`, `sys/class/input`.
    var sysRoot = "/"
    /// Above `dev/dri`, `dev/input`, `dev/gpiochip*`.
    var devRoot = "/"
    var variables: [String: String] = ProcessInfo.processInfo.environment
    /// `--config`: must exist. Without it the default file is read when it exists, as `run` does.
    public var configPath: String?
    /// `--data-dir`: overrides the config's data_dir.
    public var dataDirectory: String?
    /// The fonts when not set by the config (normally where the bundled ones are found).
    var bundledFonts: () -> FontPaths = { FontPaths.locateBundled() }
    /// A framebuffer's pixel layout from its device node (tests give one without a device).
    var framebufferLayout: (String) -> FramebufferLayout? = DisplayInventory.deviceLayout
    /// Whether this user may read and write a device (tests run as root, where `access` always says yes).
    var readWrite: (String) -> Bool = { access($0, R_OK | W_OK) == 0 }
    /// Whether scoreline-ledmatrix finds its library (tests answer without running it).
    var ledMatrixCheck: (String) -> LEDMatrixHelperProgram.Check = LEDMatrixHelperProgram.check
    /// NetworkManager's answer about the hotspot (tests answer without a bus).
    var hotspotStatus: (String?) -> Result<HotspotStatus, HotspotFailure> = { interface in
        Result { () throws(HotspotFailure) in try NetworkManagerHotspot(interface: interface).status() }
    }
    /// The system's host name, which Avahi announces in `.local`.
    var hostName: () -> String = HotspotJoin.systemHostName
    var executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? "scoreline"

    /// This machine, with no `--config` or `--data-dir`.
    public init() {}
}
