/// The config's `[desk]`: this kiosk is the hall's desk (docs/desk.md). It serves the desk page
/// through `[remote]`, keeps the desk's journal in its data directory, and reaches the courts
/// through the broker and venue of `[publish]` (as the user `[mqtt]` names: the desk's).
public struct DeskSettings: Equatable, Sendable {
    /// Courts are numbered 1 to `courts`; a call to another is refused.
    public var courts: Int

    public static let courtRange = 1...64

    public init(courts: Int) {
        self.courts = courts
    }
}

/// Reads `[desk]` with the file's reader, so a problem names its key and what is accepted.
enum DeskSettingsReader {
    static func read(_ r: ConfigReader) -> DeskSettings? {
        if r.raw["courts"] == nil { r.problems.add(r.key("courts"), ConfigMessages.deskCourtsNeeded) }
        let courts = r.int("courts", in: DeskSettings.courtRange, default: 0)
        r.rejectUnknownKeys()
        return courts > 0 ? DeskSettings(courts: courts) : nil
    }
}
