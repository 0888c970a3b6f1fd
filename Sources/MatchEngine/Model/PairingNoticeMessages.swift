/// The pairing code as the big screen shows it (docs/remote.md, ADR 027): the digits in two
/// groups of three, which a person reads off a screen across a ground and types without
/// losing their place; a tiny panel gets the digits alone.
public enum PairingNoticeMessages {
    public static func code(_ digits: String) -> String {
        "Phone pairing code " + grouped(digits)
    }

    public static func compact(_ digits: String) -> String { "Code " + grouped(digits) }

    static func grouped(_ digits: String) -> String {
        guard digits.count == 6 else { return digits }
        return String(digits.prefix(3)) + " " + String(digits.suffix(3))
    }
}
