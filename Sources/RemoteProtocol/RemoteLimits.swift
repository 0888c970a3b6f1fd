/// The sizes a phone's request may have, checked before anything is decoded.
public enum RemoteLimits {
    /// A form or a scorer message: far above any real one (a set-up with two XIs is ~2 KB).
    public static let maxBody = 64 * 1024
}
