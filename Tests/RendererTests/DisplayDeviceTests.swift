import CDisplayShim
@testable import Displays
import Foundation
import Testing
@testable import Renderer

/// The device displays on a machine without the devices (the build machines have no
/// /dev/dri and no framebuffer): what they do with nothing, or the wrong thing, to open.
/// The DRM and fbdev paths themselves run in the VM rig (deploy/vm).
@Suite("Display devices without hardware")
struct DisplayDeviceTests {
    static func directory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-dri-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func noCardAtStartIsNotAnError() throws {
        let display = try DRMDisplay(request: DisplayRequest(), directory: "/nonexistent/dri")
        #expect(display.size == nil)
        #expect(display.reprobe() == .none)
        #expect(try display.present(Canvas(width: 4, height: 4), damage: []) == .held)
        display.close()
    }

    @Test func aNodeThatIsNoDRMCardIsPassedOver() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = FileManager.default.createFile(atPath: dir + "/card0", contents: Data())
        _ = FileManager.default.createFile(atPath: dir + "/renderD128", contents: Data())
        #expect(DRMDisplay.cardPaths(in: dir) == [dir + "/card0"])
        #expect(DRMDisplay.describeCards(in: dir) == [CardDescription(path: dir + "/card0", driver: "", hasKMS: false, connectors: [])])
        let display = try DRMDisplay(request: DisplayRequest(), directory: dir)
        #expect(display.size == nil)
        display.close()
    }

    @Test func cardsAreInNumericOrder() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for name in ["card10", "card2", "card1", "cardX", "card1-HDMI-A-1"] { _ = FileManager.default.createFile(atPath: "\(dir)/\(name)", contents: Data()) }
        #expect(DRMDisplay.cardPaths(in: dir) == ["\(dir)/card1", "\(dir)/card2", "\(dir)/card10"])
    }

    @Test func aFileIsNoFramebuffer() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = FileManager.default.createFile(atPath: dir + "/fb0", contents: Data())
        #expect(throws: DisplayError.self) { try FBDevDisplay(path: dir + "/fb0") }
        #expect(throws: DisplayError(device: "/nonexistent/fb0", reason: "cannot open it: No such file or directory")) {
            try FBDevDisplay(path: "/nonexistent/fb0")
        }
    }

    @Test func xrgb8888RGB565AndBGR565FramebuffersAreTaken() throws {
        var v = fb_var_screeninfo()
        var f = fb_fix_screeninfo()
        f.type = UInt32(FB_TYPE_PACKED_PIXELS)
        f.visual = UInt32(FB_VISUAL_TRUECOLOR)
        v.bits_per_pixel = 16
        v.red = fb_bitfield(offset: 11, length: 5, msb_right: 0)
        v.green = fb_bitfield(offset: 5, length: 6, msb_right: 0)
        v.blue = fb_bitfield(offset: 0, length: 5, msb_right: 0)
        #expect(try FBDevDisplay.checkFormat(v, f, path: "/dev/fb1") == .rgb565)
        v.red.offset = 0
        v.blue.offset = 11
        #expect(try FBDevDisplay.checkFormat(v, f, path: "/dev/fb1") == .bgr565)
        // RGB555 (15-bit colour in 16 bits) is another layout: refused, naming it.
        v.red = fb_bitfield(offset: 10, length: 5, msb_right: 0)
        v.green = fb_bitfield(offset: 5, length: 5, msb_right: 0)
        v.blue = fb_bitfield(offset: 0, length: 5, msb_right: 0)
        #expect(throws: DisplayError(
            device: "/dev/fb1",
            reason: "the framebuffer is 16 bits per pixel, red at bit 10 (5 bits), green at bit 5 (5), blue at bit 0 (5); Scoreline draws XRGB8888 (32 bits per pixel), RGB565 or BGR565 (16 bits): set one of those (`fbset -depth 32` or `fbset -depth 16`; on a Raspberry Pi framebuffer_depth=32 or 16 in config.txt) or use the DRM output")) {
            try FBDevDisplay.checkFormat(v, f, path: "/dev/fb1")
        }
        v.bits_per_pixel = 24
        v.red = fb_bitfield(offset: 16, length: 8, msb_right: 0)
        v.green = fb_bitfield(offset: 8, length: 8, msb_right: 0)
        v.blue = fb_bitfield(offset: 0, length: 8, msb_right: 0)
        #expect(throws: DisplayError.self) { try FBDevDisplay.checkFormat(v, f, path: "/dev/fb0") }
        v.bits_per_pixel = 32
        v.red = fb_bitfield(offset: 0, length: 8, msb_right: 0)
        v.blue = fb_bitfield(offset: 16, length: 8, msb_right: 0)
        #expect(throws: DisplayError.self) { try FBDevDisplay.checkFormat(v, f, path: "/dev/fb0") }
        v.red.offset = 16
        v.blue.offset = 0
        #expect(try FBDevDisplay.checkFormat(v, f, path: "/dev/fb0") == .xrgb8888)
        // A palette (8-bit pseudo colour) is no true colour whatever the fields say.
        f.visual = UInt32(FB_VISUAL_PSEUDOCOLOR)
        #expect(throws: DisplayError(
            device: "/dev/fb0",
            reason: "the framebuffer is 32 bits per pixel, not packed true colour (a palette or planes); " + FramebufferLayout.accepted)) {
            try FBDevDisplay.checkFormat(v, f, path: "/dev/fb0")
        }
    }

    @Test func theImageFileIsReplacedWhole() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let display = ImageFileDisplay(path: dir + "/screen.png", size: PixelSize(width: 32, height: 16))
        let frame = Canvas(width: 32, height: 16)
        frame.fill(Rect(x: 4, y: 4, width: 8, height: 8), 0xFFB000)
        #expect(try display.present(frame, damage: [Rect(x: 4, y: 4, width: 8, height: 8)]) == .submitted)
        let back = try ImageFile.readPNG(dir + "/screen.png")
        #expect(back[5, 5] == 0xFFB000 && back[0, 0] == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["screen.png"])
        #expect(throws: DisplayError.self) {
            try ImageFileDisplay(path: "/nonexistent/dir/screen.png", size: PixelSize(width: 4, height: 4)).present(Canvas(width: 4, height: 4), damage: [])
        }
        // A frame of another size is not this file's: kept back, not written.
        #expect(try display.present(Canvas(width: 4, height: 4), damage: []) == .held)
    }
}
