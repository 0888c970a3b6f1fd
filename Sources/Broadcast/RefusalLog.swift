/// How often the follower logs a refused message: one line per kind of refusal per `window`,
/// not one per message. A flood of bad messages (thousands a second) would otherwise fill the
/// journal and cost the loop more than the messages do; the next line of a kind says how many
/// of that kind went unlogged since the last one.
struct RefusalLog {
    /// Ten seconds: a broken publisher is still seen at once, and at most six lines a minute
    /// per kind come of it.
    static let windowMilliseconds: UInt64 = 10_000

    private struct Kind {
        var loggedAt: UInt64
        var unlogged: Int
    }

    private var kinds: [String: Kind] = [:]
    let window: UInt64

    init(window: UInt64 = RefusalLog.windowMilliseconds) {
        self.window = window
    }

    /// nil: not to be logged (counted); else log, and this many of the kind went unlogged
    /// since its last line. `kind` is one of a few fixed names, so the table stays small.
    mutating func admit(_ kind: String, now: UInt64) -> Int? {
        if let last = kinds[kind], now &- last.loggedAt < window {
            kinds[kind]?.unlogged += 1
            return nil
        }
        let unlogged = kinds[kind]?.unlogged ?? 0
        kinds[kind] = Kind(loggedAt: now, unlogged: 0)
        return unlogged
    }
}
