import FoundationEssentials

extension DoctorReport {
    /// The report as `scoreline doctor` prints it: text, or pretty JSON with `--json`.
    public func rendered(json: Bool) throws -> String {
        guard json else { return text }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}
