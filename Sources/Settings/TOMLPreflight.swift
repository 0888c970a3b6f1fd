/// Finds, before the TOML parser sees the text, the mistakes it cannot report itself:
///
/// - a table header whose name starts with a character no key can start with (`[` then the
///   end of the line, `[[=`, `[[[1]]]`), a list element that starts with `}` or a unicode line
///   separator (`a = [}`), and a value without quotes that is no TOML value (`1979-02-27T:`):
///   toml++ 3.4, inside TOMLKit, asserts on these and the whole program aborts (the header
///   case is fixed upstream in toml++ #301, not in the release we build);
/// - a NUL: the text reaches the parser as a C string, so the file would silently end there.
///
/// Each is then refused with a line and column like any other syntax error. The scan follows
/// strings, comments, lists and inline tables, so a line starting with `[` inside a value is not
/// taken for a header; and a suspect is refused only when the parser, run on the text before it,
/// gets that far, so the refusal is exactly the case in which the parser would have aborted.
enum TOMLPreflight {
    struct Problem: Equatable {
        let line: Int
        let column: Int
        let message: String
    }

    /// What the parser makes of the text before a suspect.
    enum Prefix: Equatable {
        case parses
        /// Where it stopped; at the end of the text when the text is only unfinished.
        case fails(line: Int, column: Int)
    }

    /// The first such mistake, if any. `parsePrefix` runs the real parser on the text before
    /// a suspect.
    static func problem(in text: String, parsePrefix: (String) -> Prefix) -> Problem? {
        var scan = Scanner(Array(text.unicodeScalars))
        while let suspect = scan.next() {
            let before = { String(String.UnicodeScalarView(scan.scalars[..<$0])) }
            switch suspect.kind {
            case .nul:
                return Problem(line: suspect.line, column: suspect.column, message: ConfigMessages.nulCharacter)
            case .unnamedHeader(let lineStart):
                // A header is read only where the text before it is whole.
                if parsePrefix(before(lineStart)) == .parses {
                    return Problem(line: suspect.line, column: suspect.column, message: ConfigMessages.unnamedHeader(found: suspect.found))
                }
            case .value(let index, let openerLine, let openerColumn, let token):
                // The parser reaches the value when it stops only at the end of the text, after
                // the `=`, `[` or `,` before the value; a mistake before that stops it first.
                if case .fails(let line, let column) = parsePrefix(before(index)),
                    (line, column) > (openerLine, openerColumn)
                {
                    return Problem(line: suspect.line, column: suspect.column, message: ConfigMessages.notAValue(token))
                }
            }
        }
        return nil
    }

    struct Suspect {
        enum Kind {
            case nul
            case unnamedHeader(lineStart: Int)
            /// A value that is none: `index` of its first character, the `=`, `[` or `,` before
            /// it at `opener…`, and the text found (up to the next space, comma or bracket).
            case value(index: Int, openerLine: Int, openerColumn: Int, token: String)
        }

        let kind: Kind
        let line: Int
        let column: Int
        /// The character found (nil: the end of the line).
        let found: Unicode.Scalar?
    }

    /// One pass over the text, tracking just enough of TOML to know where a line is a header
    /// and where a list element starts.
    struct Scanner {
        let scalars: [Unicode.Scalar]
        private var index = 0
        private var line = 1
        private var lineStart = 0
        /// The lists (`[`) and inline tables (`{`) open in the value being read; a line is a new
        /// statement only when none is.
        private var open: [Unicode.Scalar] = []
        private var state = State.statementStart
        /// On a header line, brackets are the header's, not lists.
        private var inHeader = false
        /// A value starts at the next character that is not a space (nor, in a list, a line
        /// break or a comment); the position of the `=`, `[` or `,` before it.
        private var valueAfter: (line: Int, column: Int, inList: Bool)?

        enum State {
            case statementStart, code, comment, basic, literal, multilineBasic, multilineLiteral
        }

        init(_ scalars: [Unicode.Scalar]) {
            self.scalars = scalars
            // toml++ skips a byte order mark before the first line, and counts no column for it.
            if scalars.first == "\u{FEFF}" {
                index = 1
                lineStart = 1
            }
        }

        /// The next suspect, or nil at the end of the text or where the parser is sure to stop
        /// on a mistake of its own first (a text left open at the end of its line, a stray `]`).
        mutating func next() -> Suspect? {
            while index < scalars.count {
                let c = scalars[index]
                if c == "\u{0}" { return finish(Suspect(kind: .nul, line: line, column: column, found: c)) }
                switch state {
                case .statementStart:
                    if c == " " || c == "\t" {
                        index += 1
                    } else if c == "[" {
                        state = .code
                        inHeader = true
                        let suspect = header(at: index)
                        index += 1
                        if let suspect { return suspect }
                    } else {
                        state = .code
                    }
                case .code:
                    if let opener = valueAfter {
                        if c == " " || c == "\t" {
                            index += 1
                            continue
                        }
                        if !(opener.inList && (c == "\n" || c == "\r" || c == "#" || c == "]")) {
                            valueAfter = nil
                            if let suspect = value(at: index, after: opener) { return suspect }
                        }
                    }
                    guard code(c) else { return finish(nil) }
                case .comment:
                    if c == "\n" { newLine() } else { index += 1 }
                case .basic, .literal:
                    if c == "\n" { return finish(nil) }
                    if state == .basic, c == "\\" { index += 2; continue }
                    if c == (state == .basic ? "\"" : "'") { state = .code }
                    index += 1
                case .multilineBasic, .multilineLiteral:
                    let quote: Unicode.Scalar = state == .multilineBasic ? "\"" : "'"
                    if state == .multilineBasic, c == "\\" {
                        index += 2
                        if index - 1 < scalars.count, scalars[index - 1] == "\n" { countLine() }
                    } else if c == quote, run(of: quote, at: index) >= 3 {
                        // Up to two more quotes belong to the text (`"""a"""""`).
                        index += run(of: quote, at: index)
                        state = .code
                    } else {
                        index += 1
                        if c == "\n" { countLine() }
                    }
                }
            }
            return nil
        }

