/// Reads `[bluetooth]`, each problem naming its key, what was found and what is accepted.
enum BluetoothConfigReader {
    /// nil unless `feed = true`: without it nothing listens, whatever else the table says.
    static func read(_ r: ConfigReader) -> BluetoothConfig? {
        var config = BluetoothConfig()
        let feed = r.bool("feed", default: false)
        if let name = r.string("name") {
            if BluetoothConfig.nameBytes.contains(name.utf8.count), name.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) {
                config.name = name
            } else {
                r.fail("name", ConfigMessages.expected(BluetoothConfigMessages.nameForm, found: .string(name)))
            }
        }
        if let adapter = r.string("adapter") {
            if isAdapterName(adapter) {
                config.adapter = adapter
            } else {
                r.fail("adapter", ConfigMessages.expected(BluetoothConfigMessages.adapterForm, found: .string(adapter)))
            }
        }
        config.pairing = r.choice("pairing", default: config.pairing)
        config.settleMilliseconds = r.int("settle_ms", in: BluetoothConfig.settleRange, default: config.settleMilliseconds)
        r.rejectUnknownKeys()
        return feed ? config : nil
    }

    /// "hci" and a number: the name BlueZ gives an adapter, and a D-Bus path segment.
    static func isAdapterName(_ text: String) -> Bool {
        guard text.hasPrefix("hci") else { return false }
        let number = text.dropFirst(3)
        return !number.isEmpty && number.count <= 3 && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
    }
}
