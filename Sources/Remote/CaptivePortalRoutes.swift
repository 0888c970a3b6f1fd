import Hummingbird

/// The probes phones send on joining a Wi-Fi network to find a captive portal (docs/network.md,
/// ADR 051), answered only on the box's own hotspot: there every name resolves to the box and
/// port 80 is redirected to the web app, so a probe arrives here, and a redirect instead of the
/// expected answer (204, "Success", "Microsoft Connect Test") makes the phone offer to open the
/// kiosk's page. On any other address the paths are unknown, as they were before.
public enum CaptivePortalRoutes {
    /// The hotspot's address (`HotspotProfile.address`): NetworkManager's shared-mode default.
    public static let hotspotAddress = "10.42.0.1"

    /// Android (`generate_204`, `gen_204`), Apple (`hotspot-detect.html`,
    /// `library/test/success.html`), Windows (`connecttest.txt`, `ncsi.txt`) and Firefox
    /// (`canonical.html`, `success.txt`).
    static let probes = [
        "/generate_204", "/gen_204", "/hotspot-detect.html", "/library/test/success.html",
        "/connecttest.txt", "/ncsi.txt", "/canonical.html", "/success.txt",
    ]

    static func register(on router: Router<RemoteContext>, app: RemoteApp) {
        for path in probes {
            router.get(RouterPath(stringLiteral: path)) { _, context -> Response in
                guard let address = app.captivePortalAddress, context.local == address else {
                    throw HTTPError(.notFound, message: RemoteMessages.notFound)
                }
                // The address, not a name: the phone's captive browser resolves nothing else
                // reliably, and the port is the one the probe reached after the redirect.
                let page = context.localPort.map { "http://\(address):\($0)/" } ?? "http://\(address)/"
                var headers = HTTPFields()
                headers[.location] = page
                headers[.cacheControl] = "no-store"
                headers[.contentType] = "text/html; charset=utf-8"
                return Response(status: .found, headers: headers,
                                body: ResponseBody(byteBuffer: ByteBuffer(string: RemoteMessages.captivePortal(page))))
            }
        }
    }
}
