/// How a terminal takes colour. Read from the environment as terminals advertise it:
/// `NO_COLOR` (no-color.org: set and not empty) asks for none, `COLORTERM=truecolor` or
/// `24bit` (or a `*-direct` TERM) says 24-bit colour works; anything else gets the xterm
/// 256-colour palette, which every terminal in use today understands.
public enum TerminalColourMode: String, Equatable, Sendable {
    case trueColour
    case palette256
    /// No colour at all: the board as the display model's strings, one per line.
    case plain

    public static func detect(_ environment: [String: String]) -> TerminalColourMode {
        if let noColour = environment["NO_COLOR"], !noColour.isEmpty { return .plain }
        let colourTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colourTerm == "truecolor" || colourTerm == "24bit" { return .trueColour }
        if environment["TERM"]?.lowercased().hasSuffix("-direct") == true { return .trueColour }
        return .palette256
    }
}

/// The xterm 256-colour palette's 240 fixed entries: a 6×6×6 cube (16–231) and 24 greys
/// (232–255). The first 16 are left out: each terminal's theme sets them differently.
public enum XtermPalette {
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The nearest entry to an XRGB8888 colour (squared distance in RGB).
    public static func index(of colour: UInt32) -> UInt8 {
        let r = Int((colour >> 16) & 0xFF), g = Int((colour >> 8) & 0xFF), b = Int(colour & 0xFF)
        let (ri, gi, bi) = (nearestLevel(r), nearestLevel(g), nearestLevel(b))
        let cube = 16 + 36 * ri + 6 * gi + bi
        let cubeDistance = distance(r, g, b, cubeLevels[ri], cubeLevels[gi], cubeLevels[bi])
        // Greys run 8, 18, …, 238.
        let grey = min(23, max(0, ((r + g + b) / 3 - 3) / 10))
        let level = 8 + 10 * grey
        let greyDistance = distance(r, g, b, level, level, level)
        return UInt8(greyDistance < cubeDistance ? 232 + grey : cube)
    }

    /// The colour of entry `index` (16–255) as XRGB8888.
    public static func colour(of index: UInt8) -> UInt32 {
        let i = Int(index)
        if i >= 232 {
            let level = UInt32(8 + 10 * (i - 232))
            return level << 16 | level << 8 | level
        }
        let c = max(0, i - 16)
        let r = UInt32(cubeLevels[c / 36]), g = UInt32(cubeLevels[(c / 6) % 6]), b = UInt32(cubeLevels[c % 6])
        return r << 16 | g << 8 | b
    }

    private static func nearestLevel(_ value: Int) -> Int {
        var best = 0
        for (index, level) in cubeLevels.enumerated() where abs(level - value) < abs(cubeLevels[best] - value) { best = index }
        return best
    }

    private static func distance(_ r: Int, _ g: Int, _ b: Int, _ r2: Int, _ g2: Int, _ b2: Int) -> Int {
        (r - r2) * (r - r2) + (g - g2) * (g - g2) + (b - b2) * (b - b2)
    }
}
