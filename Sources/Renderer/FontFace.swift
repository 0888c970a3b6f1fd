import CFreeType
import CHarfBuzz
import CRenderShim

/// One font file, opened twice over: FreeType rasterises its glyphs, HarfBuzz shapes text
/// with it. Shaping runs at the font's own units (scale = units per em), so a string is shaped
/// once and positioned at any pixel size by scaling, without hinting getting in the way.
final class FontFace {
    let path: String
    let ft: FT_Face
    private let hbFont: OpaquePointer
    let unitsPerEm: Int
    /// Extent above and below the baseline a line needs, in units.
    let ascent: Int
    let descent: Int
    /// The widest digit, in units: every digit is centred in a cell this wide.
    private(set) var digitCell: Int32 = 0
    private var pixelSize = 0

    /// `index` picks one face of a collection (`.ttc`); 0 for a plain font file.
    init(library: FT_Library, path: String, index: Int = 0, isPrimary: Bool) throws(RendererError) {
        var face: FT_Face?
        let code = FT_New_Face(library, path, index, &face)
        guard code == 0, let face else { throw .fontUnreadable(path: path, code: code) }
        guard let blob = hb_blob_create_from_file(path) else {
            FT_Done_Face(face)
            throw .fontUnreadable(path: path, code: -1)
        }
        let hbFace = hb_face_create(blob, UInt32(clamping: index))
        hb_blob_destroy(blob)
        guard let font = hb_font_create(hbFace) else {
            hb_face_destroy(hbFace)
            FT_Done_Face(face)
            throw .fontUnreadable(path: path, code: -1)
        }
        hb_face_destroy(hbFace)
        self.path = path
        ft = face
        hbFont = font
        let upem = Int(face.pointee.units_per_EM)
        unitsPerEm = upem > 0 ? upem : 1000
        hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
        if isPrimary {
            // The primary face is Latin: room for accented capitals and descenders, not the
            // hhea line gap of stacked diacritics that names never use.
            ascent = unitsPerEm * 95 / 100
            descent = unitsPerEm * 26 / 100
        } else {
            ascent = Int(face.pointee.ascender)
            descent = -Int(face.pointee.descender)
        }
        digitCell = (0x30...0x39).map { advance(of: glyph(for: Unicode.Scalar(UInt8($0)))) }.max() ?? 0
    }

    deinit {
        // The FreeType face closes with its library (FontSet), which outlives this object's use.
        hb_font_destroy(hbFont)
    }

    func glyph(for scalar: Unicode.Scalar) -> UInt32 {
        UInt32(FT_Get_Char_Index(ft, FT_ULong(scalar.value)))
    }

    func covers(_ scalar: Unicode.Scalar) -> Bool { glyph(for: scalar) != 0 }

    /// How far `glyph`'s ink reaches above and below the baseline, in font units.
    func inkExtent(of glyph: UInt32) -> (above: Int32, below: Int32) {
        var extents = hb_glyph_extents_t()
        guard hb_font_get_glyph_extents(hbFont, glyph, &extents) != 0 else { return (0, 0) }
        return (extents.y_bearing, -(extents.y_bearing + extents.height))
    }

    private func advance(of glyph: UInt32) -> Int32 {
        hb_font_get_glyph_h_advance(hbFont, glyph)
    }

    /// Shapes `text` (one run, one face, one direction) in font units, appending to `into` in
    /// visual order: HarfBuzz gives a right-to-left run's glyphs from left to right.
    func shape(_ text: String, face index: Int, rightToLeft: Bool, penX: inout Int32, into glyphs: inout [PlacedGlyph]) {
        guard let buffer = hb_buffer_create() else { return }
        defer { hb_buffer_destroy(buffer) }
        let utf8 = Array(text.utf8)
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        // The direction is the bidi level's, not a guess from the script: a run of digits
        // inside a right-to-left name still reads left to right. Script and language are guessed.
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return }
        for i in 0..<Int(count) {
            var advance = positions[i].x_advance
            var offset = positions[i].x_offset
            let cluster = Int(infos[i].cluster)
            // Tabular digits: a score must not shift sideways when 188 becomes 189.
            if cluster < utf8.count, (0x30...0x39).contains(utf8[cluster]), digitCell > 0 {
                offset += (digitCell - advance) / 2
                advance = digitCell
            }
            glyphs.append(PlacedGlyph(
                face: UInt16(index), glyph: infos[i].codepoint,
                x: penX + offset, y: positions[i].y_offset, pen: penX))
            penX += advance
        }
    }

    /// Rasterises one glyph at `size` pixels into 8-bit coverage; `mono` gives every pixel full
    /// or no coverage (an LED panel's text, ADR 034).
    func render(glyph: UInt32, size: Int, mono: Bool = false) -> GlyphBitmap? {
        if pixelSize != size {
            guard FT_Set_Pixel_Sizes(ft, 0, FT_UInt(size)) == 0 else { return nil }
            pixelSize = size
        }
        // Hinting snaps stems at small sizes; at large sizes it only distorts the outline. One-bit
        // glyphs are always fully hinted: the hints are what keep a stem one whole pixel wide.
        let hinting = mono ? scoreline_ft_load_target_mono() : size > 40 ? Int32(FT_LOAD_NO_HINTING) : scoreline_ft_load_target_light()
        guard FT_Load_Glyph(ft, glyph, Int32(FT_LOAD_RENDER) | hinting) == 0, let slot = ft.pointee.glyph else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        let oneBit = bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_MONO.rawValue)
        var coverage = [UInt8](repeating: 0, count: width * rows)
        if let buffer = bitmap.buffer, width > 0, rows > 0, pitch >= (oneBit ? (width + 7) / 8 : width) {
            coverage.withUnsafeMutableBufferPointer { out in
                for y in 0..<rows {
                    for x in 0..<width {
                        // A one-bit row packs eight pixels a byte, the leftmost in the high bit.
                        out[y * width + x] = oneBit
                            ? ((buffer[y * pitch + x / 8] >> (7 - UInt8(x % 8))) & 1 == 1 ? 255 : 0)
                            : buffer[y * pitch + x]
                    }
                }
            }
        }
        return GlyphBitmap(
            width: width, height: rows, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
            coverage: coverage)
    }
}

/// A glyph placed by shaping, in font units from the start of the line.
struct PlacedGlyph: Equatable {
    var face: UInt16
    var glyph: UInt32
    var x: Int32
    var y: Int32
    /// Where this glyph's advance cell starts (before any offset).
    var pen: Int32
}

/// One rasterised glyph: coverage rows, and where they sit relative to the pen on the baseline.
struct GlyphBitmap {
    var width: Int
    var height: Int
    var left: Int
    var top: Int
    var coverage: [UInt8]
}
