import Foundation
import Glibc
import Testing
@testable import Store

/// `replaceAtomically` writes its temporary file only where it created it: a symbolic link or
/// a FIFO planted at the name it used to use can neither redirect nor block the write.
@Suite struct AtomicReplaceTests {
    /// The name the temporary file used to have: predictable from the path and the pid.
    static func oldTemporaryName(_ path: String) -> String { "\(path).tmp-\(getpid())" }

    /// The link used to be followed (the file it pointed at overwritten) and then renamed over
    /// the target, which became a link to that file.
    @Test func aPlantedLinkIsNotFollowed() throws {
        let dir = try JournalFormatTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let target = dir + "/meta.json"
        let outside = dir + "/outside.txt"
        try "precious".write(toFile: outside, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: Self.oldTemporaryName(target), withDestinationPath: outside)

        try PosixFileLayer().replaceAtomically(target, with: Array("new".utf8))

        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "precious")
        #expect(try PosixFileLayer().kind(of: target) == .regular)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
    }

    /// Opening a FIFO for writing used to wait for a reader: the write never returned.
    @Test func aPlantedFIFODoesNotBlock() throws {
        let dir = try JournalFormatTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let target = dir + "/current"
        let fifo = Self.oldTemporaryName(target)
        #expect(mkfifo(fifo, 0o644) == 0)
        let result = Locked<Result<Void, StoreError>?>(nil)
        let returned = Self.returnsWithoutBlocking(fifo: fifo) {
            result.value = Result { () throws(StoreError) in try PosixFileLayer().replaceAtomically(target, with: Array("m1".utf8)) }
        }
        #expect(returned, "replaceAtomically blocked on the FIFO")
        #expect(result.value.map { if case .success = $0 { true } else { false } } == true)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "m1")
    }

    /// Runs `body` on another thread and waits for it a bounded time; if it is stuck opening
    /// the FIFO for writing, a reader is opened once so that it returns and the test can end.
    static func returnsWithoutBlocking(fifo: String, _ body: @escaping @Sendable () -> Void) -> Bool {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            body()
            done.signal()
        }
        if done.wait(timeout: .now() + 10) == .success { return true }
        let fd = open(fifo, O_RDONLY | O_NONBLOCK)
        done.wait()
        if fd >= 0 { close(fd) }
        return false
    }
}
