/// The format labels the records show beside a match and offer as a filter.
public enum RecordMessages {
    static let formatHundred = "The Hundred"
    static let formatIndoor = "Indoor"
    static let formatPairs = "Pairs"
    static let formatTwoInnings = "Two innings"
    static let formatWinDraw = "Win/draw"
    static let formatTimeless = "Timeless"
    static func formatOvers(_ overs: Int) -> String { "\(overs) overs" }
    static let formatSingles = "Singles"
    static let formatDoubles = "Doubles"
}
