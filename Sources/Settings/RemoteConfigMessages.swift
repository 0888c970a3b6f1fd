/// The copy of `[remote]` for `scoreline config check`.
enum RemoteConfigMessages {
    static func summary(host: String, port: Int) -> String {
        let bare = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
        let shown = bare.contains(":") ? "[\(bare)]" : bare
        let reach: String
        switch bare {
        case "0.0.0.0", "::", "": reach = "every network this machine is on"
        case "127.0.0.1", "::1", "localhost": reach = "this machine only"
        default: reach = "the network of \(bare)"
        }
        return "web app on http://\(shown):\(port)/ (\(reach))"
    }
}
