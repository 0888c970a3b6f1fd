/// A cricket extra armed by its key and applied to the next run key ("wide, then 2").
public enum BoxExtra: String, Sendable, Equatable {
    case wide, noBall, bye, legBye
}
