import CDisplayShim
import Glibc

/// The pixel formats an fbdev framebuffer may have that Scoreline draws: the renderer's own
/// XRGB8888 (copied as it is), and the 16-bit RGB565 and BGR565 of small SPI panels and older
/// Raspberry Pi set-ups (converted with a dither, `RGB565Converter`).
public enum FramebufferFormat: Equatable, Sendable {
    case xrgb8888, rgb565, bgr565

    /// The name the doctor and the log give it.
    public var name: String {
        switch self {
        case .xrgb8888: "XRGB8888"
        case .rgb565: "RGB565"
        case .bgr565: "BGR565"
        }
    }

    public var bytesPerPixel: Int { self == .xrgb8888 ? 4 : 2 }
}

/// How a framebuffer lays out a pixel, as `FBIOGET_VSCREENINFO` and `FBIOGET_FSCREENINFO` tell
/// it: the depth and where red, green and blue sit. Plain numbers, so the check is testable
/// without a device and the doctor can name a format the kiosk would refuse.
public struct FramebufferLayout: Codable, Equatable, Sendable {
    public struct Field: Codable, Equatable, Sendable {
        public var offset: Int, length: Int
        public init(offset: Int, length: Int) {
            self.offset = offset
            self.length = length
        }
    }

    public var bitsPerPixel: Int
    public var red: Field, green: Field, blue: Field
    /// FB_TYPE_PACKED_PIXELS with FB_VISUAL_TRUECOLOR: pixels hold their colour, not a palette
    /// index or a plane of bits.
    public var packedTrueColor: Bool

    public init(bitsPerPixel: Int, red: Field, green: Field, blue: Field, packedTrueColor: Bool = true) {
        self.bitsPerPixel = bitsPerPixel
        self.red = red
        self.green = green
        self.blue = blue
        self.packedTrueColor = packedTrueColor
    }

    init(_ v: fb_var_screeninfo, _ f: fb_fix_screeninfo) {
        bitsPerPixel = Int(v.bits_per_pixel)
        red = Field(offset: Int(v.red.offset), length: Int(v.red.length))
        green = Field(offset: Int(v.green.offset), length: Int(v.green.length))
        blue = Field(offset: Int(v.blue.offset), length: Int(v.blue.length))
        packedTrueColor = f.type == UInt32(FB_TYPE_PACKED_PIXELS) && f.visual == UInt32(FB_VISUAL_TRUECOLOR)
    }

    /// The format Scoreline draws this layout in, or nil when it cannot.
    public var format: FramebufferFormat? {
        guard packedTrueColor else { return nil }
        let fields = [red, green, blue]
        switch bitsPerPixel {
        case 32 where fields == [Field(offset: 16, length: 8), Field(offset: 8, length: 8), Field(offset: 0, length: 8)]:
            return .xrgb8888
        case 16 where fields == [Field(offset: 11, length: 5), Field(offset: 5, length: 6), Field(offset: 0, length: 5)]:
            return .rgb565
        case 16 where fields == [Field(offset: 0, length: 5), Field(offset: 5, length: 6), Field(offset: 11, length: 5)]:
            return .bgr565
        default:
            return nil
        }
    }

    /// The format's name, or the layout in numbers ("24 bits per pixel, red at bit 16 (8 bits), …").
    public var description: String {
        if let format { return format.name }
        guard packedTrueColor else { return "\(bitsPerPixel) bits per pixel, not packed true colour (a palette or planes)" }
        return "\(bitsPerPixel) bits per pixel, red at bit \(red.offset) (\(red.length) bits), green at bit \(green.offset) (\(green.length)), blue at bit \(blue.offset) (\(blue.length))"
    }

    /// What is accepted and how to get it, for a refusal.
    static let accepted = "Scoreline draws XRGB8888 (32 bits per pixel), RGB565 or BGR565 (16 bits): set one of those (`fbset -depth 32` or `fbset -depth 16`; on a Raspberry Pi framebuffer_depth=32 or 16 in config.txt) or use the DRM output"

    /// The format to draw in, or a refusal naming the device, what it has and what is accepted.
    func checked(path: String) throws(DisplayError) -> FramebufferFormat {
        guard let format else {
            throw DisplayError(device: path, reason: "the framebuffer is \(description); \(Self.accepted)")
        }
        return format
    }

    /// Reads the layout of the framebuffer at `path`, opened read-only and closed again (the
    /// doctor's question; it changes nothing, and works while the kiosk shows the board).
    public static func read(path: String) throws(DisplayError) -> FramebufferLayout {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .cannotOpen(path, errno: errno) }
        defer { Glibc.close(fd) }
        let (variable, fixed) = try screenInfo(fd: fd, path: path)
        return FramebufferLayout(variable, fixed)
    }

    /// The kernel's two descriptions of the framebuffer open as `fd`, or the refusal of a file
    /// that is not one (the doctor's read and the display's share it).
    static func screenInfo(fd: Int32, path: String) throws(DisplayError) -> (fb_var_screeninfo, fb_fix_screeninfo) {
        var variable = fb_var_screeninfo()
        var fixed = fb_fix_screeninfo()
        guard scoreline_fb_get_var(fd, &variable) == 0, scoreline_fb_get_fix(fd, &fixed) == 0 else {
            throw DisplayError(device: path, reason: "is not a framebuffer device (\(String(cString: strerror(errno))))")
        }
        return (variable, fixed)
    }
}
