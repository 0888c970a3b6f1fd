import Displays
import ProjectionCenter
import Session
import Settings

extension Kiosk {
    /// How often the schedule is looked at: a minute's resolution, checked twice a minute.
    static let brightnessCheckMilliseconds: UInt64 = 30_000

    /// The brightness schedule and combo (docs/displays.md) over the LED panel and any
    /// backlight; nothing when there is neither to set.
    static func startBrightness(_ config: ScorelineConfig, hub: ProjectionHub, loop: SessionLoop) {
        let targets = hub.brightnessTargets + SysfsBacklight.all()
        guard !targets.isEmpty else { return }
        let control = BrightnessControl(config.brightness ?? BrightnessConfig(), targets: targets)
        loop.brightnessStep = { control.step(.now()) }
        // Without a schedule only the combo changes anything: no timer.
        guard !(config.brightness?.schedule.isEmpty ?? true) else { return }
        loop.attach { reactor in
            func check() {
                control.update(.now())
                reactor.after(milliseconds: brightnessCheckMilliseconds) { check() }
            }
            check()
        }
    }
}
