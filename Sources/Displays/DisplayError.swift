import Glibc

/// Why a display could not open or show a frame, in words a volunteer can act on: each case
/// names the device and what to check.
public struct DisplayError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The device or file concerned, e.g. /dev/dri/card0, /dev/fb0, /var/lib/scoreline/screen.png.
    public var device: String
    public var reason: String

    public init(device: String, reason: String) {
        self.device = device
        self.reason = reason
    }

    public var description: String { "\(device): \(reason)" }

    /// A device node that would not open, with the usual cause of a refusal.
    static func cannotOpen(_ device: String, errno code: Int32) -> DisplayError {
        let hint = code == EACCES || code == EPERM ? " (is the user in the video group?)" : ""
        return DisplayError(device: device, reason: "cannot open it: \(String(cString: strerror(code)))\(hint)")
    }
}
