import MatchEngine

#if !LIBGPIOD_V2
import CGPIOD
import Glibc

/// Every libgpiod call, for the 1.x library (v1 API: Debian 12, Raspberry Pi OS bookworm).
/// Built when pkg-config reports libgpiod 1.x, or cannot say (ADR 017); GPIOBackendV2.swift
/// is the 2.x one. "Cannot find 'gpiod_line_find' in scope" here means libgpiod 2 is installed
/// but SwiftPM reused a manifest evaluated before (an upgrade in place):
/// `rm -rf .build ~/.cache/org.swift.swiftpm/manifests` and build again.
enum GPIOBackendV1: GPIOLibrary {
    /// A requested line: its event descriptor and what it means.
    struct Line: GPIOLineHandle {
        var name: String
        var button: BoxKey
        var fd: Int32
        var handle: OpaquePointer
        /// Found by `gpiod_line_find`, which opens a chip per line: closed with the line.
        var ownsChip: Bool
    }

    /// What `request` got: the lines, and the chip they share when one was named (closed
    /// once, after its lines are released).
    struct Requested: GPIORequested {
        var lines: [Line]
        var sharedChip: OpaquePointer?
        var problems: [String]
    }

    static let consumer = "scoreline"

    static func request(_ map: GPIOMap) -> Requested {
        var lines: [Line] = []
        var problems: [String] = []
        var chip: OpaquePointer?
        if let wanted = map.chip {
            chip = gpiod_chip_open_lookup(wanted)
            if chip == nil {
                return Requested(lines: [], problems: [GPIOMessages.chipNotFound(wanted)])
            }
        }
        if chip == nil, GPIOInventory.summaries().isEmpty {
            return Requested(lines: [], problems: [GPIOMessages.noChips(map)])
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
                problems.append(GPIOMessages.lineNotFound(name, button: button, chip: map.chip))
                continue
            }
            guard gpiod_line_request_both_edges_events_flags(line, consumer, flags) == 0 else {
                let failure = errno
                let holder = gpiod_line_consumer(line).map { String(cString: $0) }
                problems.append(GPIOMessages.cannotRequest(name, button: button, errno: failure, holder: holder))
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

    /// One read takes all that are queued: the kernel keeps only 16 per line, and a bouncing
    /// contact makes many.
    static func readEvents(_ line: Line) -> [(active: Bool, time: InputInstant)] {
        var events = [gpiod_line_event](repeating: gpiod_line_event(), count: 16)
        let n = gpiod_line_event_read_fd_multiple(line.fd, &events, UInt32(events.count))
        guard n > 0 else { return [] }
        return events.prefix(Int(n)).map { event in
            let time = InputInstant(nanoseconds: Int64(event.ts.tv_sec) * 1_000_000_000 + Int64(event.ts.tv_nsec))
            return (event.event_type == Int32(GPIOD_LINE_EVENT_RISING_EDGE), time)
        }
    }

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

    static func chip(path: String, name: String) -> GPIOInventory.Chip {
        guard let chip = gpiod_chip_open(path) else {
            return GPIOInventory.Chip(path: path, name: name, label: "", lines: [], problem: GPIOMessages.cannotOpen(path, errno: errno))
        }
        defer { gpiod_chip_close(chip) }
        var lines: [GPIOInventory.Line] = []
        for offset in 0..<gpiod_chip_num_lines(chip) {
            guard let line = gpiod_chip_get_line(chip, offset) else { continue }
            lines.append(GPIOInventory.Line(
                offset: Int(offset), name: gpiod_line_name(line).map { String(cString: $0) },
                used: gpiod_line_is_used(line), consumer: gpiod_line_consumer(line).map { String(cString: $0) }))
        }
        return GPIOInventory.Chip(path: path, name: String(cString: gpiod_chip_name(chip)), label: String(cString: gpiod_chip_label(chip)), lines: lines, problem: nil)
    }
}
#endif
