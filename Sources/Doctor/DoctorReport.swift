/// What `scoreline doctor` found: sections of plain lines, each with how much it matters.
/// The same value is printed as text or, with `--json`, attached to a bug report.
public struct DoctorReport: Codable, Equatable {
    static let schemaVersion = 1

    enum Level: String, Codable, Equatable {
        /// A fact worth knowing (a card, a font, a free-space figure).
        case info
        /// Something odd that does not stop the scoreboard (no screen connected yet).
        case warning
        /// Something the scoreboard cannot run without; the exit code is 1.
        case essential
    }

    struct Line: Codable, Equatable {
        var level: Level
        var text: String
        /// A short name for the problem, used in the verdict (set on essential lines).
        var reason: String?
        /// Indented under the line before it (a connector under its card).
        var detail = false

        static func info(_ text: String, detail: Bool = false) -> Line { Line(level: .info, text: text, detail: detail) }
        static func warning(_ text: String, detail: Bool = false) -> Line { Line(level: .warning, text: text, detail: detail) }
        static func essential(_ text: String, reason: String) -> Line { Line(level: .essential, text: text, reason: reason) }
    }

    struct Section: Codable, Equatable {
        var title: String
        var lines: [Line]
    }

    var schemaVersion = Self.schemaVersion
    var sections: [Section]

    /// Each essential problem once, in the order found.
    var reasons: [String] {
        var seen = Set<String>()
        return sections.flatMap(\.lines).compactMap { $0.level == .essential ? $0.reason : nil }.filter { seen.insert($0).inserted }
    }
    public var ready: Bool { reasons.isEmpty }
    var verdict: String { DoctorMessages.verdict(reasons) }
    public var exitCode: Int32 { ready ? 0 : 1 }

    /// Plain text for a terminal: a heading per section, problems marked so they stand out
    /// in a photo of the screen, and the verdict on the last line.
    public var text: String {
        var out = ""
        for section in sections {
            out += "\(section.title)\n"
            for line in section.lines {
                let mark = switch line.level {
                case .info: ""
                case .warning: "WARNING: "
                case .essential: "PROBLEM: "
                }
                out += (line.detail ? "    " : "  ") + mark + line.text + "\n"
            }
            out += "\n"
        }
        return out + verdict + "\n"
    }

    private enum CodingKeys: String, CodingKey { case schemaVersion, sections, ready, verdict }

    init(sections: [Section]) { self.sections = sections }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        schemaVersion = try c.decode(Int.self, forKey: .schemaVersion)
        sections = try c.decode([Section].self, forKey: .sections)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(schemaVersion, forKey: .schemaVersion)
        try c.encode(sections, forKey: .sections)
        try c.encode(ready, forKey: .ready)
        try c.encode(verdict, forKey: .verdict)
    }
}
