extension StringProtocol {
    /// What `trimmingCharacters(in: .whitespacesAndNewlines)` gives, without full Foundation.
    public func trimmingWhitespace() -> String { trimming { $0.isWhitespace } }

    /// What `trimmingCharacters(in: .whitespaces)` gives: spaces and tabs, not line breaks.
    public func trimmingSpaces() -> String { trimming { $0.isWhitespace && !$0.isNewline } }

    private func trimming(_ drop: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !drop($0) }), let last = lastIndex(where: { !drop($0) }) else { return "" }
        return String(self[first...last])
    }
}
