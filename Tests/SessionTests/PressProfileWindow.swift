import Foundation
import Glibc

/// Marks one press in a coverage build, so `script/press-files` can list the files whose code
/// ran for that press and nothing else (issue 37: the files a press crosses, traced rather than
/// read). Counters are reset when the source hands the press over and written when its board is
/// published. In an ordinary build the profile runtime is absent (`dlsym` finds nothing) and
/// both calls do nothing; the script builds with coverage and exports the symbols.
enum PressProfileWindow {
    /// Where the press's profile goes; set by `script/press-files` only.
    static let variable = "SCORELINE_PRESS_PROFILE"
    private nonisolated(unsafe) static var isOpen = false

    private static var path: String? { ProcessInfo.processInfo.environment[variable] }

    private static func symbol<T>(_ name: String, as type: T.Type) -> T? {
        guard path != nil, let handle = dlopen(nil, RTLD_NOW), let address = dlsym(handle, name) else { return nil }
        return unsafeBitCast(address, to: type)
    }

    /// Starts the window: everything counted before is forgotten.
    static func open() {
        guard !isOpen, let reset = symbol("__llvm_profile_reset_counters", as: (@convention(c) () -> Void).self) else { return }
        isOpen = true
        reset()
    }

    /// Ends the window: writes what ran since `open` to the script's file. The runtime writes
    /// again at exit, so that later write is sent to /dev/null.
    static func close() {
        guard isOpen, let path,
              let setName = symbol("__llvm_profile_set_filename", as: (@convention(c) (UnsafePointer<CChar>) -> Void).self),
              let write = symbol("__llvm_profile_write_file", as: (@convention(c) () -> Int32).self)
        else { return }
        isOpen = false
        path.withCString { setName($0) }
        _ = write()
        "/dev/null".withCString { setName($0) }
    }
}
