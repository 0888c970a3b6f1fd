import FoundationEssentials

/// Matches anyone can start without a config: `--preset demo-cricket` or `demo-badminton`,
/// and each club format by its name (`--preset u11-pairs`), so a box, a terminal or a kiosk
/// can score one without a `[presets]` table to write first.
public enum DemoPresets {
    public static let names = ["demo-cricket", "demo-badminton"] + CricketFormats.names

    public static func record(_ name: String) -> Data? {
        switch name {
        case "demo-cricket":
            Data(#"{"type":"newMatch","sport":"cricket","teams":[{"name":"Riverside","short":"RIV"},{"name":"Hillcrest","short":"HIL"}],"rules":{"oversPerInnings":20}}"#.utf8)
        case "demo-badminton":
            Data(#"{"type":"newMatch","sport":"badminton","format":"bwf21","sides":[{"name":"Home"},{"name":"Away"}],"firstServer":{"side":"A"}}"#.utf8)
        case let format where CricketFormats.names.contains(format):
            // The format's own rules and nothing else, between the cricket demo's two clubs.
            Data(#"{"type":"newMatch","sport":"cricket","teams":[{"name":"Riverside","short":"RIV"},{"name":"Hillcrest","short":"HIL"}],"rules":{"format":"\#(format)"}}"#.utf8)
        default:
            nil
        }
    }
}
