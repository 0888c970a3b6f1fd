import CDRM
import FoundationEssentials
import Glibc

/// An open DRM card (/dev/dri/cardN) and its mode-setting objects, read into the plain
/// descriptions the selection policy works on. The first process to open a card becomes its
/// DRM master, which is what lets it set modes; closing the card gives that up.
final class DRMCard {
    let path: String
    let fd: Int32
    let driver: String

    /// The libdrm objects behind a `CardDescription`, in the same order.
    struct Objects {
        var crtcs: [UInt32] = []
        var connectors: [Connector] = []
    }

    struct Connector {
        var id: UInt32
        /// The encoder driving it now (0 if none), and every encoder it can use.
        var encoder: UInt32
        var encoders: [UInt32]
        var modes: [drmModeModeInfo]
    }

    /// Opens the card read-write and non-blocking: page-flip events are read when the reactor
    /// says the descriptor is readable, never waited for.
    init(path: String) throws(DisplayError) {
        let fd = open(path, O_RDWR | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw .cannotOpen(path, errno: errno) }
        self.path = path
        self.fd = fd
        if let version = drmGetVersion(fd) {
            driver = version.pointee.name.map { String(cString: $0) } ?? ""
            drmFreeVersion(version)
        } else {
            driver = ""
        }
    }

    deinit { close(fd) }

    /// The card device nodes in `directory`, card2 before card10.
    static func paths(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.compactMap { name -> (Int, String)? in
            guard name.hasPrefix("card"), let number = Int(name.dropFirst(4)) else { return nil }
            return (number, name)
        }.sorted { $0.0 < $1.0 }.map { "\(directory)/\($0.1)" }
    }

    /// Reads the card's outputs. With `probe` the kernel probes every connector first (reads
    /// each screen's EDID: tens of milliseconds); without, it answers what it last found,
    /// which hotplug handling and the kernel's own polling keep current.
    func read(probe: Bool) -> (CardDescription, Objects) {
        guard let resources = drmModeGetResources(fd) else {
            // A GPU without display outputs (the Pi 4's v3d) has no mode-setting resources.
            return (CardDescription(path: path, driver: driver, hasKMS: false, connectors: []), Objects())
        }
        defer { drmModeFreeResources(resources) }
        let r = resources.pointee
        var objects = Objects(crtcs: (0..<Int(r.count_crtcs)).map { r.crtcs[$0] })
        var described: [ConnectorDescription] = []
        for index in 0..<Int(r.count_connectors) {
            let id = r.connectors[index]
            guard let connector = probe ? drmModeGetConnector(fd, id) : drmModeGetConnectorCurrent(fd, id) else { continue }
            defer { drmModeFreeConnector(connector) }
            let c = connector.pointee
            let modes = (0..<Int(c.count_modes)).map { c.modes[$0] }
            let state: ConnectorDescription.State = switch c.connection {
            case DRM_MODE_CONNECTED: .connected
            case DRM_MODE_DISCONNECTED: .disconnected
            default: .unknown
            }
            described.append(ConnectorDescription(
                name: ConnectorDescription.name(type: c.connector_type, typeId: c.connector_type_id),
                state: state, modes: modes.map(Self.describe)))
            objects.connectors.append(Connector(
                id: id, encoder: c.encoder_id, encoders: (0..<Int(c.count_encoders)).map { c.encoders[$0] }, modes: modes))
        }
        let hasKMS = !objects.crtcs.isEmpty && !objects.connectors.isEmpty
        return (CardDescription(path: path, driver: driver, hasKMS: hasKMS, connectors: described), objects)
    }

    static func describe(_ mode: drmModeModeInfo) -> ModeDescription {
        var refresh = Int(mode.vrefresh)
        let total = Int(mode.htotal) * Int(mode.vtotal)
        if refresh == 0 && total > 0 { refresh = (Int(mode.clock) * 1000 + total / 2) / total }
        return ModeDescription(
            width: Int(mode.hdisplay), height: Int(mode.vdisplay), refresh: refresh,
            preferred: mode.type & UInt32(DRM_MODE_TYPE_PREFERRED) != 0,
            interlaced: mode.flags & UInt32(DRM_MODE_FLAG_INTERLACE) != 0)
    }

    /// A CRTC to drive `connector`: the one its encoder drives now (what the console used, so
    /// nothing else moves), else the first CRTC one of its encoders can use.
    func crtc(for connector: Connector, in objects: Objects) -> UInt32? {
        if connector.encoder != 0, let encoder = drmModeGetEncoder(fd, connector.encoder) {
            defer { drmModeFreeEncoder(encoder) }
            if encoder.pointee.crtc_id != 0 { return encoder.pointee.crtc_id }
        }
        for id in connector.encoders {
            guard let encoder = drmModeGetEncoder(fd, id) else { continue }
            defer { drmModeFreeEncoder(encoder) }
            let possible = encoder.pointee.possible_crtcs
            if let index = objects.crtcs.indices.first(where: { $0 < 32 && possible & (1 << UInt32($0)) != 0 }) {
                return objects.crtcs[index]
            }
        }
        return nil
    }
}
