import Testing
@testable import Remote

/// The digest against FIPS 180-2's published examples.
@Suite struct SHA256DigestTests {
    @Test func theStandardsExamples() {
        #expect(SHA256Digest.hex(SHA256Digest.hash(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256Digest.hex(SHA256Digest.hash([UInt8]())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }
}
