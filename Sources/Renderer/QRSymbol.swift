import CQREncode

/// A QR code's modules, from libqrencode (docs/network.md, ADR 050): which are dark, row by
/// row. The renderer draws each module as a whole square of pixels with the quiet zone kept
/// around it; the text it encodes comes ready-made on the board.
struct QRSymbol: Equatable, Sendable {
    /// Modules along one side, without the quiet zone.
    let width: Int
    private let dark: [Bool]

    /// The light border a reader needs to find the code: 4 modules, as ISO/IEC 18004 asks.
    static let quietZone = 4
    /// The smallest module the board draws, in pixels. At 2 a module is a smudge from a few
    /// steps back and one pixel of scaling blur (a TV's overscan) eats half of it; at 3 a
    /// phone reads the code from arm's length on a 3.5-inch panel (docs/network.md).
    static let minimumModule = 3

    /// The code for `text` at error-correction level M (15% may be lost: a glare spot on the
    /// screen), its version as small as the text allows; nil when libqrencode cannot make one
    /// (empty or too long text, no memory).
    init?(encoding text: String) {
        let bytes = Array(text.utf8)
        // Byte mode: the text as UTF-8, so a board name in any script round-trips.
        guard !bytes.isEmpty, bytes.count <= 2331 else { return nil }
        let made = bytes.withUnsafeBufferPointer { buffer in
            QRcode_encodeData(Int32(buffer.count), buffer.baseAddress, 0, QR_ECLEVEL_M)
        }
        guard let code = made else { return nil }
        defer { QRcode_free(code) }
        let side = Int(code.pointee.width)
        guard side > 0, let data = code.pointee.data else { return nil }
        // Bit 0 of each byte is the module's colour; the other bits are libqrencode's notes.
        dark = (0..<(side * side)).map { data[$0] & 1 != 0 }
        width = side
    }

    /// Modules along one side with the quiet zone on both sides.
    var span: Int { width + 2 * Self.quietZone }

    func isDark(column: Int, row: Int) -> Bool {
        dark[row * width + column]
    }

    /// The largest whole module for which the code and its quiet zone fit in `side` pixels;
    /// nil below `minimumModule`, where the board shows words instead.
    func module(fitting side: Int) -> Int? {
        let module = side / span
        return module >= Self.minimumModule ? module : nil
    }
}
