import Glibc

/// A descriptor a file object owns, with the path its errors name: closed by `close`, or when
/// the object is let go, and never twice. The journal's append file and the record reader
/// each hold one this way.
class PosixDescriptor {
    private(set) var fd: Int32
    let path: String

    init(fd: Int32, path: String) {
        self.fd = fd
        self.path = path
    }

    deinit { close() }

    func close() {
        guard fd >= 0 else { return }
        _ = Glibc.close(fd)
        fd = -1
    }
}
