import Images

/// The pictures' copy on the phone (ADR 056): each refusal names the limit it met. The
/// pipeline's own refusals (format, size, damage, a name that is a path) are `Images`' sentences.
enum PictureMessages {
    static func tooLarge(_ bytes: Int?, limit: Int) -> String {
        let size = bytes.map { "The picture is \(megabytes($0)) MB" } ?? "The picture is larger than \(megabytes(limit)) MB"
        return "\(size); a picture sent to the scoreboard may be at most \(megabytes(limit)) MB. Nothing was changed: this page shrinks a photo before sending it, so choose the photo again here."
    }
    static func tooMany(burst: Int, every seconds: Double, wait: Int) -> String {
        "Too many pictures from this phone at once: \(burst) in a row, then one every \(Int(seconds.rounded())) seconds. Wait \(wait) second\(wait == 1 ? "" : "s") and send it again."
    }
    static func decodersBusy(_ limit: Int) -> String {
        "The scoreboard is reading \(limit) pictures already, the most it reads at once; send this one again in a moment."
    }
    static func notStored(_ why: String) -> String { "The picture was not saved: \(why)" }
    static func noEntry(_ id: String, kind: ImageKind?) -> String {
        switch kind {
        case .headshot?: "There is no player \(id) in the roster; reload the page."
        case .logo?: "There is no team \(id) in the roster; reload the page."
        case nil: "There is no player or team \(id) in the roster; reload the page."
        }
    }
    static func photoSet(_ name: String) -> String { "Photo saved for \(name)." }
    static func logoSet(_ name: String) -> String { "Logo saved for \(name)." }
    static let cleared = "Picture removed."
    static func photoAdded(_ count: Int) -> String { "Photo added: the match has \(count) photo\(count == 1 ? "" : "s")." }
    static let photoThere = "This match has that photo already."
    static let noSuchPicture = "There is no such picture on this scoreboard."

    // Page words.
    static func photoAlt(_ name: String) -> String { "Photo of \(name)" }
    static func logoAlt(_ name: String) -> String { "Logo of \(name)" }
    static func galleryAlt(_ number: Int, of count: Int) -> String { "Match photo \(number) of \(count)" }

    private static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + (1 << 19)) >> 20
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}
