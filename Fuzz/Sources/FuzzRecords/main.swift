import FuzzSupport

// The phone's record forms: a match edit and the roster's player and team forms.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecords(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    RecordsFuzz.run(fuzzInput(data, count))
    return 0
}
