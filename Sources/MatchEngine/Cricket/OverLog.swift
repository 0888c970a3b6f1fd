/// An innings' completed overs, in order.
///
/// Kept as full chunks of `chunkSize` overs plus a short tail, so that ending an over in a state
/// whose earlier copies are still alive (the undo history, checkpoints, the session's previous
/// state all share the innings) copies at most the tail and the list of chunks, never every
/// over before it. A flat array made each over's end copy the whole innings: quadratic, invisible
/// at a day's 90 overs, 75% of `matches list` on a 4,000-over innings (ADR 045).
///
/// Encoded as the flat array it replaced, so snapshots written before it read, and those written
/// after it are byte for byte the same.
public struct OverLog: RandomAccessCollection, ExpressibleByArrayLiteral, Codable, Sendable, Equatable {
    static let chunkSize = 64

    /// Each exactly `chunkSize` long; the split depends only on the count, so two logs of the
    /// same overs have the same chunks and the synthesized `==` compares overs.
    private var chunks: [[OverRecord]] = []
    /// Fewer than `chunkSize` overs.
    private var tail: [OverRecord] = []

    public init() {}

    public init(arrayLiteral overs: OverRecord...) {
        for over in overs { append(over) }
    }

    public init(from decoder: any Decoder) throws {
        for over in try decoder.singleValueContainer().decode([OverRecord].self) { append(over) }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Array(self))
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { chunks.count * Self.chunkSize + tail.count }

    public subscript(position: Int) -> OverRecord {
        get {
            let (chunk, offset) = position.quotientAndRemainder(dividingBy: Self.chunkSize)
            return chunk < chunks.count ? chunks[chunk][offset] : tail[offset]
        }
        set {
            let (chunk, offset) = position.quotientAndRemainder(dividingBy: Self.chunkSize)
            if chunk < chunks.count { chunks[chunk][offset] = newValue } else { tail[offset] = newValue }
        }
    }

    public mutating func append(_ over: OverRecord) {
        tail.append(over)
        if tail.count == Self.chunkSize {
            chunks.append(tail)
            tail = []
        }
    }

    /// Takes the last over back out (the umpire's miscount). The log must not be empty, as with
    /// an array's `removeLast`.
    @discardableResult
    public mutating func removeLast() -> OverRecord {
        if tail.isEmpty, let last = chunks.popLast() { tail = last }
        return tail.removeLast()
    }
}
