import CGPIOD
import Glibc

/// Every libgpiod call, for the 1.x library (v1 API: Debian 12, Raspberry Pi OS bookworm).
/// A 2.x backend (Debian 13) goes in a file beside this one with the same three functions.
struct GPIOBackendV1 {
    /// A requested line: its event descriptor and what it means.
    struct Line {
        var name: String
        var button: Button
        var fd: Int32
        var handle: OpaquePointer
        /// Found by `gpiod_line_find`, which opens a chip per line: closed with the line.
        var ownsChip: Bool
    }

    /// What `request` got: the lines, and the chip they share when one was named (closed
    /// once, after its lines are released).
    struct Requested {
        var lines: [Line]
        var sharedChip: OpaquePointer?
        var problems: [String]
    }

    static let consumer = "scoreline"

    /// Requests each mapped line by name for both edges with the configured bias and
    /// polarity. Lines that cannot be had are reported in `problems`; the rest are returned.
    static func request(_ map: GPIOMap) -> Requested {
        var lines: [Line] = []
        var problems: [String] = []
        var chip: OpaquePointer?
        if let wanted = map.chip {
            chip = gpiod_chip_open_lookup(wanted)
            if chip == nil {
                let chips = chipSummaries().map(\.name).joined(separator: ", ")
                return Requested(lines: [], problems: ["GPIO chip \(wanted) not found. Chips present: \(chips.isEmpty ? "none" : chips)."])
            }
        }
        if chip == nil, chipSummaries().isEmpty {
            let names = map.lines.keys.sorted().joined(separator: " ")
            return Requested(lines: [], problems: ["No GPIO chips found (no /dev/gpiochip*: is the GPIO driver loaded, and may this user open it?), so lines \(names) cannot be read."])
        }
        var flags = Int32(0)
        if map.activeLow { flags |= Int32(GPIOD_LINE_REQUEST_FLAG_ACTIVE_LOW) }
        switch map.bias {
        case .pullUp: flags |= Int32(GPIOD_LINE_REQUEST_FLAG_BIAS_PULL_UP)
        case .pullDown: flags |= Int32(GPIOD_LINE_REQUEST_FLAG_BIAS_PULL_DOWN)
        case .disabled: flags |= Int32(GPIOD_LINE_REQUEST_FLAG_BIAS_DISABLE)
        case .asIs: break
        }
        for (name, button) in map.lines.sorted(by: { $0.key < $1.key }) {
            // By name: a Pi 5's header lines sit on a differently numbered chip than a Pi 4's.
            let line = chip.map { gpiod_chip_find_line($0, name) } ?? gpiod_line_find(name)
            guard let line else {
                let known = chipSummaries().map { "\($0.name) (\($0.label)): \($0.lines.isEmpty ? "no named lines" : $0.lines.joined(separator: " "))" }
                problems.append("GPIO line \(name) (for \(button)) not found\(map.chip.map { " on \($0)" } ?? ""). Lines present: \(known.isEmpty ? "no GPIO chips" : known.joined(separator: "; ")).")
                continue
            }
            guard gpiod_line_request_both_edges_events_flags(line, consumer, flags) == 0 else {
                let why = String(cString: strerror(errno))
                let holder = gpiod_line_consumer(line).map { " (held by \(String(cString: $0)))" } ?? ""
                problems.append("GPIO line \(name) (for \(button)) cannot be requested: \(why)\(holder).")
                if chip == nil { gpiod_line_close_chip(line) }
                continue
            }
            lines.append(Line(name: name, button: button, fd: gpiod_line_event_get_fd(line), handle: line, ownsChip: chip == nil))
        }
        if lines.isEmpty, let chip {
            gpiod_chip_close(chip)
            return Requested(lines: [], problems: problems)
        }
        return Requested(lines: lines, sharedChip: chip, problems: problems)
    }

    /// The edges queued on a line's descriptor (`true` = became active, i.e. pressed) with the
    /// kernel's CLOCK_MONOTONIC times. One read takes all that are queued: the kernel keeps
    /// only 16 per line, and a bouncing contact makes many.
    static func readEvents(_ fd: Int32) -> [(active: Bool, time: InputInstant)] {
        var events = [gpiod_line_event](repeating: gpiod_line_event(), count: 16)
        let n = gpiod_line_event_read_fd_multiple(fd, &events, UInt32(events.count))
        guard n > 0 else { return [] }
        return events.prefix(Int(n)).map { event in
            let time = InputInstant(nanoseconds: Int64(event.ts.tv_sec) * 1_000_000_000 + Int64(event.ts.tv_nsec))
            return (event.event_type == Int32(GPIOD_LINE_EVENT_RISING_EDGE), time)
        }
    }

    /// The line's level now (active = pressed), or `nil` if it cannot be read.
    static func isActive(_ line: Line) -> Bool? {
        let v = gpiod_line_get_value(line.handle)
        return v < 0 ? nil : v == 1
    }

    static func release(_ requested: Requested) {
        for line in requested.lines {
            gpiod_line_release(line.handle)
            if line.ownsChip { gpiod_line_close_chip(line.handle) }
        }
        if let chip = requested.sharedChip { gpiod_chip_close(chip) }
    }

    /// The chips present and their named lines, for messages that say what exists.
    static func chipSummaries() -> [(name: String, label: String, lines: [String])] {
        GPIOInventory.chips().filter { $0.problem == nil }.map { chip in (chip.name, chip.label, chip.lines.compactMap { $0.name }) }
    }
}
