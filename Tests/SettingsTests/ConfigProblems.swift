@testable import Settings

/// The problems `config check` would list for a config text, one line each (none: it loads).
/// Shared by the suites that check one section's keys.
enum ConfigProblems {
    static func of(_ text: String) -> [String] {
        do {
            _ = try ConfigLoader.parse(text, file: "s.toml")
            return []
        } catch {
            return error.description.split(separator: "\n").map(String.init)
        }
    }
}
