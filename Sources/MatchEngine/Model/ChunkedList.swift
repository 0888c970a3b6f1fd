/// A list that grows at its end, kept as full chunks of `chunkSize` elements plus a short tail.
///
/// A match's values are copied freely (the undo history, checkpoints, the session's previous
/// state and a press's trial state all share them), and Swift copies an array whole the first
/// time a shared one is appended to. Here an append to a shared list copies at most the tail and
/// the list of chunks, never the elements before them. Two lists grow without limit in a long
/// match: an innings' overs (a flat array made each over's end copy the whole innings, 75% of
/// `matches list` on a 4,000-over innings; ADR 045) and the history's actions (a press staged on
/// a trial copy of the match copied the kept history at its first append; issue 37).
///
/// Encoded as the flat array it replaced, so snapshots written before it read, and those written
/// after it are byte for byte the same.
public struct ChunkedList<Element>: RandomAccessCollection, ExpressibleByArrayLiteral {
    static var chunkSize: Int { 64 }

    /// Each exactly `chunkSize` long; the split depends only on the count, so two lists of the
    /// same elements have the same chunks and comparing the parts compares the elements.
    private var chunks: [[Element]] = []
    /// Fewer than `chunkSize` elements.
    private var tail: [Element] = []

    public init() {}

    public init(arrayLiteral elements: Element...) {
        for element in elements { append(element) }
    }

    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        for element in elements { append(element) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { chunks.count * Self.chunkSize + tail.count }

    public subscript(position: Int) -> Element {
        get {
            let (chunk, offset) = position.quotientAndRemainder(dividingBy: Self.chunkSize)
            return chunk < chunks.count ? chunks[chunk][offset] : tail[offset]
        }
        set {
            let (chunk, offset) = position.quotientAndRemainder(dividingBy: Self.chunkSize)
            if chunk < chunks.count { chunks[chunk][offset] = newValue } else { tail[offset] = newValue }
        }
    }

    public mutating func append(_ element: Element) {
        tail.append(element)
        if tail.count == Self.chunkSize {
            chunks.append(tail)
            tail = []
        }
    }

    /// Takes the last element back out. The list must not be empty, as with an array's
    /// `removeLast`.
    @discardableResult
    public mutating func removeLast() -> Element {
        if tail.isEmpty, let last = chunks.popLast() { tail = last }
        return tail.removeLast()
    }

    /// Where a full chunk's elements are stored, for the test that an append to a copy shares
    /// them.
    func chunkAddress(_ chunk: Int) -> UnsafeRawPointer? {
        chunks[chunk].withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }

    /// Drops the first `k` elements: the list is laid out again (a history forgetting its
    /// oldest actions, once in a while, not on each press).
    public mutating func removeFirst(_ k: Int) {
        guard k > 0 else { return }
        self = ChunkedList(dropFirst(k))
    }
}

extension ChunkedList: Sendable where Element: Sendable {}

extension ChunkedList: Equatable where Element: Equatable {}

extension ChunkedList: Codable where Element: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode([Element].self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Array(self))
    }
}

/// An innings' completed overs, in order.
public typealias OverLog = ChunkedList<OverRecord>
