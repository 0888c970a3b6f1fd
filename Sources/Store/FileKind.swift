/// What a path is, as `lstat` sees it (a final symbolic link is not followed). The store opens
/// only regular files: a FIFO blocks whoever opens or reads it, and a device such as
/// /dev/zero never ends.
public enum FileKind: Sendable, Equatable {
    case regular
    case directory
    case symbolicLink
    case fifo
    case socket
    case characterDevice
    case blockDevice
    case other
}
