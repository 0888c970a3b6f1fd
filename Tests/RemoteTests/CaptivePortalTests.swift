import HTTPTypes
import Hotspot
import Hummingbird
import HummingbirdTesting
import Testing
@testable import Remote

/// The captive-portal probes, against the real server on loopback (`.live`): on the hotspot's
/// address they are redirected to the kiosk's page, which is what makes Android ("Sign in to
/// network"), iOS (the captive sheet) and Windows open it; elsewhere they are unknown paths.
/// The loopback address stands for the hotspot's here (the server tells them apart by the
/// address the connection came to, which on the box is 10.42.0.1).
@Suite(.serialized) struct CaptivePortalTests {
    static let probes = ["/generate_204", "/hotspot-detect.html", "/connecttest.txt"]

    @Test func theHotspotsAddressIsNetworkManagersShared() {
        #expect(CaptivePortalRoutes.hotspotAddress == HotspotProfile.address)
    }

    @Test func onTheHotspotEveryProbeIsSentToTheKiosksPage() async throws {
        let test = try RemoteTestApp(captivePortalAddress: "127.0.0.1")
        defer { test.stop() }
        let app = Application(router: test.router(), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client async throws in
            let port = try #require(client.port)
            for probe in Self.probes {
                // The phone's request carries the probe's own host name (the hotspot's DNS
                // answered it with the box's address); the route does not look at it, only at
                // the address the connection came to. The VM test sends the real names.
                let response = try await client.execute(uri: probe, method: .get)
                // Not Android's 204, nor Apple's "Success" page, nor "Microsoft Connect Test":
                // a redirect to the kiosk's own page at the address and port the probe reached.
                #expect(response.status == .found, "\(probe)")
                #expect(response.headers[.location] == "http://127.0.0.1:\(port)/", "\(probe)")
                #expect(response.headers[.cacheControl] == "no-store")
            }
        }
    }

    @Test func offTheHotspotTheProbesAreUnknown() async throws {
        let test = try RemoteTestApp()
        defer { test.stop() }
        let app = Application(router: test.router(), configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client async throws in
            for probe in Self.probes {
                let response = try await client.execute(uri: probe, method: .get)
                #expect(response.status == .notFound, "\(probe)")
                #expect(response.headers[.location] == nil)
            }
        }
    }
}
