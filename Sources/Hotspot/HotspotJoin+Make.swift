import Glibc

extension HotspotJoin {
    /// What the board shows for joining (the lead wires this into the QR code's `JoinDetails`):
    /// the config's network name, the stored passphrase (made now at first use), the machine's
    /// host name in `.local` as Avahi announces it, and the web app's port.
    public static func make(settings: HotspotSettings, dataDirectory: String, port: Int,
                            random: inout some HotspotRandom) throws(HotspotFailure) -> HotspotJoin {
        let passphrase = try HotspotPassphrase(dataDirectory: dataDirectory).current(random: &random)
        return HotspotJoin(ssid: settings.name, passphrase: passphrase, hostName: localName(hostName: systemHostName()), port: port)
    }

    /// gethostname(2): the name avahi-daemon announces (it follows the system's).
    public static func systemHostName() -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
