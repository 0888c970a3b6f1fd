/// Marks one press, so `script/press-files` can list the files whose code ran for that press
/// and nothing else (issue 37: the files a press crosses, traced rather than read). The script
/// runs a coverage build of this test under gdb, which stops at these two marks and calls the
/// profile runtime there: counters reset when the source hands the press over, written when
/// the press's board is published. In every other run they do nothing. The runtime's symbols
/// are hidden in the test binary, so a debugger is the one thing that can call them without
/// a build of its own.
enum PressProfileWindow {
    @inline(never) static func open() { marks &+= 1 }
    @inline(never) static func close() { marks &+= 1 }

    /// Something for the marks to do, so no optimiser folds them away.
    private nonisolated(unsafe) static var marks = 0
}
