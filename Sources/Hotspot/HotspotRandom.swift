/// Where a new passphrase's randomness comes from: the system's in the program, fixed bytes in
/// the tests (so a test can work the passphrase out by hand).
public protocol HotspotRandom {
    mutating func bytes(_ count: Int) throws(HotspotFailure) -> [UInt8]
}

/// The standard library's `SystemRandomNumberGenerator`, which on Linux reads the kernel's
/// CSPRNG with getrandom(2): suitable for a key, as the passphrase is.
public struct SystemRandom: HotspotRandom {
    private var generator = SystemRandomNumberGenerator()

    public init() {}

    public mutating func bytes(_ count: Int) throws(HotspotFailure) -> [UInt8] {
        (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }
}
