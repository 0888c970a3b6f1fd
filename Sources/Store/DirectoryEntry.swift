/// A name in a directory and what it is (a final symbolic link not followed): one listing
/// tells both, where an `lstat` a name would walk the path again for each (ADR 052).
public struct DirectoryEntry: Sendable, Equatable {
    public let name: String
    public let kind: FileKind

    public init(name: String, kind: FileKind) {
        self.name = name
        self.kind = kind
    }
}
