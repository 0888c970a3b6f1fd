import Glibc

/// The hotspot's passphrase, made at first use and kept in `<data>/hotspot/passphrase`.
///
/// Kept as text, mode 0600, not hashed (ADR 051): the board shows it (the join code and the
/// text beneath it) and NetworkManager needs it in the clear to run WPA2's handshake, so a
/// hash would have to be undone to be of use. The folder is the kiosk's own (0700) inside the
/// data directory the unit already keeps 0750.
public struct HotspotPassphrase: Sendable {
    public let folder: String
    public var file: String { folder + "/passphrase" }

    /// Four groups of four, easy to type on a phone: 16 characters from 31 (no `0 o 1 l i`,
    /// which a board's font makes hard to tell apart), 79 bits.
    public static let alphabet = Array("abcdefghjkmnpqrstuvwxyz23456789".utf8)
    public static let groups = 4
    public static let groupLength = 4
    /// What WPA2-Personal accepts as a passphrase: 8 to 63 printable ASCII characters.
    public static let wpaLength = 8...63

    public init(dataDirectory: String) {
        folder = dataDirectory + "/hotspot"
    }

    /// The stored passphrase, or a new one made and stored when there is none yet.
    public func current(random: inout some HotspotRandom) throws(HotspotFailure) -> String {
        if let stored = try read() { return stored }
        return try rotate(random: &random)
    }

    /// The stored passphrase; nil when none was made yet. A file that holds no usable
    /// passphrase is refused, never replaced behind the owner's back: it may be one they wrote.
    public func read() throws(HotspotFailure) -> String? {
        // Non-blocking and regular files only: a FIFO or a device put at the path is refused
        // rather than holding the kiosk's start (or the keeper) on its open or read.
        let fd = open(file, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        if fd < 0 {
            if errno == ENOENT { return nil }
            throw HotspotFailure(HotspotMessages.unreadable(file, errno: errno))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw HotspotFailure(HotspotMessages.notAFile(file)) }
        var bytes = [UInt8](repeating: 0, count: 128)
        let count = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        guard count >= 0 else { throw HotspotFailure(HotspotMessages.unreadable(file, errno: errno)) }
        var text = Array(bytes[0..<count])
        if text.last == UInt8(ascii: "\n") { text.removeLast() }
        guard Self.isPassphrase(text) else { throw HotspotFailure(HotspotMessages.notAPassphrase(file)) }
        return String(decoding: text, as: UTF8.self)
    }

    /// A new passphrase, stored before it is returned: written to a new file, fdatasync'ed,
    /// renamed over the old one and the folder synced, so a power cut leaves the old
    /// passphrase or the new one, never half of one, and the board never shows one that a
    /// restart would not give NetworkManager again.
    @discardableResult
    public func rotate(random: inout some HotspotRandom) throws(HotspotFailure) -> String {
        let passphrase = try Self.make(random: &random)
        try makeFolder()
        let staging = folder + "/passphrase.new"
        unlink(staging)
        let fd = open(staging, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw HotspotFailure(HotspotMessages.unwritable(staging, errno: errno)) }
        let line = Array((passphrase + "\n").utf8)
        let written = line.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        let synced = written == line.count && fdatasync(fd) == 0
        let problem = errno
        close(fd)
        guard synced, rename(staging, file) == 0 else {
            let code = synced ? errno : problem
            unlink(staging)
            throw HotspotFailure(HotspotMessages.unwritable(file, errno: code))
        }
        syncFolder()
        return passphrase
    }

    /// Sixteen characters of `alphabet` in groups of four joined by "-". A byte picks a
    /// character only below 248 (8 × 31), so each is equally likely.
    public static func make(random: inout some HotspotRandom) throws(HotspotFailure) -> String {
        let wanted = groups * groupLength
        var picked: [UInt8] = []
        let limit = UInt8(256 - 256 % alphabet.count)
        while picked.count < wanted {
            for byte in try random.bytes(wanted) where byte < limit && picked.count < wanted {
                picked.append(alphabet[Int(byte) % alphabet.count])
            }
        }
        var text: [UInt8] = []
        for (index, character) in picked.enumerated() {
            if index > 0, index % groupLength == 0 { text.append(UInt8(ascii: "-")) }
            text.append(character)
        }
        return String(decoding: text, as: UTF8.self)
    }

    static func isPassphrase(_ bytes: [UInt8]) -> Bool {
        wpaLength.contains(bytes.count) && bytes.allSatisfy { (0x20...0x7E).contains($0) }
    }

    private func makeFolder() throws(HotspotFailure) {
        if mkdir(folder, 0o700) != 0, errno != EEXIST {
            throw HotspotFailure(HotspotMessages.unwritable(folder, errno: errno))
        }
    }

    private func syncFolder() {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
