/// A name set apart from the words and figures the display builder puts around it, for text
/// that reads right to left (ADR 041). "محمد رضوان 1.0-0-19-1" without it is one right-to-left
/// stretch to the bidi algorithm (figures after Arabic letters count as Arabic numbers), so a
/// screen draws the figures backwards, "1-19-0-1.0". Between FIRST STRONG ISOLATE (U+2068)
/// and POP DIRECTIONAL ISOLATE (U+2069) the name takes its own direction and the figures keep
/// the line's: the renderer's bidi, a terminal and a browser all honour the pair, and the
/// text keeps its logical order.
public enum BidiIsolation {
    public static let firstStrongIsolate: Unicode.Scalar = "\u{2068}"
    public static let popDirectionalIsolate: Unicode.Scalar = "\u{2069}"

    /// `name` between the isolation marks when it holds a letter of a right-to-left script;
    /// unchanged otherwise, so a board of Latin and Indic names is the same text as ever. Text
    /// that already holds a mark was isolated where its own parts were joined (a server's
    /// name with its `*`, then the pair) and is left as it is.
    public static func name(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: isRightToLeft),
            !name.unicodeScalars.contains(firstStrongIsolate)
        else { return name }
        return "\(firstStrongIsolate)\(name)\(popDirectionalIsolate)"
    }

    /// The blocks of the scripts written right to left: Hebrew, Arabic (with Urdu, Pashto and
    /// Persian letters, the supplements and presentation forms), Syriac, Thaana, N'Ko, and
    /// the historic right-to-left blocks of the supplementary planes.
    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }

    /// One stretch of a display string: a name the engine isolated (its marks taken off), or
    /// the words and figures around it.
    public struct Run: Sendable, Equatable {
        public var text: String
        public var isolated: Bool

        public init(_ text: String, isolated: Bool) {
            self.text = text
            self.isolated = isolated
        }
    }

    /// `text` cut at the engine's marks, for a surface that isolates with markup of its own (a
    /// web page's `<bdi>`): each FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE pair becomes an
    /// isolated run without its marks, so a page shows no mark and isolates nothing twice.
    /// Isolates nested in a name (a name typed with marks of its own) stay inside its run; a
    /// mark without its partner stays in the text as it is, so nothing of a name is lost.
    public static func runs(_ text: String) -> [Run] {
        guard text.unicodeScalars.contains(firstStrongIsolate) else { return text.isEmpty ? [] : [Run(text, isolated: false)] }
        var runs: [Run] = []
        var plain = String.UnicodeScalarView()
        var name = String.UnicodeScalarView()
        var depth = 0
        for scalar in text.unicodeScalars {
            if depth == 0 {
                if scalar == firstStrongIsolate {
                    depth = 1
                } else {
                    plain.append(scalar)
                }
                continue
            }
            switch scalar {
            case firstStrongIsolate, "\u{2066}", "\u{2067}": depth += 1
            case popDirectionalIsolate: depth -= 1
            default: break
            }
            if depth > 0 {
                name.append(scalar)
            } else {
                if !plain.isEmpty { runs.append(Run(String(plain), isolated: false)) }
                runs.append(Run(String(name), isolated: true))
                plain = String.UnicodeScalarView()
                name = String.UnicodeScalarView()
            }
        }
        if depth > 0 {
            // An isolate never closed: its mark and text go back as they were.
            plain.append(firstStrongIsolate)
            plain.append(contentsOf: name)
        }
        if !plain.isEmpty { runs.append(Run(String(plain), isolated: false)) }
        return runs
    }
}
