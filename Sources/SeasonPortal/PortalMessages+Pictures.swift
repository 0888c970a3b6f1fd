extension PortalMessages {
    static func logoAlt(_ team: String) -> String { "Logo of \(team)" }
    static func photoAlt(_ name: String) -> String { "Photo of \(name)" }
    static func galleryAlt(_ number: Int, of count: Int) -> String { "Match photo \(number) of \(count)" }
    static let photosHeading = "Photos"
}
