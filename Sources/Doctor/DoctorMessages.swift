import Displays
import Renderer

/// Every sentence `scoreline doctor` prints. Written for the volunteer at the ground: what
/// was found, and for a problem, what to do next.
enum DoctorMessages {
    static func verdict(_ reasons: [String]) -> String {
        guard !reasons.isEmpty else { return "READY: everything the scoreboard needs is present." }
        return "NOT READY: " + reasons.joined(separator: "; ") + "."
    }

    static func sectionFailed(_ error: any Error) -> String {
        "This section could not be checked: \(error). The other sections are still valid."
    }

    // MARK: Scoreline and config

    static func version(_ version: String, build: String, executable: String) -> String {
        "Scoreline \(version) (\(build)) at \(executable)"
    }

    static func configValid(_ path: String, summary: String) -> String { "Config \(path): valid (\(summary))." }
    static func noConfig(_ path: String) -> String {
        "No config file at \(path): built-in defaults are used (see docs/config.md to make one)."
    }
    static func configFix(_ path: String) -> String {
        "Fix the lines above (docs/config.md lists every key), then check again with `scoreline config check --config \(path)`."
    }
    static let configReason = "the config file is not valid"
    static let configDefaults = "the config is not valid, so the sections below use the built-in defaults."

    // MARK: Displays

    static let noCards = "No DRM cards in /sys/class/drm: no display driver is loaded (on a Raspberry Pi, add dtoverlay=vc4-kms-v3d to config.txt). The scoreboard can still draw to fbdev or a PNG file."
    static func card(_ name: String, driver: String?, node: Bool) -> String {
        "\(name): driver \(driver ?? "unknown")\(node ? "" : " (but /dev/dri/\(name) is missing: is udev running?)")"
    }
    static func connector(_ c: DisplayInventory.Connector) -> String {
        guard c.isConnected else { return "\(c.name): \(c.status)" }
        let enabled = c.enabled.map { ", \($0)" } ?? ""
        let modes = c.modes.isEmpty ? "no modes" : "modes " + c.modes.joined(separator: ", ")
        return "\(c.name): connected\(enabled), \(modes)"
    }
    static func noModes(_ name: String) -> String {
        "\(name) is connected but reports no modes: the screen's EDID could not be read. Try another cable or HDMI port, or set display.mode in the config."
    }
    static let noScreenConnected = "No screen is connected to any card: check the cable and that the screen is switched on and set to this input."
    static func wouldChoose(card: String, connector: String, mode: String, why: String) -> String {
        "scoreline run would show on \(card) \(connector) at \(mode) (\(why))."
    }
    static func wouldWait(_ why: String) -> String { "scoreline run would wait for a screen: \(why)." }
    static func wouldFail(_ error: String) -> String { "scoreline run could not choose a screen: \(error)" }
    static let noFramebuffers = "No fbdev devices in /sys/class/graphics."
    static func framebuffer(_ fb: DisplayInventory.Framebuffer) -> String {
        let size = fb.virtualSize.map { "size " + $0.replacing(",", with: "x") } ?? "size unknown"
        let depth = fb.bitsPerPixel.map { "\($0) bits per pixel" } ?? "depth unknown"
        let format = fb.layout?.format.map { $0 == .xrgb8888 ? $0.name : "\($0.name) (16 bits per pixel, drawn with a dither)" } ?? depth
        return "\(fb.name): \(fb.driverName ?? "unnamed"), \(size), \(format)\(fb.deviceNode ? "" : " (but /dev/\(fb.name) is missing)")"
    }
    static func framebufferRefused(_ fb: DisplayInventory.Framebuffer, layout: FramebufferLayout) -> String {
        let size = fb.virtualSize.map { "size " + $0.replacing(",", with: "x") } ?? "size unknown"
        return "\(fb.name): \(fb.driverName ?? "unnamed"), \(size), \(layout.description): scoreline run cannot draw this layout on fbdev; it draws XRGB8888, RGB565 or BGR565 (`fbset -depth 32` or `-depth 16`; on a Raspberry Pi framebuffer_depth=32 or 16 in config.txt)."
    }

    // MARK: Buttons

    static let noGPIO = "No GPIO chips (no /dev/gpiochip*): GPIO buttons cannot work on this machine. USB keypads and the terminal still can."
    static func chip(_ name: String, label: String, lines: Int, used: Int) -> String {
        "\(name)\(label.isEmpty ? "" : " [\(label)]"): \(lines) lines, \(used) in use"
    }
    static func namedLines(_ list: String) -> String { "lines: \(list)" }
    static func usedLines(_ list: String) -> String { "in use: \(list)" }
    static let noKeyboards = "No input event devices in /sys/class/input: no USB keypad is plugged in."
    static func keyboard(_ event: String, name: String) -> String { "\(event): \(name)" }
    static func keyboardUnreadable(_ event: String, name: String) -> String {
        "\(event): \(name) (this user cannot read /dev/input/\(event); the service reads it as a member of the input group)"
    }
    static func keyboardNoNode(_ event: String, name: String) -> String {
        "\(event): \(name) (but /dev/input/\(event) is missing: is udev running?)"
    }

