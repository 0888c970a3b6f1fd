import FuzzSupport

// Cricket through the kiosk: the demo preset unless the input starts with a cricket newMatch.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCricket(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    KioskFuzz(sport: "cricket", preset: #"{"type":"newMatch","sport":"cricket","teams":[{"name":"Riverside","short":"RIV"},{"name":"Hillcrest","short":"HIL"}],"rules":{"oversPerInnings":20}}"#)
        .run(fuzzInput(data, count))
    return 0
}
