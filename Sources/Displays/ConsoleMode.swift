import CDisplayShim
import Glibc
import Logging

/// Keeps the text console off the board: while Scoreline owns the screen the active virtual
/// terminal is in graphics mode (KD_GRAPHICS), so neither the console's text and cursor nor
/// kernel messages are drawn over it; `restore()` gives the text console back.
///
/// Best effort: without a VT (a container, a serial-only machine) or without the right to
/// switch it, the board still shows; only console output might then appear on an fbdev screen.
final class ConsoleMode {
    private var logger: Logger
    private var tty: Int32 = -1
    private var ttyPath = ""
    /// Tried once per ownership of the screen: a VT that cannot be switched is not retried
    /// on every frame.
    private var tried = false

    init(logger: Logger) { self.logger = logger }

    deinit { restore() }

    /// Switches the active VT to graphics mode, once.
    func enterGraphics() {
        guard !tried else { return }
        tried = true
        // /dev/tty0 is whichever VT is in front; the mode is set on that VT by number so that
        // `restore` reaches the same one after a VT switch.
        let current = open("/dev/tty0", O_WRONLY | O_CLOEXEC | O_NOCTTY)
        guard current >= 0 else {
            logger.debug("console: no /dev/tty0 (\(String(cString: strerror(errno)))); the text console is left alone")
            return
        }
        let active = scoreline_vt_active(current)
        Glibc.close(current)
        guard active > 0 else {
            logger.debug("console: cannot tell the active VT; the text console is left alone")
            return
        }
        ttyPath = "/dev/tty\(active)"
        // Without O_NOCTTY: a service (a session leader without a terminal) gets this VT as its
        // controlling terminal, which is what lets it change the mode without privileges.
        let fd = open(ttyPath, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else {
            logger.notice("console: cannot open \(ttyPath) (\(String(cString: strerror(errno)))); console text may show over an fbdev board")
            return
        }
        guard scoreline_kd_set_mode(fd, Int32(KD_GRAPHICS)) == 0 else {
            logger.notice("console: cannot switch \(ttyPath) to graphics mode (\(String(cString: strerror(errno)))); console text may show over an fbdev board")
            Glibc.close(fd)
            return
        }
        tty = fd
        logger.debug("console: \(ttyPath) in graphics mode")
    }

    /// Puts the VT back in text mode (also when a killed run left it in graphics mode before
    /// this one), so the console shows again.
    func restore() {
        tried = false
        guard tty >= 0 else { return }
        if scoreline_kd_set_mode(tty, Int32(KD_TEXT)) != 0 {
            logger.notice("console: cannot switch \(ttyPath) back to text mode (\(String(cString: strerror(errno))))")
        }
        Glibc.close(tty)
        tty = -1
    }
}
