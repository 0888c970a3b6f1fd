import TextSafety

/// The images' copy: each refusal names the limit and what is accepted (ADR 053).
public enum ImagesMessages {
    static func refusal(_ refusal: ImageRefusal, name: String?) -> String {
        let subject = name.map { "\(ShownText.escaped($0))" } ?? "The image"
        switch refusal {
        case .nameIsPath(let given):
            return "The file name \"\(ShownText.escaped(given))\" is a path; send the picture itself, with a plain name such as photo.jpg (no folders, no ..)."
        case .tooManyBytes(let count, let limit):
            return "\(subject) is \(megabytes(count)) MB; a photo or logo may be at most \(megabytes(limit)) MB. Send a smaller copy (the phone's page shrinks one for you)."
        case .empty:
            return "\(subject) is empty; a photo or logo must be a JPEG or a PNG."
        case .format(let format):
            return "\(subject) \(formatName(format)); a photo or logo must be a JPEG or a PNG\(formatHint(format))."
        case .tooLarge(let width, let height, let limits):
            return "\(subject) says it is \(width) x \(height) pixels (\(megapixels(width * height)) megapixels); a photo or logo may be at most \(megapixels(limits.maxPixels)) megapixels, and at most \(grouped(limits.maxSide)) pixels a side."
        case .tooManyDecodedPixels(let width, let height, let limit):
            return "\(subject) is a PNG of \(width) x \(height) pixels (\(megapixels(width * height)) megapixels); a PNG may be at most \(megapixels(limit)) megapixels (a JPEG may be larger). Save it smaller, or as a JPEG."
        case .cmyk:
            return "\(subject) is a CMYK JPEG (made for printing); a photo or logo must be in RGB or greyscale. Save it as RGB (in most editors, Image › Mode › RGB) or as a PNG."
        case .tooManyScans(let count, let limit):
            return "\(subject) is a progressive JPEG of \(count) scans; at most \(limit) are accepted. Save it again as an ordinary (baseline) JPEG."
        case .tooSlow(let seconds, let limit):
            return "\(subject) took \(tenths(seconds)) s to decode; at most \(tenths(limit)) s is allowed. Send a smaller copy."
        case .damaged(let format, let reason):
            let kind = format == .png ? "PNG" : "JPEG"
            return "\(subject) is a damaged or incomplete \(kind) (\(ShownText.escaped(reason))); send the file again, whole."
        case .encode(let reason):
            return "\(subject) was read but could not be stored (\(reason))."
        }
    }

    private static func formatName(_ format: ImageFormat) -> String {
        switch format {
        case .gif: "is a GIF"
        case .heif: "is a HEIC or HEIF picture (an iPhone's own format)"
        case .webp: "is a WebP picture"
        case .jpeg, .png, .unknown: "is not a picture this scoreboard can read"
        }
    }

    private static func formatHint(_ format: ImageFormat) -> String {
        switch format {
        case .heif: ": share the photo from the phone's Photos app, which sends a JPEG, or choose Settings › Camera › Formats › Most Compatible"
        case .gif, .webp: ": save it as a PNG"
        case .jpeg, .png, .unknown: ""
        }
    }

    // MARK: Store and roster

    static func noSuchEntry(_ id: String, roster: String) -> String {
        "There is no player or team \"\(ShownText.escaped(id))\" in \(roster); a player's id starts with p (p1, p2…), a team's with t."
    }

    static func notRegular(_ path: String) -> String {
        "\(ShownText.escaped(path)) is not a regular file; give the picture file itself."
    }

    static func set(_ what: String, of name: String, stored: String) -> String {
        "\(what) for \(ShownText.escaped(name)) stored as images/\(stored).\n"
    }

    static func cleared(_ what: String, of name: String) -> String {
        "\(what) for \(ShownText.escaped(name)) cleared; the image file stays in images/ (other entries or backups may use it).\n"
    }

    static func nothingToClear(_ what: String, of name: String) -> String {
        "\(ShownText.escaped(name)) has no \(what.lowercased()); nothing changed.\n"
    }

    static let photo = "Photo"
    static let logo = "Logo"

    // MARK: Figures

    static func megabytes(_ bytes: Int) -> String { tenths(Double(bytes) / 1_048_576) }
    static func megapixels(_ pixels: Int) -> String { tenths(Double(pixels) / 1_000_000) }

    /// One decimal, without a trailing ".0": "40", "3600", "0.4".
    static func tenths(_ value: Double) -> String {
        let scaled = Int((value * 10).rounded())
        return scaled % 10 == 0 ? grouped(scaled / 10) : "\(grouped(scaled / 10)).\(scaled % 10)"
    }

    /// Thousands grouped with commas: "12,000".
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return value < 0 ? "-" + out : out
    }
}

extension ImagesMessages {
    static func notStoredName(_ name: String) -> String {
        "images/\(ShownText.escaped(name)) is not a stored image (names are a SHA-256 and .jpg or .png) or cannot be read; remove it"
    }

    static func hashMismatch(_ name: String) -> String {
        "images/\(ShownText.escaped(name)) no longer matches its name's hash (damaged on the disk); set that photo or logo again"
    }
}

extension ImagesMessages {
    static let pictureFile = "a photo or logo (a JPEG or a PNG)"

    static func usage(_ action: String) -> String {
        "\"\(ShownText.escaped(action))\" is not an action here: use `scoreline roster photo set ID FILE` (a JPEG or PNG) or `scoreline roster photo clear ID`."
    }
}
