extension Canvas {
    /// This canvas turned clockwise by `rotation` into a new one: a portrait layout becomes
    /// the frame for a landscape panel mounted on its side.
    public func rotated(_ rotation: Rotation) -> Canvas {
        let size = rotation.logicalSize(forPanel: self.size)
        let out = Canvas(width: size.width, height: size.height)
        rotate(rotation, into: out)
        return out
    }

    /// Writes this canvas turned clockwise into `out`, whose size must be the turned size;
    /// a wrong size draws nothing rather than writing out of bounds.
    public func rotate(_ rotation: Rotation, into out: Canvas) {
        guard out.size == rotation.logicalSize(forPanel: size) else { return }
        let w = width, h = height
        switch rotation {
        case .none:
            out.copy(bounds, from: self)
        case .half:
            for y in 0..<h {
                let src = pixels + y * stride
                let dst = out.pixels + (h - 1 - y) * out.stride
                for x in 0..<w { dst[w - 1 - x] = src[x] }
            }
        case .quarter:
            // Source (x, y) lands at (h - 1 - y, x).
            for y in 0..<h {
                let src = pixels + y * stride
                let column = h - 1 - y
                for x in 0..<w { out.pixels[x * out.stride + column] = src[x] }
            }
        case .threeQuarters:
            // Source (x, y) lands at (y, w - 1 - x).
            for y in 0..<h {
                let src = pixels + y * stride
                for x in 0..<w { out.pixels[(w - 1 - x) * out.stride + y] = src[x] }
            }
        }
    }
}
