/// Which source pixels feed each output pixel along one axis when an image is resized, and by
/// how much: shrinking averages the area an output pixel covers (a box filter, which keeps the
/// thin lines of a logo instead of skipping them), enlarging blends the two nearest pixels
/// (bilinear). One rule for the sponsors' images (`ImageScaler`) and the roster's pictures
/// (Images' `ImageResampler`), each applying it to its own pixel format.
public struct ResampleTaps: Sendable {
    public private(set) var index: [Int] = []
    public private(set) var weight: [Float] = []
    /// Where each output pixel's taps start, and one past the last's end.
    private var start: [Int] = []

    public init(from source: Int, to target: Int) {
        guard source > 0, target > 0 else { return }
        for i in 0..<target {
            start.append(index.count)
            if target <= source {
                let scale = Double(source) / Double(target)
                let lo = Double(i) * scale, hi = Double(i + 1) * scale
                var j = Int(lo.rounded(.down))
                while Double(j) < hi, j < source {
                    let overlap = min(hi, Double(j + 1)) - max(lo, Double(j))
                    if overlap > 1e-9 {
                        index.append(j)
                        weight.append(Float(overlap / scale))
                    }
                    j += 1
                }
            } else {
                let x = (Double(i) + 0.5) * Double(source) / Double(target) - 0.5
                let x0 = Int(x.rounded(.down))
                let f = Float(x - Double(x0))
                index.append(min(max(x0, 0), source - 1))
                weight.append(1 - f)
                index.append(min(max(x0 + 1, 0), source - 1))
                weight.append(f)
            }
        }
        start.append(index.count)
    }

    /// The taps of output pixel `i`: positions in `index` and `weight`.
    public func range(_ i: Int) -> Range<Int> { start[i]..<start[i + 1] }
}
