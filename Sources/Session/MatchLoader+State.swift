import FoundationEssentials

extension MatchLoader {
    /// `scoreline debug state`: a stored match folded from its journal alone (no snapshot), its
    /// state as the engine encodes it (sorted keys, one line) and its last seq.
    public func stateLine(_ matchId: String) throws -> (json: Data, records: Int) {
        let loaded = try load(matchId, useSnapshot: false)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var out = try loaded.session.encodedState(using: encoder)
        out.append(UInt8(ascii: "\n"))
        return (out, loaded.lastSeq)
    }
}
