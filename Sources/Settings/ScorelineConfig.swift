import Broadcast
import Displays
import FoundationEssentials
import ProjectionCenter
import Hotspot
import Renderer

/// `/etc/scoreline/scoreline.toml`, checked. See docs/config.md for every key.
public struct ScorelineConfig: Equatable, Sendable {
    public static let defaultPath = "/etc/scoreline/scoreline.toml"
    /// Where matches live unless the config or `--data-dir` says otherwise (systemd's StateDirectory).
    public static let defaultDataDirectory = "/var/lib/scoreline"

    public var dataDirectory = defaultDataDirectory
    /// The preset started when no match is in progress (a key of `presets`).
    public var preset: String?
    public var display = Display()
    public var fonts = Fonts()
    /// The input sources and key map; nil when the file has no `[inputs]`.
    public var inputs: InputsConfig?
    /// newMatch records by preset name, already accepted by the engine.
    public var presets: [String: Data] = [:]
    /// What the big screen shows between balls (`[pages]`, docs/pages.md).
    public var pages = PagesConfig()
    /// Where this kiosk publishes its boards (`[publish]`, docs/mqtt.md); nil: it does not.
    public var publish: PublishSettings?
    /// The connection's options for publishing and following (`[mqtt]`).
    public var mqtt = MQTTSettings()

    /// What `config check` says about MQTT: the court published or followed, or nil.
    public var broadcastSummary: String? { BroadcastConfigMessages.summary(publish: publish, source: display.source) }
    /// This kiosk is the hall's desk (`[desk]`, docs/desk.md); nil: it is not.
    public var desk: DeskSettings?
    /// The stream overlay's PNG (`[overlay]`, docs/mqtt.md); nil when the file has none.
    public var overlay: OverlayConfig?
    /// When the panel dims and brightens (`[brightness]`, docs/displays.md); nil: it stays as set.
    public var brightness: BrightnessConfig?
    /// The phone's web app (`[remote]`, docs/remote.md); nil: nothing listens.
    public var remote: RemoteConfig?
    /// A digit board on a serial port (`[serial_board]`, docs/serial-boards.md); nil: none.
    public var serialBoard: SerialBoardConfig?
    /// The scorer's app over Bluetooth LE (`[bluetooth]`, docs/bluetooth.md); nil: nothing is
    /// advertised.
    public var bluetooth: BluetoothConfig?
    /// The box as its own Wi-Fi access point (`[network]`, docs/network.md): off unless asked.
    public var network = HotspotSettings()
    /// The HUB75 panel for `display.output = "ledmatrix"` (`[ledmatrix]`, docs/ledmatrix.md).
    public var ledmatrix = LEDMatrixConfig()
    /// The month the club's season starts (`[records] season_start_month`, docs/records.md): 1
    /// names seasons by year ("2026"); 9 names a September–August season "2026/27".
    public var seasonStartMonth = 1

    /// The built-in defaults, which apply when there is no config file.
    public init() {}

    public struct Display: Equatable, Sendable {
        public var output = Output.auto
        /// A DRM card to use instead of the first with a connected screen, e.g. /dev/dri/card1.
        public var card: String?
        /// A connector name to use, e.g. HDMI-A-1.
        public var connector: String?
        /// A mode to ask for, e.g. 1920x1080 or 1920x1080@50; else the screen's preferred mode up
        /// to `maxMode`.
        public var mode: ModeRequest?
        public var maxMode = Size(width: 1920, height: 1080)
        public var rotate = 0
        /// The window of the screen the board is drawn in, the rest black (an LED wall's
        /// sending card shows only this part of the HDMI picture); nil: the whole screen.
        public var region: Rect?
        public var theme = ThemeName.daylight
        /// Shown on the idle screen.
        public var venue: String?
        /// A broker and court to follow instead of scoring (docs/mqtt.md): display only.
        public var source: FollowSource?

        public init() {}
    }

    /// `display.output`: the type lives beside the displays, which the projection hub opens.
    public typealias Output = DisplayOutput

    /// A theme by its config name; the colours are the renderer's `Theme`.
    public enum ThemeName: String, CaseIterable, Equatable, Sendable {
        case daylight, indoor
    }

    public struct Size: Equatable, Sendable {
        public var width: Int
        public var height: Int

        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        /// "1920x1080"; sizes outside what a panel can be are refused.
        public init?(text: String) {
            let parts = text.lowercased().split(separator: "x")
            guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
                ModeRequest.sides.contains(w), ModeRequest.sides.contains(h)
            else { return nil }
            width = w
            height = h
        }
    }

    public struct Fonts: Equatable, Sendable {
        /// A directory of fonts replacing the bundled ones.
        public var directory: String?

        public init() {}
    }
}
