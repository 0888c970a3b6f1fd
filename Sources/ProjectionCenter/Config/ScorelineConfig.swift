import FoundationEssentials
import Renderer

/// `/etc/scoreline/scoreline.toml`, checked. See docs/config.md for every key.
struct ScorelineConfig: Equatable {
    static let defaultPath = "/etc/scoreline/scoreline.toml"

    var dataDirectory = defaultDataDirectory
    /// The preset started when no match is in progress (a key of `presets`).
    var preset: String?
    var display = Display()
    var fonts = Fonts()
    /// The input sources and key map; nil when the file has no `[inputs]`.
    var inputs: InputsConfig?
    /// newMatch records by preset name, already accepted by the engine.
    var presets: [String: Data] = [:]

    struct Display: Equatable {
        var output = Output.auto
        /// A DRM card to use instead of the first with a connected screen, e.g. /dev/dri/card1.
        var card: String?
        /// A connector name to use, e.g. HDMI-A-1.
        var connector: String?
        /// A mode to ask for, e.g. 1920x1080 or 1920x1080@50; else the screen's preferred mode up
        /// to `maxMode`.
        var mode: ModeRequest?
        var maxMode = Size(width: 1920, height: 1080)
        var rotate = 0
        var theme = Theme.daylight
        /// Shown on the idle screen.
        var venue: String?
    }

    enum Output: Equatable {
        case auto, drm, fbdev
        case png(String)
    }

    enum Theme: String, CaseIterable, Equatable {
        case daylight, indoor
    }

    struct Size: Equatable {
        var width: Int
        var height: Int

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        /// "1920x1080"; sizes outside what a panel can be are refused.
        init?(text: String) {
            let parts = text.lowercased().split(separator: "x")
            guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
                (16...16384).contains(w), (16...16384).contains(h)
            else { return nil }
            width = w
            height = h
        }
    }

    struct Fonts: Equatable {
        /// A directory of fonts replacing the bundled ones.
        var directory: String?
    }
}
