/// The answers already given, per client, so a resent command (a phone that lost the reply,
/// a retry after a timeout) gets its first answer and is never applied twice.
struct CommandLedger {
    /// Answers kept per client; a client further behind than this is refused, not replayed.
    let depth: Int
    /// Clients remembered at most. Client ids come from the network (each phone tab makes
    /// one), so without a bound a stream of new ids would grow the kiosk's memory forever;
    /// past it the client heard from longest ago is forgotten (its resends are then new).
    let maxClients: Int
    private var answers: [String: [Int: SessionReply]] = [:]
    private var newest: [String: Int] = [:]
    /// When each client was last stored, by a counter: the oldest is forgotten first.
    private var lastUse: [String: Int] = [:]
    private var clock = 0

    init(depth: Int = 64, maxClients: Int = 256) {
        self.depth = depth
        self.maxClients = maxClients
    }

    enum Lookup {
        case new
        case answered(SessionReply)
        /// Older than anything kept: it was answered long ago.
        case tooOld(newest: Int)
    }

    var clientCount: Int { answers.count }

    func lookup(client: String, number: Int) -> Lookup {
        if let reply = answers[client]?[number] { return .answered(reply) }
        if let last = newest[client], isTooOld(number, newest: last) { return .tooOld(newest: last) }
        return .new
    }

    mutating func store(_ reply: SessionReply, client: String, number: Int) {
        answers[client, default: [:]][number] = reply
        let top = max(newest[client] ?? number, number)
        newest[client] = top
        answers[client] = answers[client]?.filter { !isTooOld($0.key, newest: top) }
        clock += 1
        lastUse[client] = clock
        if answers.count > maxClients, let oldest = lastUse.min(by: { $0.value < $1.value })?.key {
            answers[oldest] = nil
            newest[oldest] = nil
            lastUse[oldest] = nil
        }
    }

    /// At least `depth` below the newest. A client's numbers are its own and may be anywhere
    /// in `Int` (ADR 008): `newest - depth` past `Int.min` means nothing is that old.
    private func isTooOld(_ number: Int, newest: Int) -> Bool {
        let (floor, overflow) = newest.subtractingReportingOverflow(depth)
        return !overflow && number <= floor
    }
}
