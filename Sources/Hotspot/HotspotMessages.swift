import Glibc

/// Every sentence the hotspot module says (docs/network.md).
public enum HotspotMessages {
    static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    static func unreadable(_ path: String, errno code: Int32) -> String {
        "Cannot read the hotspot's passphrase from \(path) (\(reason(code)))."
    }

    static func notAFile(_ path: String) -> String {
        "\(path) is not a regular file (a FIFO, a device or a folder): the Wi-Fi passphrase must be a plain file. Remove it, or run `scoreline network rotate` to make a new one."
    }

    static func notAPassphrase(_ path: String) -> String {
        "\(path) holds no Wi-Fi passphrase: it must be one line of 8 to 63 printable ASCII characters. Fix it, or run `scoreline network rotate` to make a new one."
    }

    static func unwritable(_ path: String, errno code: Int32) -> String {
        "Cannot store the hotspot's passphrase at \(path) (\(reason(code))); the old one, if any, is kept."
    }

    static func rotated(ssid: String) -> String {
        "A new passphrase for \"\(ssid)\" is stored; phones that joined with the old one must join again."
    }

    static let restarting = "The hotspot was up: it is stopped, and the kiosk starts it again with the new passphrase within a few seconds."

    static func notRestarted(_ reason: String) -> String {
        let reason = reason.hasSuffix(".") ? String(reason.dropLast()) : reason
        return "The hotspot could not be checked or stopped (\(reason)); restart the kiosk (`systemctl restart scoreline`) for the new passphrase to take effect."
    }

    static func show(_ join: HotspotJoin, mode: HotspotMode) -> String {
        """
        hotspot: \(mode.rawValue)
        network: \(join.ssid)
        passphrase: \(join.passphrase)
        name: \(join.hostName)
        address: \(join.address)
        page: \(join.pageAddress)

        """
    }
}

extension HotspotMessages {
    static func noBus(_ detail: String) -> String {
        "The hotspot needs the system bus, and it could not be reached (\(detail))."
    }

    static func managerRefused(_ detail: String) -> String {
        "\(detail). Is NetworkManager installed and running (`systemctl status NetworkManager`)?"
    }
}
