/// What this binary is, for bug reports.
enum ScorelineVersion {
    static let version = "0.1.0"

    static var build: String {
        #if DEBUG
        let kind = "debug build"
        #else
        let kind = "release build"
        #endif
        #if arch(x86_64)
        let arch = "x86_64"
        #elseif arch(arm64)
        let arch = "arm64"
        #elseif arch(arm)
        let arch = "armv7"
        #else
        let arch = "unknown architecture"
        #endif
        return "\(kind), \(arch)"
    }
}
