@testable import Displays
import Foundation
import MatchEngine
import Testing
@testable import Renderer

/// The copy from the frame to the scan-out buffers, the rotation of damaged rectangles, and
/// the hotplug events: the parts of the displays that need no device.
@Suite("Scan-out buffers and hotplug")
struct ScanoutTests {
    /// Two buffers flipped after every present always end up equal to the frame they last
    /// got, though each present copies only damage: a rectangle damaged while a buffer was
    /// on the screen reaches it at its next turn.
    @Test func everyBufferCatchesUpWithTheFrameItMissed() throws {
        let size = PixelSize(width: 1280, height: 720)
        let before = try RenderSupport.board("cricket-banner")
        var boards = [before]
        for (score, overs) in [("188/6", "18.5"), ("192/6", "19.0"), ("192/7", "19.1"), ("193/7", "19.2")] {
            boards.append(DamageTests.changing(DamageTests.changing(boards.last ?? before, "score", to: score), "overs", to: overs))
        }
        let renderer = try RenderSupport.renderer()
        let frame = Canvas(width: size.width, height: size.height)
        let buffers = ScanoutBuffers([Canvas(width: size.width, height: size.height), Canvas(width: size.width, height: size.height)])
        var copiedArea: [Int] = []
        for board in boards {
            let damage = renderer.paint(board, into: frame)
            copiedArea.append(buffers.update(from: frame, damage: damage).reduce(0) { $0 + $1.area })
            let shown = buffers.buffers[buffers.back]
            #expect(RenderSupport.differingPixels(shown, frame, tolerance: 0) == 0)
            buffers.swap()
        }
        // The first two presents copy whole frames (each buffer starts empty); after that only
        // damage: this frame's and the previous one's.
        #expect(copiedArea[0] == size.width * size.height && copiedArea[1] == size.width * size.height)
        #expect(copiedArea.dropFirst(2).allSatisfy { $0 < size.width * size.height / 4 })
    }

    @Test func presentsWhileAFlipIsInFlightAccumulate() {
        let frame = Canvas(width: 100, height: 100)
        let buffers = ScanoutBuffers([Canvas(width: 100, height: 100), Canvas(width: 100, height: 100)])
        // Both buffers start out lacking the whole frame: two presents fill them.
        buffers.update(from: frame, damage: [frame.bounds])
        buffers.swap()
        buffers.update(from: frame, damage: [])
        buffers.swap()
        #expect(buffers.backLacks.isEmpty)
        // Two frames arrive while a flip is in flight, then the flip completes.
        let first = Rect(x: 10, y: 10, width: 10, height: 10), second = Rect(x: 50, y: 50, width: 5, height: 5)
        frame.fill(first, 0xFF0000)
        buffers.add([first])
        frame.fill(second, 0x00FF00)
        buffers.add([second, Rect(x: 12, y: 12, width: 2, height: 2)])
        #expect(Set(buffers.backLacks) == [first, second])
        #expect(Set(buffers.copyBack(from: frame)) == [first, second])
        #expect(buffers.buffers[buffers.back][15, 15] == 0xFF0000 && buffers.buffers[buffers.back][52, 52] == 0x00FF00)
        // The other buffer still lacks both.
        buffers.swap()
        #expect(Set(buffers.backLacks) == [first, second])
    }

    @Test func manyOrLargeRectanglesBecomeTheWholeFrame() {
        var list = DamageList(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        list.add((0..<(DamageList.maximumCount + 1)).map { Rect(x: $0 * 3, y: 0, width: 1, height: 1) })
        #expect(list.rects == [Rect(x: 0, y: 0, width: 100, height: 100)])
        list.clear()
        list.add([Rect(x: 0, y: 0, width: 100, height: 40), Rect(x: 0, y: 40, width: 100, height: 40)])
        #expect(list.rects == [Rect(x: 0, y: 0, width: 100, height: 100)])
        list.clear()
        list.add([Rect(x: -5, y: 90, width: 20, height: 20), Rect(x: 200, y: 0, width: 5, height: 5)])
        #expect(list.rects == [Rect(x: 0, y: 90, width: 15, height: 10)])
        // The same digits' cells damaged in two frames: one rectangle, not two overlapping.
        list.clear()
        list.add([Rect(x: 10, y: 10, width: 30, height: 20)])
        list.add([Rect(x: 20, y: 10, width: 30, height: 20)])
        #expect(list.rects == [Rect(x: 10, y: 10, width: 40, height: 20)])
        // Two that barely touch stay two: their union would copy more than both.
        list.clear()
        list.add([Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 9, y: 9, width: 10, height: 10)])
        #expect(list.rects.count == 2)
    }

    /// Turning only the damaged rectangles gives the same panel picture as turning the frame.
    @Test(arguments: Rotation.allCases)
    func rotatingDamageEqualsRotatingTheFrame(_ rotation: Rotation) throws {
        let logical = PixelSize(width: 640, height: 360)
        let before = try RenderSupport.board("cricket-banner")
        let after = DamageTests.changing(before, "score", to: "188/6")
        let renderer = try RenderSupport.renderer()
        let canvas = Canvas(width: logical.width, height: logical.height)
        renderer.paint(before, into: canvas)
        let panel = canvas.rotated(rotation)
        let damage = renderer.paint(after, into: canvas)
        #expect(!damage.isEmpty)
        for rect in damage {
            canvas.rotate(rotation, rect: rect, into: panel)
            let turned = rotation.panelRect(rect, logical: logical)
            #expect(panel.bounds.contains(turned))
        }
        #expect(RenderSupport.differingPixels(panel, canvas.rotated(rotation), tolerance: 0) == 0)
    }

    @Test func aRectangleTurnsWithItsPixels() {
        let canvas = Canvas(width: 8, height: 4)
        let rect = Rect(x: 1, y: 0, width: 3, height: 2)
        canvas.fill(rect, 0xFFFFFF)
        for rotation in Rotation.allCases {
            let panel = canvas.rotated(rotation)
            let turned = rotation.panelRect(rect, logical: canvas.size)
            var lit: [Rect] = []
            for y in 0..<panel.height { for x in 0..<panel.width where panel[x, y] != 0 { lit.append(Rect(x: x, y: y, width: 1, height: 1)) } }
            #expect(lit.count == rect.area && lit.allSatisfy { turned.contains($0) }, "\(rotation)")
        }
    }

    @Test func drmEventsAreTheOnesThatMatter() {
        func event(_ fields: [String]) -> UEvent? { UEvent(ArraySlice(fields.joined(separator: "\0").utf8 + [0])) }
        let hotplug = event(["change@/devices/pci0000:00/0000:00:02.0/drm/card0", "ACTION=change", "DEVPATH=/devices/pci0000:00/0000:00:02.0/drm/card0",
                             "SUBSYSTEM=drm", "HOTPLUG=1", "DEVNAME=dri/card0", "DEVTYPE=drm_minor", "SEQNUM=1480", "MAJOR=226", "MINOR=0"])
        #expect(hotplug?.action == "change")
        #expect(hotplug?.properties["HOTPLUG"] == "1")
        #expect(hotplug?.concernsDisplays == true)
        let cardAdded = event(["add@/devices/pci0000:00/0000:00:02.0/drm/card0", "ACTION=add", "SUBSYSTEM=drm", "DEVNAME=dri/card0"])
        #expect(cardAdded?.concernsDisplays == true)
        let keypad = event(["add@/devices/virtual/input/input7", "ACTION=add", "SUBSYSTEM=input"])
        #expect(keypad?.concernsDisplays == false)
        #expect(event(["not a uevent"]) == nil)
    }
}
