import FoundationEssentials

/// `scoreline remote`: the phones paired as scorers, listed and revoked, and the pairing
/// lockout lifted (docs/remote.md, ADR 027), each answered as the text to print. Works beside
/// a running kiosk: it reads `tokens.json` again at its next request, so a revoke takes effect
/// at once.
public struct PairedPhones {
    let dataDirectory: String
    let book: TokenBook

    public init(dataDirectory: String) {
        self.dataDirectory = dataDirectory
        book = TokenBook(path: TokenBook.path(dataDirectory: dataDirectory))
    }

    /// Every paired phone: its id, name, when it paired and when it was last used.
    public func list(now: Date = Date()) throws(RemoteError) -> String {
        let entries = try book.list()
        return entries.isEmpty
            ? PairedPhonesMessages.nonePaired(dataDirectory)
            : entries.map { PairedPhonesMessages.line($0, expired: book.isExpired($0, now: now)) }.joined()
    }

    /// Forgets the phone `id` names (8 hex digits, or enough of its start).
    public func revoke(id: String) throws(RemoteError) -> String { PairedPhonesMessages.revoked(try book.revoke(id: id)) }

    public func unlock() throws(RemoteError) -> String {
        try book.unlockPairing()
        return PairedPhonesMessages.unlocked
    }
}
