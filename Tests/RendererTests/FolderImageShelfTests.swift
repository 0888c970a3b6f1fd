import Foundation
import Glibc
import Testing
@testable import Renderer

/// The sponsors folder's limits: only regular files are read (a FIFO would block the loop that
/// records balls), the decoded images together stay under a budget, and a reload drops the
/// fitted copies so a file replaced under the same name is drawn anew.
@Suite struct FolderImageShelfTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scoreline-shelf-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static let logo = RenderSupport.imagesDir + "/riverside-dairy.png"

    @Test func aFIFONamedLikeAnImageIsRefusedWithoutBeingOpened() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/pipe.png", 0o644) == 0)
        let shelf = FolderImageShelf(folder: dir)
        #expect(throws: RendererError.imageUnusable(path: dir + "/pipe.png", reason: "it is not a regular file")) {
            try shelf.check("pipe.png")
        }
    }

    @Test func theDecodedImagesTogetherStayUnderTheBudget() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: Self.logo, toPath: dir + "/a.png")
        try FileManager.default.copyItem(atPath: Self.logo, toPath: dir + "/b.png")
        // The logo is 600x200: 480,000 bytes decoded. A budget of 700,000 holds one.
        let shelf = FolderImageShelf(folder: dir, maxDecodedBytes: 700_000)
        #expect(try shelf.check("a.png") == PixelSize(width: 600, height: 200))
        #expect(throws: RendererError.self) { try shelf.check("b.png") }
        // A reload starts the count again.
        shelf.reload()
        #expect(try shelf.check("b.png") == PixelSize(width: 600, height: 200))
    }

    @Test func aReloadDropsTheFittedCopies() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: Self.logo, toPath: dir + "/a.png")
        let shelf = FolderImageShelf(folder: dir)
        let fitted = FittedImages()
        fitted.shelf = shelf
        let size = PixelSize(width: 300, height: 100)
        let first = try #require(fitted.fitted("a.png", size: size, background: 0xFF00_0000))
        #expect(fitted.fitted("a.png", size: size, background: 0xFF00_0000) === first)
        // A reload (after a file replaced under the same name): the copies are made afresh.
        shelf.reload()
        let second = try #require(fitted.fitted("a.png", size: size, background: 0xFF00_0000))
        #expect(second !== first)
        #expect(shelf.generation == 1)
    }
}