        private var column: Int { index - lineStart + 1 }

        /// One character of a key, a value or a header line; false where the parser stops.
        private mutating func code(_ c: Unicode.Scalar) -> Bool {
            switch c {
            case "\n":
                newLine()
                return true
            case "#":
                state = .comment
            case "\"", "'":
                let triple = run(of: c, at: index) >= 3
                state = c == "\"" ? (triple ? .multilineBasic : .basic) : (triple ? .multilineLiteral : .literal)
                index += triple ? 3 : 1
                return true
            case "[" where !inHeader, "{" where !inHeader:
                open.append(c)
                if c == "[" { valueAfter = (line, column, true) }
            case "]" where !inHeader, "}" where !inHeader:
                valueAfter = nil
                guard open.popLast() == (c == "]" ? "[" : "{") else { return false }
            case "," where open.last == "[":
                valueAfter = (line, column, true)
            case "=" where !inHeader:
                valueAfter = (line, column, false)
            default:
                break
            }
            index += 1
            return true
        }

        /// The value starting at `start`, when it is neither quoted, a list nor a table and not
        /// a value TOML knows.
        private func value(at start: Int, after opener: (line: Int, column: Int, inList: Bool)) -> Suspect? {
            let first = scalars[start]
            if first == "\"" || first == "'" || first == "[" || first == "{" { return nil }
            let ends: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r", ",", "]", "}", "#"]
            var end = start
            while end < scalars.count, !ends.contains(scalars[end]) { end += 1 }
            // A date and a time may be separated by one space (`1979-05-27 07:32:00`).
            if end + 1 < scalars.count, scalars[end] == " ", TOMLScalar.Cursor.isDecimal(scalars[end + 1]),
                TOMLScalar.isValid(Array(scalars[start..<end])), end - start == 10
            {
                end += 1
                while end < scalars.count, !ends.contains(scalars[end]) { end += 1 }
            }
            let token = Array(scalars[start..<end])
            guard !TOMLScalar.isValid(token) else { return nil }
            return Suspect(
                kind: .value(index: start, openerLine: opener.line, openerColumn: opener.column, token: String(String.UnicodeScalarView(token))),
                line: line, column: start - lineStart + 1, found: first)
        }

        private mutating func newLine() {
            index += 1
            countLine()
            inHeader = false
            if open.isEmpty { valueAfter = nil }
            state = open.isEmpty ? .statementStart : .code
        }

        private mutating func countLine() {
            line += 1
            lineStart = index
        }

        private func run(of quote: Unicode.Scalar, at start: Int) -> Int {
            var end = start
            while end < scalars.count, scalars[end] == quote { end += 1 }
            return end - start
        }

        /// The header starting at `open` as toml++ reads it: `[`, spaces, a second `[` only
        /// right after the first, spaces, then the name must start with a key character.
        private func header(at open: Int) -> Suspect? {
            var i = open + 1
            let spaced = skipSpaces(&i)
            if i < scalars.count, scalars[i] == "[" {
                // `[ [` has a message of its own.
                if spaced { return nil }
                i += 1
                _ = skipSpaces(&i)
            }
            // The end of the text, `]`, and an unusual space each have a message of their own.
            guard i < scalars.count else { return nil }
            let c = scalars[i]
            if c == "]" || c == "\"" || c == "'" || isKeyCharacter(c) || isOtherSpace(c) { return nil }
            let found: Unicode.Scalar? = c == "\n" || c == "\r" ? nil : c
            return Suspect(kind: .unnamedHeader(lineStart: lineStart), line: line, column: i - lineStart + 1, found: found)
        }

        private func skipSpaces(_ i: inout Int) -> Bool {
            let start = i
            while i < scalars.count, scalars[i] == " " || scalars[i] == "\t" { i += 1 }
            return i > start
        }

        private func isKeyCharacter(_ c: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "-" || c == "_"
        }

        /// Spaces other than space and tab, which toml++ refuses with its own message.
        private func isOtherSpace(_ c: Unicode.Scalar) -> Bool {
            c.properties.generalCategory == .spaceSeparator || c == "\u{180E}" || c == "\u{200B}" || c == "\u{2060}" || c == "\u{FEFF}"
        }

        private mutating func finish(_ suspect: Suspect?) -> Suspect? {
            index = scalars.count
            return suspect
        }
    }
}
