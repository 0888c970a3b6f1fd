/// Rasterised glyphs keyed by face, pixel size and glyph id. Our own cache rather than
/// FreeType's: its small-bitmap cache refuses glyphs over 255 px, and a 4K score is taller.
/// Bitmaps live in one growing byte store so drawing a glyph is a dictionary hit and a blend.
final class GlyphCache {
    struct Key: Hashable {
        var face: UInt16
        var size: UInt16
        var glyph: UInt32
        /// One-bit coverage (an LED panel's text) rather than anti-aliased.
        var mono = false
    }

    struct Entry {
        var width: Int32
        var height: Int32
        var left: Int32
        var top: Int32
        var offset: Int
    }

    private var entries: [Key: Entry] = [:]
    private(set) var store: [UInt8] = []
    /// A bound on memory: a 4K board uses a few MB of glyphs; past this, start again.
    private let limit: Int

    init(limitBytes: Int = 64 << 20) {
        limit = limitBytes
    }

    var count: Int { entries.count }

    func glyph(_ key: Key, fonts: FontSet) -> Entry? {
        if let hit = entries[key] { return hit }
        guard let bitmap = fonts.face(Int(key.face))?.render(glyph: key.glyph, size: Int(key.size), mono: key.mono)
        else { return nil }
        if store.count + bitmap.coverage.count > limit {
            entries.removeAll(keepingCapacity: true)
            store.removeAll(keepingCapacity: true)
        }
        let entry = Entry(
            width: Int32(bitmap.width), height: Int32(bitmap.height),
            left: Int32(bitmap.left), top: Int32(bitmap.top), offset: store.count)
        store.append(contentsOf: bitmap.coverage)
        entries[key] = entry
        return entry
    }
}
