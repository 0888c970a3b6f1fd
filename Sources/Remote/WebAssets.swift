import FoundationEssentials
import Hummingbird
import Mustache
import Renderer

/// The web app's committed files (`web/` in the repository): Mustache templates, and the
/// plain CSS and JavaScript served as they are. Read once at start, so a page costs no disk
/// read and a missing file stops the start with its path instead of failing a phone later.
public struct WebAssets: Sendable {
    public let directory: String
    private let library: MustacheLibrary
    private let statics: [String: (type: String, bytes: [UInt8])]

    /// The files a static URL may name, and their types; nothing else under `web/` is served.
    static let staticTypes = ["css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8", "svg": "image/svg+xml"]

    public init(directory: String) throws(RemoteError) {
        self.directory = directory
        let files = FileManager.default
        let templates = directory + "/templates"
        let staticDir = directory + "/static"
        guard let templateNames = try? files.contentsOfDirectory(atPath: templates),
              let staticNames = try? files.contentsOfDirectory(atPath: staticDir)
        else { throw RemoteError(RemoteMessages.noWebFiles(directory)) }
        var library = MustacheLibrary()
        for name in templateNames.sorted() where name.hasSuffix(".mustache") {
            let path = templates + "/" + name
            guard let data = files.contents(atPath: path) else { throw RemoteError(RemoteMessages.unreadable(path)) }
            do {
                try library.register(String(decoding: data, as: UTF8.self), named: String(name.dropLast(".mustache".count)))
            } catch {
                throw RemoteError(RemoteMessages.badTemplate(path, why: "\(error)"))
            }
        }
        var statics: [String: (type: String, bytes: [UInt8])] = [:]
        for name in staticNames.sorted() {
            guard let ext = name.split(separator: ".").last.map(String.init), let type = Self.staticTypes[ext] else { continue }
            let path = staticDir + "/" + name
            guard let data = files.contents(atPath: path) else { throw RemoteError(RemoteMessages.unreadable(path)) }
            statics[name] = (type, Array(data))
        }
        self.library = library
        self.statics = statics
    }

    /// The web files: `$SCORELINE_WEB`, then `web/` beside or above the executable, then
    /// `./web`, then where the installers put them; the first holding `templates/` wins.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let candidates = ShareFolder.candidates("web", environmentKey: "SCORELINE_WEB", environment: environment)
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/templates") } ?? candidates.last ?? "web"
    }

    /// A page: `template` rendered with `values` (escaped as HTML by Mustache), as text/html.
    public func page(_ template: String, _ values: Any, status: HTTPResponse.Status = .ok) -> Response {
        let html = library.render(values, withTemplate: template) ?? RemoteMessages.missingTemplate(template)
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.cacheControl] = "no-store"
        // Every script and style is a file of this server's: nothing inline, nothing from
        // elsewhere may run, and no other site may frame a page to trick a tap.
        headers[.contentSecurityPolicy] = "default-src 'self'; connect-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
        headers[.xContentTypeOptions] = "nosniff"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: html)))
    }

    /// A committed CSS, JS or SVG file, or nil for any other name.
    public func staticFile(_ name: String) -> Response? {
        guard let file = statics[name] else { return nil }
        var headers = HTTPFields()
        headers[.contentType] = file.type
        headers[.cacheControl] = "no-cache"
        headers[.xContentTypeOptions] = "nosniff"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: file.bytes)))
    }
}
