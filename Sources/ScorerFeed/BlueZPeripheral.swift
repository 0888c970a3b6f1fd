import CBlueZGatt
import EventLoop
#if canImport(Glibc)
import Glibc
#endif

/// The scoreboard as a Bluetooth LE peripheral, through BlueZ's D-Bus API (sd-bus, in
/// `CBlueZGatt`): the apps' "generic scoreboard" service and its one writable characteristic,
/// advertised under the configured name. bluetoothd owns the radio, the pairing and the
/// bonds; this only answers its calls, on the kiosk's loop.
public final class BlueZPeripheral: ScorerAppLink {
    /// The longest write the apps can make: BlueZ caps an attribute value at 512 bytes.
    public static let maxWriteBytes = 512

    public let adapter: String
    public let name: String
    public let encryptedWrites: Bool
    /// nil: the system bus. A test's private bus otherwise.
    private let busAddress: String?
    private var handle: OpaquePointer?
    private var reactor: Reactor?
    private var timer: Int?
    private var events: ((AppLinkEvent) -> Void)?
    private var writer: ((String, [UInt8]) -> AppWriteVerdict)?
    private var pairer: ((String) -> Bool)?

    public init(adapter: String, name: String, encryptedWrites: Bool, busAddress: String? = nil) {
        self.adapter = adapter
        self.name = name
        self.encryptedWrites = encryptedWrites
        self.busAddress = busAddress
    }

    deinit { stop() }

    public func start(
        on reactor: Reactor, events: @escaping (AppLinkEvent) -> Void,
        write: @escaping (String, [UInt8]) -> AppWriteVerdict, pairing: @escaping (String) -> Bool
    ) throws(FeedError) {
        self.reactor = reactor
        self.events = events
        self.writer = write
        self.pairer = pairing
        var opened: OpaquePointer?
        var message = [CChar](repeating: 0, count: 512)
        let context = Unmanaged.passUnretained(self).toOpaque()
        let result = message.withUnsafeMutableBufferPointer { buffer in
            scoreline_gatt_open(
                &opened, busAddress, adapter, name, encryptedWrites ? 1 : 0, bluezCallback, context,
                buffer.baseAddress, buffer.count)
        }
        guard result == 0, let opened else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw FeedError(ScorerFeedMessages.busFailed(text))
        }
        handle = opened
        reactor.watch(scoreline_gatt_fd(opened)) { [weak self] in self?.process() }
        process()
    }

    public func stop() {
        guard let handle else { return }
        if let timer { reactor?.cancel(timer) }
        timer = nil
        reactor?.unwatch(scoreline_gatt_fd(handle))
        scoreline_gatt_close(handle)
        self.handle = nil
    }

    /// Runs what the bus has for us, then arms a timer for sd-bus's next deadline (a method
    /// call's timeout), so a registration BlueZ never answers is still reported.
    private func process() {
        guard let handle else { return }
        let result = scoreline_gatt_process(handle)
        if result < 0 {
            events?(.problem(ScorerFeedMessages.busLost(String(cString: strerror(-result)))))
            stop()
            return
        }
        if let timer { reactor?.cancel(timer) }
        timer = nil
        let wait = scoreline_gatt_timeout_ms(handle)
        if wait >= 0 {
            timer = reactor?.after(milliseconds: UInt64(wait)) { [weak self] in
                self?.timer = nil
                self?.process()
            }
        }
    }

    fileprivate func receive(kind: Int32, device: String, bytes: [UInt8], message: String) -> AppWriteVerdict {
        switch UInt32(kind) {
        case SCORELINE_GATT_WRITE.rawValue:
            guard bytes.count <= Self.maxWriteBytes else { return .refuseLength }
            return writer?(device, bytes) ?? .accept
        case SCORELINE_GATT_CONNECTED.rawValue: events?(.connected(device: device))
        case SCORELINE_GATT_DISCONNECTED.rawValue: events?(.disconnected(device: device))
        case SCORELINE_GATT_READY.rawValue: events?(.ready(adapter: message))
        case SCORELINE_GATT_PAIRING.rawValue: return pairer?(device) == true ? .accept : .refuseOtherCentral
        default: events?(.problem(message))
        }
        return .accept
    }
}

/// The C side's one callback: back to the peripheral named by `context`, on the loop's thread
/// (sd-bus calls it from `scoreline_gatt_process`).
private func bluezCallback(
    context: UnsafeMutableRawPointer?, kind: Int32, device: UnsafePointer<CChar>?, bytes: UnsafePointer<UInt8>?,
    length: Int, message: UnsafePointer<CChar>?
) -> Int32 {
    guard let context else { return 0 }
    let peripheral = Unmanaged<BlueZPeripheral>.fromOpaque(context).takeUnretainedValue()
    let value = bytes.map { Array(UnsafeBufferPointer(start: $0, count: length)) } ?? []
    let verdict = peripheral.receive(
        kind: kind, device: device.map { String(cString: $0) } ?? "", bytes: value,
        message: message.map { String(cString: $0) } ?? "")
    switch verdict {
    case .accept: return Int32(SCORELINE_GATT_ACCEPT.rawValue)
    case .refuseOtherCentral: return Int32(SCORELINE_GATT_REFUSE_OTHER_CENTRAL.rawValue)
    case .refuseLength: return Int32(SCORELINE_GATT_REFUSE_LENGTH.rawValue)
    }
}
