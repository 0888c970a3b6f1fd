/// The answers already given, per client, so a resent command (a phone that lost the reply,
/// a retry after a timeout) gets its first answer and is never applied twice.
struct CommandLedger {
    /// Answers kept per client; a client further behind than this is refused, not replayed.
    let depth: Int
    private var answers: [String: [Int: SessionReply]] = [:]
    private var newest: [String: Int] = [:]

    init(depth: Int = 64) { self.depth = depth }

    enum Lookup {
        case new
        case answered(SessionReply)
        /// Older than anything kept: it was answered long ago.
        case tooOld(newest: Int)
    }

    func lookup(client: String, number: Int) -> Lookup {
        if let reply = answers[client]?[number] { return .answered(reply) }
        if let last = newest[client], number <= last - depth { return .tooOld(newest: last) }
        return .new
    }

    mutating func store(_ reply: SessionReply, client: String, number: Int) {
        answers[client, default: [:]][number] = reply
        let top = max(newest[client] ?? number, number)
        newest[client] = top
        answers[client] = answers[client]?.filter { $0.key > top - depth }
    }
}
