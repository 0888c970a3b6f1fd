import TextSafety

extension ImagesMessages {
    static let photoNameNotItsBytes = "its name is not the SHA-256 of its bytes (a match photo is named by its content), so it was changed on the way"
}

extension ImagesMessages {
    static func photoDamaged(_ matchId: String, _ name: String) -> String {
        "matches/\(ShownText.escaped(matchId))/\(name) no longer matches its name's hash (damaged on the disk); add that photo to the match again, or restore it from a backup"
    }
}
