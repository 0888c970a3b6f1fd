/// What a JPEG's markers say before it is decoded: how many scans it has (a progressive
/// JPEG's passes) and the EXIF orientation. Every offset is checked against the bytes: the
/// file is a stranger's, and a length that points past the end ends the walk, not the process.
struct JPEGMarkers: Equatable {
    var scans = 0
    /// EXIF orientation 1…8; 1 when there is no tag or it cannot be read.
    var orientation = 1

    static func read(_ bytes: [UInt8]) -> JPEGMarkers {
        var found = JPEGMarkers()
        var sawOrientation = false
        var i = 2  // past SOI
        let n = bytes.count
        while i + 1 < n {
            guard bytes[i] == 0xFF else {
                // Entropy-coded data after a scan header: skip to the next marker.
                i += 1
                continue
            }
            let marker = bytes[i + 1]
            // 0xFF00 is a stuffed data byte, 0xFFFF fill, RSTn (D0–D7) sit inside a scan.
            if marker == 0x00 || marker == 0xFF || (0xD0...0xD7).contains(marker) || marker == 0x01 {
                i += marker == 0xFF ? 1 : 2
                continue
            }
            if marker == 0xD9 { break }  // EOI
            guard i + 3 < n else { break }
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            guard length >= 2, i + 2 + length <= n else { break }
            let body = (i + 4)..<(i + 2 + length)
            if marker == 0xDA { found.scans += 1 }
            // The first APP1 that is EXIF wins; a second (XMP, or a copy) is ignored.
            if marker == 0xE1, !sawOrientation, let value = ExifOrientation.read(bytes[body]) {
                found.orientation = value
                sawOrientation = true
            }
            i += 2 + length
        }
        return found
    }
}

/// The orientation tag (0x0112) of an APP1 segment's EXIF block, read with every offset
/// checked: `nil` when the block is not EXIF or holds no readable tag.
enum ExifOrientation {
    static func read(_ segment: ArraySlice<UInt8>) -> Int? {
        let header: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]  // "Exif\0\0"
        guard segment.count >= header.count + 8, segment.prefix(header.count).elementsEqual(header) else { return nil }
        let tiff = Array(segment.dropFirst(header.count))
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true  // "II"
        case (0x4D, 0x4D): little = false  // "MM"
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return little ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let a = u16(at), let b = u16(at + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard u16(2) == 42, let ifd = u32(4), let count = u16(ifd) else { return nil }
        for entry in 0..<count {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at), let type = u16(at + 2), let values = u32(at + 4) else { return nil }
            // SHORT (type 3), one value, held in the entry itself.
            guard tag == 0x0112 else { continue }
            guard type == 3, values == 1, let value = u16(at + 8), (1...8).contains(value) else { return nil }
            return value
        }
        return nil
    }
}
