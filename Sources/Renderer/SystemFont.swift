/// A font from a Debian package rather than the repository's `fonts/` (ADR 041): one face of a
/// file, which may be a collection (`.ttc`). Used when the package is installed and skipped
/// when it is not, so a board without it still starts; its script then draws as boxes.
public struct SystemFont: Sendable, Equatable {
    public var path: String
    /// The face within a collection; 0 for a plain font file.
    public var index: Int

    public init(path: String, index: Int = 0) {
        self.path = path
        self.index = index
    }

    /// Chinese, Japanese and Korean names (badminton's): Noto Sans CJK Bold from Debian's
    /// fonts-noto-cjk, 20 MB, too big to bundle. Face 2 of the collection is the Simplified
    /// Chinese one; every face has all the Han, kana and Hangul a name needs, and only the
    /// regional forms of some Han characters differ.
    public static let notoSansCJK = SystemFont(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc", index: 2)
}
