/// What `scoreline network show` and `scoreline network rotate` do (docs/network.md); the
/// executable only parses and calls these.
public enum HotspotCommands {
    /// The join details as lines a person (or the VM test, until it reads the board's QR code)
    /// can use: the network, its passphrase, the kiosk's name and address. `port` nil: the
    /// web app's usual 8080.
    public static func show(_ settings: HotspotSettings, _ dataDirectory: String, _ port: Int?) throws(HotspotFailure) -> String {
        var random = SystemRandom()
        let join = try HotspotJoin.make(settings: settings, dataDirectory: dataDirectory, port: port ?? 8080, random: &random)
        return HotspotMessages.show(join, mode: settings.mode)
    }

    /// A new passphrase, stored; then the hotspot, if it is up, is taken down so the kiosk
    /// brings it up again with the new one at its next look (a few seconds): phones joined
    /// with the old passphrase are dropped, which is the point of rotating.
    public static func rotate(_ settings: HotspotSettings, _ dataDirectory: String,
                              control: (any HotspotControl)? = nil) throws(HotspotFailure) -> String {
        let control = control ?? NetworkManagerHotspot(interface: settings.interface)
        var random = SystemRandom()
        try HotspotPassphrase(dataDirectory: dataDirectory).rotate(random: &random)
        var lines = HotspotMessages.rotated(ssid: settings.name)
        do throws(HotspotFailure) {
            if try control.status().hotspotActive {
                try control.takeDown()
                lines += "\n" + HotspotMessages.restarting
            }
        } catch {
            lines += "\n" + HotspotMessages.notRestarted(error.description)
        }
        return lines + "\n"
    }
}
