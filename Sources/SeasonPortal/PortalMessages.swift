/// The portal's copy, in the project's voice: plain, for a club's members on their phones.
enum PortalMessages {
    static let siteTitle = "Season records"
}
