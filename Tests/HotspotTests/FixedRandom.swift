import Hotspot
import Testing

/// Hands out the bytes the test gives, one batch a call, so a passphrase can be worked out by hand.
struct FixedRandom: HotspotRandom {
    var batches: [[UInt8]]

    mutating func bytes(_ count: Int) throws(HotspotFailure) -> [UInt8] {
        guard !batches.isEmpty else { throw HotspotFailure("out of bytes") }
        let batch = batches.removeFirst()
        #expect(batch.count == count)
        return batch
    }
}
