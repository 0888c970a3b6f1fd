/// Path pieces as `NSString`'s path helpers give them, for the few messages and file names
/// that need them: those helpers live in full Foundation, which the binary does not link.
public enum PathText {
    /// `/a/b/c.ttf` → `c.ttf`; trailing slashes are ignored.
    public static func lastComponent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        if trimmed == "/" { return "/" }
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `/a/b/c.ttf` → `/a/b`, `/a` → `/`, `c.ttf` → empty.
    public static func deletingLastComponent(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return withoutTrailingSlashes(String(trimmed[..<slash]))
    }

    /// `frame.png` → `png`; empty when the last component has no dot after its first character.
    static func pathExtension(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    private static func withoutTrailingSlashes(_ path: String) -> String {
        var result = Substring(path)
        while result.count > 1 && result.hasSuffix("/") { result = result.dropLast() }
        return String(result)
    }
}
