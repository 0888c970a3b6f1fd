/// The terminal's help line for the display-only kiosks (the MQTT follower, the scorer's app
/// feed): they read no keys, so the scoring keys would promise what they do not do.
enum DisplayOnlyMessages {
    static func following(_ source: String) -> String { "Ctrl-C quit  following \(source) (display only)" }
    static func feed(_ name: String) -> String { "Ctrl-C quit  the scorer's app over Bluetooth as \"\(name)\" (display only)" }
}