    // MARK: Fonts

    static func fontsFromConfig(_ dir: String) -> String { "From the config's fonts.directory: \(dir)" }
    static func fontsBundled(_ dir: String) -> String { "Bundled fonts, found in \(dir)" }
    static func font(_ file: String, family: String, style: String, glyphs: Int) -> String {
        "\(file): \(family) \(style), \(glyphs) glyphs, opens with FreeType"
    }
    static let fontsFix = "Install the fonts (the package puts them in /usr/share/scoreline/fonts: sudo apt install --reinstall scoreline), set SCORELINE_FONTS to the fonts/ folder, or point [fonts] directory in the config at a folder holding them."
    static let fontsReason = "fonts are missing or unreadable"
    static func systemFontMissing(_ path: String) -> String {
        "No \(path): Chinese, Japanese and Korean names will show as boxes. Install it with sudo apt install fonts-noto-cjk."
    }

    // MARK: Data directory

    static func dataDirectory(_ path: String, from: String) -> String { "\(path) (\(from))" }
    static let fromOption = "from --data-dir"
    static let fromConfig = "from the config's data_dir"
    static let fromDefault = "the default"
    static func dataMissing(_ path: String) -> String {
        "\(path) does not exist. Create it (sudo install -d -o scoreline -g scoreline \(path)) or point data_dir in the config, or --data-dir, at one that exists."
    }
    static func dataNotDirectory(_ path: String) -> String {
        "\(path) is a file, not a directory. Move it away, or point data_dir in the config, or --data-dir, at a directory."
    }
    static func dataNotWritable(_ path: String, why: String) -> String {
        "\(path) is not writable (\(why)). Give the scoreboard's user write access (sudo chown -R scoreline:scoreline \(path)), or check the card is not mounted read-only."
    }
    static let writable = "writable"
    static func leftover(_ path: String) -> String { "The test file \(path) could not be removed; delete it by hand." }
    static func dataMissingReason(_ path: String) -> String { "the data directory \(path) does not exist" }
    static func dataWriteReason(_ path: String) -> String { "the data directory \(path) is not writable" }
    static func diskReason(_ path: String, _ full: Bool) -> String {
        full ? "the disk holding \(path) is full" : "the disk holding \(path) is read-only"
    }
    static func freeSpace(_ mb: Int) -> String { "\(mb) MB free" }
    static func lowSpace(_ mb: Int) -> String {
        "only \(mb) MB free: the journal stops accepting actions when the disk is full. Export and delete old matches (scoreline export --all, scoreline matches delete)."
    }
    static let noCurrentMatch = "No match in progress."
    static func currentMatch(_ id: String, title: String?, health: String) -> String {
        "Current match \(id)\(title.map { " (\($0))" } ?? ""): \(health)"
    }
    static func journal(records: Int, lastSeq: Int) -> String {
        "journal intact, \(records) \(records == 1 ? "record" : "records"), last sequence number \(lastSeq)"
    }
    static func refusedRecord(_ seq: Int, why: String) -> String {
        "the rules refuse record \(seq), which the scoreboard skips when it loads the match: \(why) Undo or correct it with scoreline matches edit."
    }
    static func unstartable(_ why: String) -> String {
        "its first record is not a match this Scoreline can start (\(why)); the scoreboard will set it aside whole in set-aside/ and start the next match, nothing deleted."
    }
    static func journalDamaged(records: Int, lastSeq: Int, sentence: String) -> String {
        "journal has \(records) intact records up to sequence number \(lastSeq), then \(sentence) Nothing was changed."
    }
    static func queued(_ count: Int) -> String { "\(count) \(count == 1 ? "match" : "matches") queued" }
    static func stored(_ count: Int) -> String { "\(count) \(count == 1 ? "match" : "matches") stored" }

    // MARK: systemd

    static func systemd(invocation: String?, notify: String?) -> String {
        guard invocation != nil || notify != nil else { return "Not running under systemd (started by hand)." }
        let parts = [invocation.map { "invocation \($0)" }, notify.map { "notify socket \($0)" }].compactMap { $0 }
        return "Running under systemd (\(parts.joined(separator: ", ")))."
    }
}
