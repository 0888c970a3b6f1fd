import FoundationEssentials

/// Matches anyone can start without a config: `--preset demo-cricket` or `demo-badminton`.
public enum DemoPresets {
    public static let names = ["demo-cricket", "demo-badminton"]

    public static func record(_ name: String) -> Data? {
        switch name {
        case "demo-cricket":
            Data(#"{"type":"newMatch","sport":"cricket","teams":[{"name":"Riverside","short":"RIV"},{"name":"Hillcrest","short":"HIL"}],"rules":{"oversPerInnings":20}}"#.utf8)
        case "demo-badminton":
            Data(#"{"type":"newMatch","sport":"badminton","format":"bwf21","sides":[{"name":"Home"},{"name":"Away"}],"firstServer":{"side":"A"}}"#.utf8)
        default:
            nil
        }
    }
}
