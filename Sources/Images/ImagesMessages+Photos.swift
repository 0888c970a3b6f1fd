extension ImagesMessages {
    static let photoNameNotItsBytes = "its name is not the SHA-256 of its bytes (a match photo is named by its content), so it was changed on the way"
}
