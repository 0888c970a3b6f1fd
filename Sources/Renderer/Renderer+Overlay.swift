import MatchEngine

extension Renderer {
    /// Paints `board` whole into `canvas` (which must be the frame's size) with alpha in each
    /// pixel's top byte (`0xAARRGGBB`): opaque on the layout's panels, transparent everywhere
    /// else. For an overlay over video (the score bug), whose layout keeps its drawing on panels.
    public func paintOverlay(_ board: Scoreboard, into canvas: Canvas) {
        let frame = layout(board, size: canvas.size)
        repaint(frame, canvas.bounds, on: canvas)
        invalidate()
        // Painting leaves the top byte clear (transparent); the panels get theirs set.
        for panel in frame.panels {
            let area = panel.intersection(canvas.bounds)
            guard !area.isEmpty else { continue }
            for y in area.y..<area.maxY {
                let row = canvas.address(area.x, y)
                for x in 0..<area.width { row[x] |= 0xFF00_0000 }
            }
        }
    }
}
