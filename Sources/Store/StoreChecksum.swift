import CZlib

/// zlib's CRC-32 over bytes in memory, as the journal's lines and snapshots use it.
enum StoreChecksum {
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(CZlib.crc32(0, $0.baseAddress, UInt32($0.count))) }
    }
}
