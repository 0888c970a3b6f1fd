import FuzzSupport

// A roster picture (ADR 053): decode and normalise, as a headshot and as a logo.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImages(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    ImagesFuzz.run(fuzzInput(data, count))
    return 0
}
