import Glibc

/// Where scoreline-ledmatrix is, and whether the library it loads can be found, for the kiosk
/// and for `scoreline doctor`, which asks the helper (`--check`) rather than load a GPL-2.0
/// library that may exit the process into its own (ADR 032).
public enum LEDMatrixHelperProgram {
    public static let name = "scoreline-ledmatrix"
    /// Names another helper (the tests; a helper installed elsewhere).
    public static let environmentVariable = "SCORELINE_LEDMATRIX_HELPER"
    /// Where the Debian package installs it.
    public static let installedPath = "/usr/lib/scoreline/scoreline-ledmatrix"

    /// The helper to start: `override` (SCORELINE_LEDMATRIX_HELPER) when set, else the one
    /// beside the running `scoreline` (a build tree, /usr/local/bin), else the installed one.
    public static func locate(override: String? = variable(environmentVariable), executable: String? = runningExecutable()) -> String {
        if let override, !override.isEmpty { return override }
        if let executable, let slash = executable.lastIndex(of: "/") {
            let beside = String(executable[..<slash]) + "/" + name
            if access(beside, X_OK) == 0 { return beside }
        }
        return installedPath
    }

    public struct Check: Equatable, Sendable {
        /// librgbmatrix.so.1 loads, with every function the helper calls.
        public var found: Bool
        /// The helper's own sentence: where the library is, or why it is not usable and how
        /// to install it.
        public var text: String

        public init(found: Bool, text: String) {
            self.found = found
            self.text = text
        }
    }

    /// Runs `helper --check` and reads what it says.
    public static func check(_ helper: String) -> Check {
        var pipeFds: [Int32] = [-1, -1]
        guard pipe(&pipeFds) == 0 else {
            return Check(found: false, text: LEDMatrixMessages.cannotStart(String(cString: strerror(errno))))
        }
        // Only the child's 1 and 2 (dup2 clears close-on-exec) keep the write end.
        for fd in pipeFds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeFds[1], 1)
        posix_spawn_file_actions_adddup2(&actions, pipeFds[1], 2)
        var pid: pid_t = 0
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(helper), strdup("--check"), nil]
        defer { for arg in argv { free(arg) } }
        let spawned = posix_spawn(&pid, helper, &actions, nil, argv, environ)
        close(pipeFds[1])
        defer { close(pipeFds[0]) }
        guard spawned == 0 else {
            let why = spawned == ENOENT ? LEDMatrixMessages.helperMissing : LEDMatrixMessages.cannotStart(String(cString: strerror(spawned)))
            return Check(found: false, text: "\(helper): \(why)")
        }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let got = buffer.withUnsafeMutableBytes { read(pipeFds[0], $0.baseAddress, $0.count) }
            if got > 0 { output += buffer[0..<got]; continue }
            if got < 0 && errno == EINTR { continue }
            break
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        var text = String(decoding: output, as: UTF8.self)
        while text.last?.isNewline == true { text.removeLast() }
        return Check(found: status == 0, text: text)
    }

    public static func variable(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    /// /proc/self/exe: the running program, wherever it was started from.
    public static func runningExecutable() -> String? {
        let capacity = Int(PATH_MAX)
        var buffer = [CChar](repeating: 0, count: capacity + 1)
        let length = readlink("/proc/self/exe", &buffer, capacity)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
