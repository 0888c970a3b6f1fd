/// Something whose brightness the kiosk can set: an LED panel's driver, a screen's backlight.
/// The brightness schedule and the box's brightness combo reach every one of them
/// (`BrightnessControl`, docs/displays.md).
public protocol BrightnessTarget: AnyObject {
    /// The device, as the log names it.
    var brightnessName: String { get }
    /// Sets the brightness, 1 to 100 percent of the device's range.
    func setBrightness(percent: Int) throws(DisplayError)
}
