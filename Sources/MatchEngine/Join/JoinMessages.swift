/// The words under and beside the join codes (docs/network.md): what each code does, and the
/// name, passphrase and address spelt out for those who cannot scan.
public enum JoinMessages {
    public static func wifiName(_ ssid: String) -> String { "Wi-Fi: " + ssid }
    public static func wifiPassword(_ passphrase: String?) -> String {
        passphrase.map { "Password: " + $0 } ?? "No password"
    }
    public static let pairTitle = "Scan to score on your phone"
    /// Under the small code in a page's corner: a second scorer or the umpire joins from it.
    public static func cornerCaption(_ place: String) -> String { "Score on your phone: " + place }
    /// A panel too small for a code (an LED panel) says where to go in words.
    public static func ledName(_ ssid: String) -> String { "WiFi " + ssid }
}
