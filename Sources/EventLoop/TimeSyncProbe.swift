import CLinux
import Glibc

/// Whether the system vouches for the wall clock: the kernel's NTP state (`adjtimex`, read
/// only: no `STA_UNSYNC` and no `TIME_ERROR`), or systemd-timesyncd's flag file, which it
/// creates once it has set the clock. Until one of them says so, the wall clock is taken as
/// unsynchronised (ADR 044).
public struct TimeSyncProbe: Sendable {
    /// The test-only override: libfaketime fakes the time but not `adjtimex`, so the clock
    /// tests name a file whose text, `synced` or `unsynced`, stands in for the system's answer
    /// (read at every probe, so a test can "sync" a running kiosk). Read by this probe only.
    public static let testOverrideVariable = "SCORELINE_TEST_CLOCK_SYNC_FILE"
    public static let timesyncFlag = "/run/systemd/timesync/synchronized"

    private let overridePath: String?
    private let flagPath: String

    public init(overridePath: String? = TimeSyncProbe.environmentOverride(), flagPath: String = TimeSyncProbe.timesyncFlag) {
        self.overridePath = overridePath
        self.flagPath = flagPath
    }

    public static func environmentOverride() -> String? {
        guard let value = getenv(testOverrideVariable) else { return nil }
        let path = String(cString: value)
        return path.isEmpty ? nil : path
    }

    public func synchronized() -> Bool {
        if let overridePath { return Self.readOverride(overridePath) }
        var state = timex()
        state.modes = 0
        let answer = adjtimex(&state)
        if answer != -1, answer != TIME_ERROR, state.status & STA_UNSYNC == 0 { return true }
        return access(flagPath, F_OK) == 0
    }

    /// The override file's first bytes: `synced` (with any trailing whitespace) is
    /// synchronised; anything else, or no file, is not.
    static func readOverride(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 16)
        let count = read(fd, &bytes, bytes.count)
        guard count > 0 else { return false }
        return String(decoding: bytes[0..<count], as: UTF8.self).split(whereSeparator: \.isWhitespace) == ["synced"]
    }
}
