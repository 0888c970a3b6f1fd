import Renderer

/// Sentences about command-line options that more than one program reads (`scoreline`,
/// `scoreline-bench`).
public enum OptionMessages {
    /// `--size` past the limits of an image (ADR 008) or not in `WIDTHxHEIGHT` form.
    public static func badImageSize(_ text: String) -> String {
        let largest = PixelSize.largestImage
        return "--size must be WIDTHxHEIGHT with each side from \(PixelSize.smallestImageSide) to \(PixelSize.largestImageSide) pixels"
            + " and no more pixels than \(largest), not \(text)."
    }

    /// A whole-number option outside its range.
    public static func outOfRange(_ option: String, _ value: Int, _ range: ClosedRange<Int>) -> String {
        "--\(option) must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(value)."
    }
}
