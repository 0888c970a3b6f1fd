import Hotspot

extension ScorelineConfig {
    /// `scoreline config check`'s line for a file that reads: where the data goes and what is
    /// on (presets, inputs, pages, MQTT, the serial board, the web app).
    public func summary(of path: String) -> String {
        let presets = presets.keys.sorted().joined(separator: ", ")
        let inputs = [inputs?.gpio.map { "GPIO on \($0.chip ?? "any chip")" }, inputs?.evdev.map { _ in "keypads" }]
            .compactMap { $0 }.joined(separator: ", ")
        let sponsors = pages.sponsors.count
        let pages = pages.mode == .main ? "main board only" : "\(pages.mode.rawValue), \(sponsors) sponsor\(sponsors == 1 ? "" : "s")"
        return "\(path): OK (data in \(dataDirectory); presets: \(presets.isEmpty ? "none" : presets); inputs: \(inputs.isEmpty ? "none, scoreline run reads stdin" : inputs); pages: \(pages); mqtt: \(broadcastSummary ?? "off"); serial board: \(serialBoard.map { "\($0.device) at \($0.baud) baud" } ?? "off"); remote: \(remote?.summary ?? "off, no web app"))\n" + (NetworkConfigMessages.summary(network).map { $0 + "\n" } ?? "")
    }
}
