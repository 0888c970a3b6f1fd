import MatchEngine

/// The libgpiod calls behind `GPIOSource` and `GPIOInventory`. libgpiod 1.x (Debian 12,
/// Raspberry Pi OS bookworm) and 2.x (Debian 13, trixie) share almost no function and a
/// binary links exactly one of them, so Package.swift picks the implementation when it is
/// built, from pkg-config's version of the installed library (ADR 017). Both request one
/// line per event descriptor, so the source above them is the same for both.
protocol GPIOLibrary {
    associatedtype Line: GPIOLineHandle
    associatedtype Requested: GPIORequested where Requested.Line == Line

    /// Requests each mapped line by name for both edges with the configured bias and
    /// polarity. Lines that cannot be had are reported in `problems`; the rest are returned.
    static func request(_ map: GPIOMap) -> Requested
    /// The edges queued on a line (`true` = became active, i.e. pressed) with the kernel's
    /// CLOCK_MONOTONIC times, all that are queued in one read.
    static func readEvents(_ line: Line) -> [(active: Bool, time: InputInstant)]
    /// The line's level now (active = pressed), or `nil` if it cannot be read.
    static func isActive(_ line: Line) -> Bool?
    static func release(_ requested: Requested)
    /// One chip and every line on it, for `GPIOInventory`.
    static func chip(path: String, name: String) -> GPIOInventory.Chip
}

/// A requested line: what it means and the descriptor its edges arrive on.
protocol GPIOLineHandle {
    var name: String { get }
    var button: BoxKey { get }
    var fd: Int32 { get }
}

/// What `request` got: the lines, and why the others could not be had.
protocol GPIORequested {
    associatedtype Line: GPIOLineHandle
    var lines: [Line] { get }
    var problems: [String] { get }
}

#if LIBGPIOD_V2
typealias GPIOBackend = GPIOBackendV2
#else
typealias GPIOBackend = GPIOBackendV1
#endif
