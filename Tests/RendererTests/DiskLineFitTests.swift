import Foundation
import MatchEngine
import Testing
@testable import Renderer

/// The disk's sentences on the problem line (ADR 046): the issue found a 1080p board with a
/// full disk showing only "NOT SAVED", because the sentence (the error with its path) was too
/// long for the line and the compact form took its place. These are drawn whole on every
/// layout at every size the layouts claim; an LED panel (192x64) shows the compact form by
/// design. The texts are the kiosk's (`StoreMessages.diskFullLine`, `diskReadOnlyLine`), written
/// out here as the board must show them. `SCORELINE_PROBLEM_LINE_PNGS=DIR` writes each
/// drawing to DIR for looking at.
@Suite("The disk's sentence fits every problem line")
struct DiskLineFitTests {
    static let sentences = [
        "Disk full: not saved. Scoring resumes once space is freed.",
        "Disk read-only: not saved. Scoring resumes once writable.",
    ]

    @Test(arguments: RenderSupport.layouts)
    func theSentenceIsDrawnWhole(_ layout: String) throws {
        let renderer = try RenderSupport.renderer()
        let pngs = ProcessInfo.processInfo.environment["SCORELINE_PROBLEM_LINE_PNGS"]
        for size in RenderSupport.sizes {
            let tiny = SizeTier(size) == .tiny
            for (index, sentence) in Self.sentences.enumerated() {
                // The fixture's own problem line (the idle board has one) makes way for this one.
                var fixture = try RenderSupport.board(layout)
                fixture.fields.removeAll { $0.key == "error" }
                let board = fixture.withBottomLine(sentence, compact: "NOT SAVED", warning: true)
                let canvas = Canvas(width: size.width, height: size.height)
                let (frame, _) = renderer.advance(board, size: size, for: ObjectIdentifier(canvas))
                let region = try #require(frame.regions.first { $0.key == "error" }, "\(layout) \(size)")
                guard case .badge(let drawn, _, _, _) = region.content else {
                    Issue.record("\(layout) \(size): the problem line is not a badge: \(region.content)")
                    continue
                }
                #expect(drawn == (tiny ? "NOT SAVED" : sentence), "\(layout) \(size)")
                if let pngs {
                    // A renderer of its own: this one's damage tracking saw this canvas already.
                    try ImageFile.writePNG(try RenderSupport.render(board, size), to: "\(pngs)/\(layout)-\(size)-\(index).png")
                }
            }
        }
    }
}
