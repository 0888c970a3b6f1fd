/// One kernel uevent: `ACTION@DEVPATH`, then `KEY=VALUE` fields, each ended by a NUL byte.
struct UEvent: Equatable {
    var action: String
    var devpath: String
    var properties: [String: String]

    init?(_ bytes: ArraySlice<UInt8>) {
        let fields = bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        guard let header = fields.first, let at = header.firstIndex(of: "@") else { return nil }
        action = String(header[..<at])
        devpath = String(header[header.index(after: at)...])
        var properties: [String: String] = [:]
        for field in fields.dropFirst() {
            guard let equals = field.firstIndex(of: "=") else { continue }
            properties[String(field[..<equals])] = String(field[field.index(after: equals)...])
        }
        self.properties = properties
    }

    /// A card added or removed, a connector changed (HOTPLUG=1), a lease: any of them may
    /// change what the display should show on, and reading the cards again is cheap.
    var concernsDisplays: Bool { properties["SUBSYSTEM"] == "drm" }
}
