extension StoreMessages {
    static let notAPhotoName = "not a match photo's name (photo-, 64 hex digits of its SHA-256, .jpg); nothing was written"
    static func tooManyPhotos(_ limit: Int) -> String {
        "the match has \(limit) photos, the most one match keeps; nothing was added"
    }
}

extension StoreMessages {
    static func exportTooManyPhotos(_ matchId: String, count: Int, limit: Int) -> String {
        "match \(matchId) carries \(count) photos; a match keeps at most \(limit). Nothing was imported."
    }
    static func exportBadPhoto(_ field: String, _ why: String) -> String {
        "\(field): \(why). Nothing was imported."
    }
    static func exportPhotoNotJPEG(_ limit: Int) -> String {
        "its data is not a JPEG in base64 of at most \(limit >> 20) MB"
    }
}
