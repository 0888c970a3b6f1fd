import Logging

/// libFuzzer calls this once before the first input (its optional hook; `swift build
/// --sanitize fuzzer` links libFuzzer's own main, which calls each target's
/// `LLVMFuzzerTestOneInput`).
@_cdecl("LLVMFuzzerInitialize")
public func fuzzerInitialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    // The program logs every press; on thousands of inputs a second that is only noise.
    LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
    return 0
}

/// The input as bytes (libFuzzer may pass a null pointer for the empty input).
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
    guard let data, count > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: count))
}

/// A broken promise: the message goes to stderr and the process traps, which libFuzzer reports
/// as a crash with the input that caused it.
/// (A plain String: Swift 6.3's optimizer crashes on an autoclosure here, in a `guard … else`.)
public func finding(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    fatalError("FINDING: \(message)", file: file, line: line)
}
