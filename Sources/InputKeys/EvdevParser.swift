/// Decodes the byte stream read from /dev/input/event* (struct input_event records) into key
/// changes. Separate from the device so a recorded stream can be tested without hardware.
public struct EvdevParser: Sendable {
    /// sizeof(struct input_event): a timeval (two longs) then type, code (u16) and value (s32).
    public let recordSize: Int
    private var pending: [UInt8] = []

    public enum Event: Equatable, Sendable {
        /// EV_KEY: value 1 = down, 0 = up (2, the keyboard's own auto-repeat, is dropped).
        case key(code: UInt16, down: Bool, time: InputInstant)
        /// SYN_DROPPED: the kernel's buffer overflowed; held keys are unknown until resync.
        case dropped
    }

    public init(recordSize: Int = MemoryLayout<Int>.size * 2 + 8) {
        self.recordSize = recordSize
    }

    /// Feeds bytes as read (reads may split records); returns the complete records' events.
    public mutating func feed(_ bytes: some Collection<UInt8>) -> [Event] {
        pending.append(contentsOf: bytes)
        var out: [Event] = []
        var offset = 0
        let longSize = (recordSize - 8) / 2
        while pending.count - offset >= recordSize {
            let r = offset
            offset += recordSize
            let sec = Self.signed(pending, r, longSize)
            let usec = Self.signed(pending, r + longSize, longSize)
            let type = UInt16(Self.unsigned(pending, r + 2 * longSize, 2))
            let code = UInt16(Self.unsigned(pending, r + 2 * longSize + 2, 2))
            let value = Int32(truncatingIfNeeded: Self.unsigned(pending, r + 2 * longSize + 4, 4))
            let time = InputInstant(nanoseconds: sec &* 1_000_000_000 &+ usec &* 1_000)
            switch (type, code, value) {
            case (0x01, _, 0): out.append(.key(code: code, down: false, time: time))
            case (0x01, _, 1): out.append(.key(code: code, down: true, time: time))
            case (0x00, 3, _): out.append(.dropped)
            default: break
            }
        }
        pending.removeFirst(offset)
        return out
    }

    private static func unsigned(_ b: [UInt8], _ at: Int, _ size: Int) -> UInt64 {
        var v: UInt64 = 0
        for i in (0..<size).reversed() { v = v << 8 | UInt64(b[at + i]) }  // little-endian
        return v
    }

    private static func signed(_ b: [UInt8], _ at: Int, _ size: Int) -> Int64 {
        let u = unsigned(b, at, size)
        return size == 8 ? Int64(bitPattern: u) : Int64(Int32(truncatingIfNeeded: u))
    }
}
