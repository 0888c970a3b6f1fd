import CCrypto

/// SHA-256 through libcrypto's one-shot EVP digest: what the token book stores instead of a
/// token, and what a CSRF value is derived with.
public enum SHA256Digest {
    public static func hash(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        let input = Array(bytes)
        let done = input.withUnsafeBytes { raw in
            digest.withUnsafeMutableBufferPointer { out in
                EVP_Digest(raw.baseAddress, raw.count, out.baseAddress, &length, EVP_sha256(), nil)
            }
        }
        // EVP_Digest fails only without memory; an all-zero hash then matches no token.
        return done == 1 && length == 32 ? digest : [UInt8](repeating: 0, count: 32)
    }

    /// Lower-case hex, as stored and as sent.
    public static func hex(_ bytes: some Collection<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
