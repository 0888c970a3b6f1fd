/// Names as they enter a match (issue 39, ADR 046): a name a scorer typed, a phone sent or a
/// journal holds is text for a board, never instructions to the screen. Bidi controls (an
/// override such as U+202E turns "1.0-0-19-1" round) and the other invisible format characters
/// are removed where the match takes the name in (`MatchHistory`, through each sport's
/// `admitted`), so no surface (the board, a terminal, the phone, an export) sees them and the
/// engine's own isolation marks (`BidiIsolation`) are the only ones a name is ever shown with.
/// Control characters are refused when a scorer enters them (`controlCharacter(in:)`); one an
/// older build stored is dropped here, so its journal still loads.
public enum NameText {
    /// `raw` without format characters (general category Cf: the bidi embeddings, overrides,
    /// isolates and marks, U+061C, U+FEFF, U+2060…) and without control characters (C0, DEL,
    /// C1). ZERO WIDTH NON-JOINER and JOINER stay: Persian, the Indic scripts and emoji need
    /// them to shape. A line break, tab or separator becomes a space, so "Joe\nRoot" keeps its
    /// two words; NUL, ESC and the rest are dropped. Applying it twice changes nothing more.
    public static func cleaned(_ raw: String) -> String {
        // Nearly every name is printable ASCII: no scalar walk, no new string.
        if raw.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return raw }
        var kept = String.UnicodeScalarView()
        var changed = false
        for scalar in raw.unicodeScalars {
            switch disposition(scalar) {
            case .keep: kept.append(scalar)
            case .space:
                kept.append(" ")
                changed = true
            case .drop: changed = true
            }
        }
        return changed ? String(kept) : raw
    }

    /// The first control character in `raw` (C0, DEL or C1: NUL, ESC, a line break…), for the
    /// refusal of a name a scorer is entering now.
    public static func controlCharacter(in raw: String) -> Unicode.Scalar? {
        if raw.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return nil }
        return raw.unicodeScalars.first { $0.properties.generalCategory == .control }
    }

    /// How a control character is written in a sentence: "U+001B".
    public static func code(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private enum Disposition { case keep, space, drop }

    private static func disposition(_ scalar: Unicode.Scalar) -> Disposition {
        switch scalar.properties.generalCategory {
        case .format:
            // ZWNJ and ZWJ join or part letters; they steer no direction.
            return scalar.value == 0x200C || scalar.value == 0x200D ? .keep : .drop
        case .control:
            return scalar.properties.isWhitespace ? .space : .drop
        case .lineSeparator, .paragraphSeparator:
            return .space
        default:
            return .keep
        }
    }
}
