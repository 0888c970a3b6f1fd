import Store

/// The data directory's `images/` folder: normalised images named by the SHA-256 of their
/// bytes (ADR 053). Content naming makes a write idempotent and safe: the same picture twice
/// is one file, and a sound file is never replaced (`createNew` links a synced file into place
/// only when the name is free), so neither a second upload nor a restore can change a picture
/// a roster already points at. The one file ever replaced is one whose bytes no longer hash
/// to its name (damaged on the disk): setting that picture again puts the right bytes back.
public struct ImageStore: Sendable {
    public let folder: String
    private let files: any FileLayer

    public init(root: String, files: any FileLayer = PosixFileLayer()) {
        folder = root + "/images"
        self.files = files
    }

    /// Writes the image durably (synced, the folder synced) unless it is already there;
    /// returns its name, the roster's reference.
    @discardableResult
    public func store(_ image: NormalisedImage) throws(StoreError) -> String {
        let name = image.name
        let path = path(of: name)
        try files.makeDirectory(folder)
        if try files.createNew(path, with: image.bytes) { return name }
        // Something is at the name: the same picture, left alone, or a damaged copy of it
        // (the doctor names those), put right atomically. A link, a FIFO or a folder there is
        // refused by the read, never written through.
        if let here = try files.readRegularFile(path), ImageReference.matches(name, bytes: here) { return name }
        try files.replaceAtomically(path, with: image.bytes)
        return name
    }

    /// Where a reference's file is, or `nil` when the reference is not a stored image's name
    /// (a hand-edited roster's "../../etc/passwd" never becomes a path).
    public func path(for reference: String) -> String? {
        ImageReference.isValid(reference) ? path(of: reference) : nil
    }

    /// The stored bytes of a reference, or `nil` when there are none.
    public func read(_ reference: String) throws(StoreError) -> [UInt8]? {
        guard let path = path(for: reference) else { return nil }
        return try files.readRegularFile(path)
    }

    /// The names in the folder (anything, valid or not: the audit says which is which).
    public func names() throws(StoreError) -> [String] {
        try files.list(folder).sorted()
    }

    private func path(of name: String) -> String { folder + "/" + name }
}

/// A roster's reference to a stored image: 64 lower-case hex digits and `.jpg` or `.png`,
/// nothing else, so it can only ever name a file in `images/`.
public enum ImageReference {
    public static func isValid(_ reference: String) -> Bool {
        Backup.isImageFileName(reference)
    }

    /// Whether `bytes` are what the reference names: its hash is the name's.
    public static func matches(_ reference: String, bytes: [UInt8]) -> Bool {
        isValid(reference) && reference.hasPrefix(ImageDigest.hex(bytes))
    }
}
