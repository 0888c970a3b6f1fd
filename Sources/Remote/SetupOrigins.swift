import Glibc

/// Where a phone at the ground reaches the web app, for the idle board's set-up hint
/// (ADR 030): the listen address when it names one, else each IPv4 address the machine has on
/// an interface that is up. Loopback and link-local (169.254/16) addresses are left out: no
/// phone on the ground's network can open them.
public enum SetupOrigins {
    /// `http://HOST:PORT` for each address a phone could use, in the kernel's interface order.
    public static func origins(host: String, port: Int, interfaces: [String]) -> [String] {
        let wildcard = host == "0.0.0.0" || host == "::" || host.isEmpty
        let hosts = wildcard ? interfaces.filter(isReachable) : [host]
        return hosts.map { "http://\($0.contains(":") ? "[\($0)]" : $0):\(port)" }
    }

    static func isReachable(_ address: String) -> Bool {
        !address.hasPrefix("127.") && !address.hasPrefix("169.254.")
    }

    /// The machine's IPv4 addresses on interfaces that are up and not loopback; empty when
    /// there are none (no cable, DHCP not answered yet, or a unit without a network).
    public static func interfaceAddresses() -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0 else { return [] }
        defer { freeifaddrs(list) }
        var addresses: [String] = []
        var cursor = list
        while let entry = cursor {
            cursor = entry.pointee.ifa_next
            let flags = Int32(bitPattern: entry.pointee.ifa_flags)
            guard flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0,
                  let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET)
            else { continue }
            var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
            let written = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { inet -> Bool in
                var raw = inet.pointee.sin_addr
                return inet_ntop(AF_INET, &raw, &text, socklen_t(INET_ADDRSTRLEN)) != nil
            }
            if written { addresses.append(String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)) }
        }
        return addresses
    }
}
