/// A sponsor's slide as the config gives it: an image in the sponsors folder and the days it
/// shows. One type for the config (Settings) and the page cycle (Session), in this small module
/// both take (it was in the store, which has nothing to do with it; issue 37); it holds no rule
/// of any sport, only a window of the ground's days.
public struct DatedSponsor: Sendable, Equatable {
    /// A file name inside the sponsors folder.
    public var image: String
    /// The first and last day it shows, both included (the ground's local days); nil: no limit.
    public var from: LocalDate?
    public var until: LocalDate?

    public init(image: String, from: LocalDate? = nil, until: LocalDate? = nil) {
        self.image = image
        self.from = from
        self.until = until
    }

    public func shows(on day: LocalDate) -> Bool {
        (from.map { $0 <= day } ?? true) && (until.map { day <= $0 } ?? true)
    }
}
