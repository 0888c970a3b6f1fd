import Renderer

/// A screen the scoreboard shows on: DRM/KMS (HDMI), fbdev, or an image file. A display writes
/// what changed into the screen's buffers from a `FrameSource`: the kiosk's `RenderedFrame`
/// paints those rectangles as they are asked for; a `Canvas` is a frame already painted.
///
/// Everything here runs on the kiosk's single reactor thread: a display never blocks and
/// never starts a thread. What it needs polled (a DRM fd for page-flip events, a hotplug
/// socket) it lists in `descriptors`; the reactor calls `service(_:)` when one is readable.
public protocol Display: AnyObject {
    /// The scan-out size in pixels (panel orientation, before software rotation), or nil while
    /// no screen is connected: the kiosk keeps scoring and shows the board when one appears.
    var size: PixelSize? { get }

    /// Shows `frame`, which is exactly `size`. `damage` lists the rectangles that changed
    /// since the previous frame passed to this display; a display that lost its picture (a
    /// new mode, a VT switch) copies the whole frame whatever `damage` says.
    ///
    /// Never waits: a display still busy with the previous frame (a page flip not yet done)
    /// keeps `frame` and the damage and sends it when it can, reporting `.presented` from
    /// `service(_:)` then. It writes from `frame` until then, so change `frame` only to
    /// present it again (what it writes then is the newest frame, which is what should show).
    @discardableResult
    func present(_ frame: any FrameSource, damage: [Rect]) throws(DisplayError) -> Presentation

    /// File descriptors for the reactor to poll for reading.
    var descriptors: [Int32] { get }

    /// Handles a readable descriptor from `descriptors` (a flip completed, a hotplug event).
    func service(_ fd: Int32) -> DisplayChange

    /// The slow safety net behind hotplug events: looks at the hardware again.
    func reprobe() -> DisplayChange

    /// Gives the screen back (the previous CRTC, the text console) before the process exits.
    func close()
}

/// What became of a frame handed to `Display.present`.
public enum Presentation: Equatable, Sendable {
    /// On its way to the screen now (the flip is requested, the file written).
    case submitted
    /// Kept until the display can take it (a flip in flight, the screen taken by another
    /// program): `service(_:)` reports `.presented` once it is sent, or `.needsFullFrame`.
    case held
}

/// What a display tells the kiosk after servicing an event or a re-probe.
public enum DisplayChange: Equatable, Sendable {
    /// Nothing the kiosk must act on.
    case none
    /// The screen appeared, went away (nil) or changed mode: lay out and paint a whole frame.
    case resized(PixelSize?)
    /// Same size, but the picture on the screen was lost (master regained, VT back): the
    /// next `present` copies the whole frame; the kiosk should present now.
    case needsFullFrame
    /// A frame that `present` held back has now been sent to the screen.
    case presented
}
