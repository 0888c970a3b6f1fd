import CMessageDigest

/// SHA-256 through libmd (ADR 027, ADR 031): what the token book stores instead of a token,
/// and what a CSRF value is derived with.
public enum SHA256Digest {
    public static func hash(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var context = SHA2_CTX()
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        let input = Array(bytes)
        SHA256Init(&context)
        input.withUnsafeBufferPointer { SHA256Update(&context, $0.baseAddress, $0.count) }
        digest.withUnsafeMutableBufferPointer { out in
            out.baseAddress.map { SHA256Final($0, &context) }
        }
        return digest
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
