/// What `[brightness]`'s checks say.
enum BrightnessMessages {
    static let scheduleTables = "a list of entries, each [[brightness.schedule]] with at and percent"
    static let momentForm = "a time of day \"HH:MM\", or \"sunrise\" or \"sunset\", either moved by up to 12 hours as \"sunset-00:30\" or \"sunrise+1:00\""
    static let percentNeeded = "is needed: the brightness from then on, a whole number from 1 to 100."
    static let atNeeded = "is needed: when the entry takes over, such as \"07:00\" or \"sunset\"."
    static let venueNeeded = "is needed, with latitude and longitude both, for a schedule that names sunrise or sunset (the venue's place in degrees, north and east positive)."
    static func degrees(limit: Int) -> String { "a number of degrees from -\(limit) to \(limit), north and east positive" }
}
