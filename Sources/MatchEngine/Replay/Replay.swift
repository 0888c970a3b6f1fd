import FoundationEssentials

/// Folds a match given as JSON Lines and reports the state, as `scoreline replay` prints it.
///
/// Pure: the caller reads the file and writes the output, so the same code serves the CLI,
/// the tests and the benchmark.
public struct Replay {
    public struct Outcome: Sendable, Equatable {
        /// The lines to print, in order.
        public var lines: [String]
        /// How many input lines were refused.
        public var rejected: Int
        /// The 1-based line number and message of each refusal.
        public var rejections: [Rejected]
    }

    public struct Rejected: Codable, Sendable, Equatable {
        public var error: String
        public var line: Int
    }

    private let encoder: JSONEncoder

    public init() {
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    /// Replays `text`. With `each`, exactly one output line per input line (the state after
    /// it, or its refusal; a blank line repeats the state); otherwise refusals then the final
    /// state. Line numbers match the file.
    public func run(_ text: String, each: Bool, scoreboard: Bool = true) -> Outcome {
        var outcome = Outcome(lines: [], rejected: 0, rejections: [])
        var fold = MatchFold()
        var lineNumber = 0
        var rawLines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        // The text after the last newline is a line only if it has something in it.
        if let last = rawLines.last, last.allSatisfy(Self.isSpace) { rawLines.removeLast() }
        for rawLine in rawLines {
            lineNumber += 1
            // Byte-level trim: Foundation's trimmingCharacters cost a fifth of a replay.
            let line = rawLine.drop { Self.isSpace($0) }.reversed().drop { Self.isSpace($0) }.reversed()
            if line.isEmpty {
                // A blank line records nothing; --each still answers it, one line per line.
                guard each else { continue }
                if let session = fold.session {
                    outcome.lines.append(encodeState(session, scoreboard: scoreboard))
                } else {
                    let refusal = Rejected(error: CommonMessages.firstLineNotNewMatch, line: lineNumber)
                    outcome.rejected += 1
                    outcome.rejections.append(refusal)
                    outcome.lines.append(encode(refusal))
                }
                continue
            }
            let data = Data(line)
            do throws(LineRejection) {
                try fold.feed(data)
                if each, let session = fold.session { outcome.lines.append(encodeState(session, scoreboard: scoreboard)) }
            } catch {
                let refusal = Rejected(error: error.message, line: lineNumber)
                outcome.rejected += 1
                outcome.rejections.append(refusal)
                outcome.lines.append(encode(refusal))
            }
        }
        if !each, let session = fold.session { outcome.lines.append(encodeState(session, scoreboard: scoreboard)) }
        return outcome
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }

    private func encodeState(_ session: any SportSession, scoreboard: Bool) -> String {
        do {
            var data = try session.encodedState(using: encoder)
            if !scoreboard, case .object(var object) = try JSONDecoder().decode(JSONValue.self, from: data) {
                // Worked examples and quick checks read better without the display model.
                object["scoreboard"] = nil
                data = try encoder.encode(JSONValue.object(object))
            }
            return String(decoding: data, as: UTF8.self)
        } catch {
            return encode(Rejected(error: CommonMessages.stateNotEncodable, line: 0))
        }
    }

    private func encode(_ value: some Encodable) -> String {
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
