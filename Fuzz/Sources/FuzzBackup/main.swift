import FuzzSupport

// A backup file's lines (ADR 037): the header and every file line, as restore reads them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBackup(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    BackupFuzz.run(fuzzInput(data, count))
    return 0
}
