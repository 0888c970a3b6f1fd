/// The text the join codes encode: the `WIFI:` string phones' cameras read (the de facto
/// standard ZXing set down, which Android and iOS follow) and the pairing page's address.
/// Pure, so the tests work every escape out by hand.
public enum JoinText {
    /// `WIFI:T:WPA;S:<ssid>;P:<passphrase>;;`, or `WIFI:T:nopass;S:<ssid>;;` for an open
    /// network. The name and passphrase are escaped (`escaped(_:)`): a board called
    /// `Smith's; Oval` must not end the name at its semicolon.
    public static func wifiPayload(_ wifi: JoinWifi) -> String {
        guard let passphrase = wifi.passphrase else {
            return "WIFI:T:nopass;S:" + escaped(wifi.ssid) + ";;"
        }
        return "WIFI:T:WPA;S:" + escaped(wifi.ssid) + ";P:" + escaped(passphrase) + ";;"
    }

    /// The characters the `WIFI:` format gives a meaning to, each behind a backslash:
    /// backslash itself (first in meaning: it escapes), the field end `;`, the separators `,`
    /// and `:`, and the quote that marks a hex-looking name as text.
    static let special: Set<Character> = ["\\", ";", ",", ":", "\""]

    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            if special.contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    /// The pairing page at `origin` (`http://scoreline.local:8080`), with the code the big
    /// screen shows filled in when one is live, so a scan lands on the page ready to pair.
    /// The code is six digits (the web app's own); anything else is left off rather than put
    /// into an address.
    public static func pairingURL(origin: String, code: String?) -> String {
        var base = origin
        while base.hasSuffix("/") { base.removeLast() }
        guard let code, code.count == 6, code.allSatisfy({ $0.isASCII && $0.isNumber }) else { return base + "/pair" }
        return base + "/pair?code=" + code
    }
}
