import Displays

/// `scoreline doctor`'s sentences about the LED matrix (docs/ledmatrix.md).
extension DoctorMessages {
    static func ledPanel(_ o: LEDMatrixOptions) -> String {
        let slowdown = o.gpioSlowdown.map { "GPIO slowdown \($0)" } ?? "the library's GPIO slowdown for this Pi"
        return "A \(o.panelSize) panel: \(o.chain) x \(o.parallel) panels of \(o.cols)x\(o.rows), \(o.hardwareMapping) mapping, brightness \(o.brightness)%, \(o.pwmBits) PWM bits, \(slowdown)."
    }
    static func ledHelper(_ path: String) -> String { "scoreline run starts the helper \(path) (it must run as root: see docs/ledmatrix.md)." }
    static func ledSocket(_ path: String) -> String { "scoreline run connects to the helper's socket \(path) (scoreline-ledmatrix.socket)." }
    static func ledNoSocket(_ path: String) -> String {
        "No socket at \(path) (ledmatrix.socket): scoreline run will stop. Enable the helper's socket: sudo systemctl enable --now scoreline-ledmatrix.socket (docs/ledmatrix.md)."
    }
    static let ledLibraryReason = "the LED matrix library librgbmatrix.so.1 is not installed"
    static let ledSoundDriver =
        "The Pi's onboard sound driver snd_bcm2835 is loaded: the LED matrix library refuses to start while it is. Blacklist it: echo 'blacklist snd_bcm2835' | sudo tee /etc/modprobe.d/blacklist-rgb-matrix.conf, then sudo update-initramfs -u and reboot."
}
