import Records

/// The portal's file names: plain lower-case ASCII, one folder, so every link is relative and
/// works from `file://` on a USB stick, on any file system. Two names that slug alike get
/// numbered, so no page is written over another.
struct PortalAddress {
    private var taken: [String: Int] = [:]
    /// Pages already named, so a link always finds the same page.
    private var players: [RecordsLink: String] = [:]

    static func slug(_ text: String) -> String {
        var out = ""
        var dash = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                out.unicodeScalars.append(scalar)
                dash = false
            } else if !dash && !out.isEmpty {
                out += "-"
                dash = true
            }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "x" : String(out.prefix(60))
    }

    /// A new unique page name from `parts`.
    mutating func claim(_ prefix: String, _ text: String) -> String {
        let base = prefix + "-" + Self.slug(text)
        let n = taken[base, default: 0]
        taken[base] = n + 1
        return (n == 0 ? base : "\(base)-\(n + 1)") + ".html"
    }

    static func season(_ season: String) -> String { "season-" + slug(season) + ".html" }

    mutating func page(of link: RecordsLink) -> String {
        switch link {
        case .match(let id):
            if let known = players[link] { return known }
            let page = claim("match", id)
            players[link] = page
            return page
        case .player(let ref):
            if let known = players[link] { return known }
            let name = claim("player", ref.name + " " + ref.team)
            players[link] = name
            return name
        case .badmintonPlayer(let name):
            if let known = players[link] { return known }
            let page = claim("player", name)
            players[link] = page
            return page
        }
    }
}
