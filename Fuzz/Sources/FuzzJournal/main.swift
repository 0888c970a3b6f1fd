import FuzzSupport

// The journal's line parser and recovery (Journal.open over arbitrary bytes), then the kiosk's start.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJournal(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    JournalFuzz.run(fuzzInput(data, count))
    return 0
}
