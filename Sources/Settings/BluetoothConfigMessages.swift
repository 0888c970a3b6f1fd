/// Sentences about `[bluetooth]` (docs/bluetooth.md).
enum BluetoothConfigMessages {
    static let nameForm = "a name of 1 to 29 bytes without control characters, such as \"Riverside CC\" (what the scoring app lists)"
    static let adapterForm = "a BlueZ adapter name such as \"hci0\" (`bluetoothctl list` shows them)"
}
