/// TOML 1.0's grammar for a value written without quotes or brackets: a boolean, an integer
/// (decimal, hex, octal, binary), a float (with `inf` and `nan`), or a date, time or date-time.
/// Ranges (month 13, hour 25) are left to the parser, which reports them itself; only the
/// shape is checked here, because toml++ 3.4 aborts on some shapes it does not expect
/// (`1979-02-27T:`) instead of refusing them.
enum TOMLScalar {
    static func isValid(_ token: [Unicode.Scalar]) -> Bool {
        let s = Cursor(token)
        if s.rest == "true" || s.rest == "false" { return true }
        return s.full { $0.signed { $0.word("inf") || $0.word("nan") } }
            || s.full { $0.nonDecimalInteger() }
            || s.full { $0.decimalNumber() }
            || s.full { $0.dateTime() }
            || s.full { $0.time() }
    }

    /// A read position in the token; each rule consumes what it matches or nothing.
    struct Cursor {
        let scalars: [Unicode.Scalar]
        var at = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        var rest: String { String(String.UnicodeScalarView(scalars[at...])) }
        private var next: Unicode.Scalar? { at < scalars.count ? scalars[at] : nil }

        /// Whether `rule` matches the whole token.
        func full(_ rule: (inout Cursor) -> Bool) -> Bool {
            var trial = Cursor(scalars)
            return rule(&trial) && trial.at == scalars.count
        }

        /// `rule` after an optional sign.
        mutating func signed(_ rule: (inout Cursor) -> Bool) -> Bool {
            if next == "+" || next == "-" { at += 1 }
            return rule(&self)
        }

        mutating func word(_ text: String) -> Bool {
            let expected = Array(text.unicodeScalars)
            guard scalars.count - at >= expected.count, Array(scalars[at..<(at + expected.count)]) == expected else { return false }
            at += expected.count
            return true
        }

        mutating func char(_ c: Unicode.Scalar) -> Bool {
            guard next == c else { return false }
            at += 1
            return true
        }

        /// Digits of `isDigit`, single underscores only between two of them.
        mutating func digits(_ isDigit: (Unicode.Scalar) -> Bool) -> Bool {
            guard let first = next, isDigit(first) else { return false }
            at += 1
            while let c = next {
                if isDigit(c) {
                    at += 1
                } else if c == "_", at + 1 < scalars.count, isDigit(scalars[at + 1]) {
                    at += 2
                } else {
                    break
                }
            }
            return true
        }

        mutating func fixedDigits(_ count: Int) -> Bool {
            for _ in 0..<count {
                guard let c = next, Self.isDecimal(c) else { return false }
                at += 1
            }
            return true
        }

        /// `0x…`, `0o…`, `0b…` (no sign allowed).
        mutating func nonDecimalInteger() -> Bool {
            guard char("0") else { return false }
            if char("x") { return digits(Self.isHex) }
            if char("o") { return digits { ("0"..."7").contains($0) } }
            if char("b") { return digits { $0 == "0" || $0 == "1" } }
            return false
        }

        /// An integer, or a float with a fraction and/or an exponent; no leading zeros.
        mutating func decimalNumber() -> Bool {
            signed { s in
                if s.next == "0" {
                    s.at += 1
                } else if !s.digits(Self.isDecimal) {
                    return false
                }
                if s.char("."), !s.digits(Self.isDecimal) { return false }
                if s.char("e") || s.char("E") {
                    if s.next == "+" || s.next == "-" { s.at += 1 }
                    return s.digits(Self.isDecimal)
                }
                return true
            }
        }

        /// `YYYY-MM-DD`, optionally followed by `T`, `t` or a space and a time, and an offset.
        mutating func dateTime() -> Bool {
            guard fixedDigits(4), char("-"), fixedDigits(2), char("-"), fixedDigits(2) else { return false }
            guard char("T") || char("t") || char(" ") else { return next == nil }
            guard time() else { return false }
            if char("Z") || char("z") { return true }
            if char("+") || char("-") { return fixedDigits(2) && char(":") && fixedDigits(2) }
            return true
        }

        /// `HH:MM:SS` with an optional fraction.
        mutating func time() -> Bool {
            guard fixedDigits(2), char(":"), fixedDigits(2), char(":"), fixedDigits(2) else { return false }
            guard char(".") else { return true }
            // A fraction of a second takes no underscores.
            let start = at
            while let c = next, Self.isDecimal(c) { at += 1 }
            return at > start
        }

        static func isDecimal(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }
        static func isHex(_ c: Unicode.Scalar) -> Bool { isDecimal(c) || ("a"..."f").contains(c) || ("A"..."F").contains(c) }
    }
}
