import FuzzSupport

// Badminton through the kiosk: the demo preset unless the input starts with a badminton newMatch.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBadminton(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    KioskFuzz(sport: "badminton", preset: #"{"type":"newMatch","sport":"badminton","format":"bwf21","sides":[{"name":"Home"},{"name":"Away"}],"firstServer":{"side":"A"}}"#)
        .run(fuzzInput(data, count))
    return 0
}
