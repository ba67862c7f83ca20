#if canImport(Glibc)
import Glibc
#endif

/// The addresses of this machine's network interfaces that are up, for telling the user where a server bound to
/// `0.0.0.0` or `::` can be reached from.
public enum NetworkAddresses {
    /// IPv4 (or IPv6) addresses other than loopback and link-local, in the order the system lists them.
    public static func current(ipv6: Bool) -> [String] {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return [] }
        defer { freeifaddrs(first) }
        var addresses: [String] = []
        var next = first
        while let entry = next {
            next = entry.pointee.ifa_next
            guard let address = entry.pointee.ifa_addr, entry.pointee.ifa_flags & UInt32(IFF_UP) != 0,
                  entry.pointee.ifa_flags & UInt32(IFF_LOOPBACK) == 0 else { continue }
            var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
            func text() -> String { String(decoding: buffer.prefix { $0 > 0 }.map { UInt8($0) }, as: UTF8.self) }
            if !ipv6, address.pointee.sa_family == sa_family_t(AF_INET) {
                var ip = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
                guard inet_ntop(AF_INET, &ip, &buffer, socklen_t(buffer.count)) != nil else { continue }
                addresses.append(text())
            } else if ipv6, address.pointee.sa_family == sa_family_t(AF_INET6) {
                var ip = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
                guard inet_ntop(AF_INET6, &ip, &buffer, socklen_t(buffer.count)) != nil else { continue }
                let spelled = text()
                if !spelled.lowercased().hasPrefix("fe80:") { addresses.append("[\(spelled)]") }
            }
        }
        return addresses
    }
}
