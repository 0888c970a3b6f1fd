import FuzzSupport

// The import reader (an export file's JSON and its journal lines) and what import then writes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImport(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    ImportFuzz.run(fuzzInput(data, count))
    return 0
}
