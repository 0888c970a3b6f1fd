import FuzzSupport

// A match's saved state (ADR 059): the engine's reader, then the file beside a journal.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSnapshot(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    SnapshotFuzz.run(fuzzInput(data, count))
    return 0
}
