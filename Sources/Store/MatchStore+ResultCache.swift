/// A cached result beside each match (`matches/<id>/result.cache`, ADR 052): bytes a reader
/// folded from the journal, kept under the journal's identity and a format the reader names.
/// The store knows nothing of what the bytes say; it hands them back only for exactly the
/// journal and the format they were saved for, and whole (their length and checksum agree),
/// so a stale, torn or foreign cache is never used: the reader folds again.
extension MatchStore {
    public static let resultCacheName = "result.cache"
    /// The first word of every cache file: the frame's own version.
    static let resultCacheMagic = "scoreline-result-cache-1"

    func resultCachePath(of matchId: String) -> String { directory(of: matchId) + "/" + Self.resultCacheName }

    /// The bytes saved for this journal identity and format, or `nil` when there are none,
    /// or they were saved for other bytes of the journal, another format, or do not read whole.
    public func cachedResult(of matchId: String, format: String, journal: JournalIdentity) -> [UInt8]? {
        guard MatchID(matchId) != nil, let bytes = try? files.readRegularFile(resultCachePath(of: matchId)),
            let newline = bytes.firstIndex(of: UInt8(ascii: "\n"))
        else { return nil }
        let body = Array(bytes[(newline + 1)...])
        let header = String(decoding: bytes[..<newline], as: UTF8.self)
        guard header == Self.resultCacheHeader(format: format, journal: journal, body: body) else { return nil }
        return body
    }

    /// Saves `body` for this journal identity and format: a temporary file renamed over the
    /// old one, so two readers saving at once (a kiosk's records page and `matches list`)
    /// each leave a whole file. Not synced: a power cut can lose it, and a lost or torn one is
    /// refused by its checksum and folded again. Best effort: a read-only disk or a folder
    /// this user cannot write leaves the result uncached, and says nothing.
    public func saveResult(_ body: [UInt8], of matchId: String, format: String, journal: JournalIdentity) {
        guard MatchID(matchId) != nil, !format.contains(where: { $0 == " " || $0 == "\n" }) else { return }
        let header = Self.resultCacheHeader(format: format, journal: journal, body: body)
        try? files.replaceUnsynced(resultCachePath(of: matchId), with: Array((header + "\n").utf8) + body)
    }

    /// `scoreline-result-cache-1 <format> <length> <seq> <crc> <snapshot size> <body length> <body crc>`.
    static func resultCacheHeader(format: String, journal: JournalIdentity, body: [UInt8]) -> String {
        "\(resultCacheMagic) \(format) \(journal.text) \(body.count) \(String(StoreChecksum.crc32(body), radix: 16))"
    }
}
