import Renderer

/// What the kiosk says about the LED matrix and its helper, in the log and (at start) as the
/// reason it stops. The helper's own sentences (the library missing, the panel refused) are
/// in Sources/LEDMatrixHelper/helper_messages.h and reach the log as it wrote them.
enum LEDMatrixMessages {
    static let device = "the LED matrix"

    static func started(_ o: LEDMatrixOptions, launch: LEDMatrixLaunch) -> String {
        let panels = o.chain * o.parallel
        let through = switch launch {
        case .spawn(let helper): helper
        case .connect(let socket): socket
        }
        return "LED matrix \(o.panelSize) (\(panels) panel\(panels == 1 ? "" : "s") of \(o.cols)x\(o.rows), \(o.hardwareMapping) mapping, brightness \(o.brightness)%) through \(through)"
    }

    static let helperMissing =
        "the LED matrix helper is not there. It is installed beside scoreline or in /usr/lib/scoreline (SCORELINE_LEDMATRIX_HELPER names another); reinstall Scoreline, or build it with `swift build --product scoreline-ledmatrix`"
    static func cannotStart(_ error: String) -> String { "the LED matrix helper could not be started: \(error)" }
    static func cannotConnect(_ error: String) -> String {
        "cannot reach the LED matrix helper's socket (\(error)). Under systemd the helper runs as root from scoreline-ledmatrix.socket: `sudo systemctl enable --now scoreline-ledmatrix.socket` (docs/ledmatrix.md)"
    }
    static func cannotSend(_ error: String) -> String { "cannot write to the LED matrix helper: \(error)" }
    static func noMemory(_ error: String) -> String { "cannot make the shared frame for the LED matrix helper: \(error)" }
    static func wrongSize(_ size: PixelSize, expected: PixelSize) -> String {
        "the LED matrix helper drives a \(size) panel, but the config describes \(expected) (cols x chain by rows x parallel in [ledmatrix])"
    }
    static func garbled(_ name: String) -> String {
        "\(name) sent a message this scoreline does not understand: are scoreline and scoreline-ledmatrix from the same version?"
    }
    static func endedAtStart(_ name: String, how: String?) -> String {
        "\(name) ended (\(how ?? "its socket closed")) before the panel was running; its reason is on the log line before this one"
    }
    static func noReady(_ name: String, milliseconds: Int) -> String {
        "\(name) did not say the panel was running within \(milliseconds / 1000) seconds"
    }
    static func helperEnded(_ name: String, how: String?, starting: Bool) -> String {
        let when = starting ? "while starting again " : ""
        return "LED matrix: \(name) ended \(when)(\(how ?? "its socket closed")); the panel is dark, scoring goes on, and the helper is started again every few seconds."
    }
    static func restartFailed(_ error: String) -> String {
        "LED matrix: the helper could not be started again: \(error); trying again in a few seconds."
    }
    static func restarted(_ name: String) -> String { "LED matrix: \(name) is running again; redrawing the board." }
    static func stopped(_ name: String, how: String) -> String { "LED matrix: \(name) stopped (\(how))." }
    /// The helper's own sentence as a `DisplayError` reason, which the kiosk ends with a full stop.
    static func reason(_ text: String) -> String { text.hasSuffix(".") ? String(text.dropLast()) : text }
    static func exited(_ code: Int32) -> String { "exit status \(code)" }
    static func killed(_ signal: Int32) -> String { "killed by signal \(signal)" }
}
