import FoundationEssentials

extension SportSession {
    /// What the engine reads a `newMatch` record into, beside the header: `nil` when the sport
    /// does not say, and then its records are not checked for unknown keys.
    public static var newMatchShape: (any Decodable.Type)? { nil }
}

extension SportRegistry {
    /// The keys of a `newMatch` record that nothing in the engine reads, outermost first: a
    /// misspelt `oversPerInnigs` would otherwise be ignored and the club play the wrong format.
    /// The record is read again through `KeyRecordingDecoder` into the header and the sport's
    /// own set-up type, so the list of accepted keys is those types.
    ///
    /// Only for set-ups about to be started (config presets): a journal's line 1 and imports
    /// are never checked, so journals written by older builds keep loading. Empty when the
    /// record starts no match (`start(newMatch:)` says why) or its sport gives no shape.
    public static func unreadKeys(inNewMatch line: Data) -> [UnreadKey] {
        guard let sport = sport(ofNewMatch: line), let shape = sessions[sport]?.newMatchShape,
            let value = try? JSONDecoder().decode(JSONValue.self, from: line)
        else { return [] }
        let log = KeyLog()
        do {
            // `type` and `sport` are the header's; the kiosk's `matchId` and `at` the sport's.
            _ = try NewMatchHeader(from: KeyRecordingDecoder(value, log: log))
            _ = try shape.init(from: KeyRecordingDecoder(value, log: log))
        } catch {
            // A value the real decoder took but this one did not: claiming keys unread after
            // a half-finished read would be wrong, so claim none.
            return []
        }
        return log.unread(in: value)
    }
}
