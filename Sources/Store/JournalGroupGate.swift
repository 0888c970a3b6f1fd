/// Reads a journal's lines in order and lets records through only as whole groups (ADR 047):
/// a group header (format 2) announces how many records follow; they are held until the last
/// of them has been read, so a group cut off by a power cut or damaged part-way is dropped
/// whole, exactly as a torn single line is. A plain record passes at once. Recovery
/// (`Journal.scan`) and the streaming reader (`JournalRecords`) share it, so both keep the
/// same records.
struct JournalGroupGate {
    /// The sequence number the next record must carry.
    private(set) var expected = 1
    /// The records of the open group read so far.
    private var held: [JournalRecord] = []
    /// Records the open group still owes; 0 when no group is open.
    private var owed = 0

    init() {}

    /// A gate for lines read from the middle of a journal (`JournalTail`): the next record
    /// must carry `expected`.
    init(expected: Int) { self.expected = expected }

    /// Whether a group is open: the journal's end here cuts it off.
    var inGroup: Bool { owed > 0 }

    enum Step {
        /// These records are whole (one plain record, or a complete group).
        case released([JournalRecord])
        /// Taken and held: a group is open.
        case held
        /// The line is a group header the store did not write, or a header inside a group.
        case malformed
        /// The numbers jump.
        case gap(expected: Int, found: Int)
    }

    /// Takes one verified line's record.
    mutating func take(_ record: JournalRecord) -> Step {
        if record.version == JournalLine.groupVersion {
            guard owed == 0, let size = JournalLine.groupSize(record) else { return .malformed }
            // The header carries its first record's number, so a header after a gap is a gap.
            guard record.seq == expected else { return .gap(expected: expected, found: record.seq) }
            owed = size
            held = []
            return .held
        }
        guard record.seq == expected else { return .gap(expected: expected, found: record.seq) }
        expected += 1
        guard owed > 0 else { return .released([record]) }
        held.append(record)
        owed -= 1
        guard owed == 0 else { return .held }
        defer { held = [] }
        return .released(held)
    }
}
