import FoundationEssentials
import Glibc
import MatchEngine
import Renderer

/// Draws each board and writes it to an image file: the display on a machine without a
/// screen, and what the tests look at. The file is replaced whole (temp + rename), so a
/// viewer never reads half a frame.
final class ImagePresenter: BoardPresenter {
    private let renderer: Renderer
    private let canvas: Canvas
    private let rotation: Rotation
    let path: String

    init(path: String, size: PixelSize, rotation: Rotation, theme: Theme, fonts: FontPaths) throws {
        renderer = try Renderer(fonts: fonts, theme: theme)
        let logical = rotation.logicalSize(forPanel: size)
        canvas = Canvas(width: logical.width, height: logical.height)
        self.rotation = rotation
        self.path = path
    }

    func present(_ board: Scoreboard) throws {
        // Only what changed is repainted; the file is still written whole.
        _ = renderer.paint(board, into: canvas)
        let output = rotation == .none ? canvas : canvas.rotated(rotation)
        let extensionName = PathText.pathExtension(path).isEmpty ? "png" : PathText.pathExtension(path)
        let temporary = "\(path).tmp-\(getpid()).\(extensionName)"
        try ImageFile.write(output, to: temporary)
        guard rename(temporary, path) == 0 else {
            throw CommandFailure("Cannot replace \(path): \(String(cString: strerror(errno))).")
        }
    }
}
