import FoundationEssentials

/// The copy of `scoreline remote` (`PairedPhones`).
enum PairedPhonesMessages {
    static func nonePaired(_ dataDirectory: String) -> String {
        "No phone is paired with the scoreboard in \(dataDirectory). Open the web app's Pair this phone page to pair one.\n"
    }

    /// `3f2a9c1b  Umpire's phone  paired 2026-05-01T10:02:03Z  last used 2026-05-01T12:40:00Z`
    static func line(_ entry: TokenEntry, expired: Bool) -> String {
        "\(entry.id)  \(entry.label)  paired \(entry.created)  last used \(entry.lastUsed ?? "never")\(expired ? "  (expired: pair again)" : "")\n"
    }

    static func revoked(_ entry: TokenEntry) -> String {
        "Revoked \(entry.id) (\(entry.label)): it can no longer score; the kiosk refuses it from its next request.\n"
    }

    static let unlocked = "Pairing unlocked: the kiosk lifts every lockout at its next pairing request; a phone may ask for a new code now.\n"
}
