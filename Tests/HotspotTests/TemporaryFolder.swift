import Glibc

/// A fresh directory under /tmp for one test, removed with its files at the end.
final class TemporaryFolder {
    let path: String

    init() throws {
        var template = Array("/tmp/hotspot-test-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw HotspotTestError.noFolder }
        path = String(cString: made)
    }

    deinit {
        _ = system("rm -rf '\(path)'")
    }
}

enum HotspotTestError: Error { case noFolder }
