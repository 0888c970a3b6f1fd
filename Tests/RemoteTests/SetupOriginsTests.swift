import Testing
@testable import Remote

/// The addresses the idle board gives for the phone set-up page (ADR 030).
@Suite struct SetupOriginsTests {
    @Test func aWildcardListenShowsEachAddressAPhoneCanReach() {
        let interfaces = ["192.168.1.20", "169.254.3.4", "10.0.2.15"]
        #expect(SetupOrigins.origins(host: "0.0.0.0", port: 8080, interfaces: interfaces) == ["http://192.168.1.20:8080", "http://10.0.2.15:8080"])
        #expect(SetupOrigins.origins(host: "::", port: 80, interfaces: interfaces) == ["http://192.168.1.20:80", "http://10.0.2.15:80"])
        #expect(SetupOrigins.origins(host: "0.0.0.0", port: 8080, interfaces: []) == [])
    }

    @Test func aNamedAddressIsShownAsItIs() {
        #expect(SetupOrigins.origins(host: "192.168.1.20", port: 8080, interfaces: ["10.0.2.15"]) == ["http://192.168.1.20:8080"])
        #expect(SetupOrigins.origins(host: "fd00::5", port: 8080, interfaces: []) == ["http://[fd00::5]:8080"])
    }

    /// The machine's own list: never a loopback address (a test machine has at least `lo`).
    @Test func theMachinesAddressesLeaveOutLoopback() {
        #expect(!SetupOrigins.interfaceAddresses().contains { $0.hasPrefix("127.") })
    }
}
