import FoundationEssentials
import Mustache

/// The portal's Mustache templates and stylesheet (`web/portal/` in the repository), read once.
/// A missing or broken file stops the build with its path.
public struct PortalTemplates: Sendable {
    let library: MustacheLibrary
    let stylesheet: [UInt8]

    public static let pages = ["layout", "index", "season", "match", "player"]

    public init(directory: String) throws(PortalError) {
        var library = MustacheLibrary()
        for name in Self.pages {
            let path = directory + "/" + name + ".mustache"
            guard let data = FileManager.default.contents(atPath: path) else { throw PortalError(PortalMessages.missingFile(path)) }
            do {
                try library.register(String(decoding: data, as: UTF8.self), named: name)
            } catch {
                throw PortalError(PortalMessages.badTemplate(path, why: "\(error)"))
            }
        }
        let css = directory + "/portal.css"
        guard let style = FileManager.default.contents(atPath: css) else { throw PortalError(PortalMessages.missingFile(css)) }
        self.library = library
        self.stylesheet = Array(style)
    }

    func render(_ template: String, _ values: [String: Any]) -> String {
        library.render(values, withTemplate: template) ?? PortalMessages.missingTemplate(template)
    }
}

public struct PortalError: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}
