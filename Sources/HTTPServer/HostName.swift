#if canImport(Glibc)
import Glibc
#endif

/// A host and an optional port as a request names them, in `Host` or in an absolute-form target
/// (`uri-host [ ":" port ]`, RFC 9110 §7.2 and RFC 3986 §3.2.2).
public struct HostName: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// A registered name such as `localhost` or `blog.example`.
        case name
        case ipv4
        case ipv6
    }

    /// Lowercased. An IPv6 literal is in brackets and in its shortest spelling: `[::1]`.
    var host: String
    var port: Int?
    var kind: Kind

    /// Nil when `text` is not a valid host (empty, bad characters, a port that is not a number up to 65535).
    init?(_ text: some StringProtocol) {
        let bytes = Array(text.utf8)
        var hostEnd = bytes.endIndex
        if bytes.first == UInt8(ascii: "[") {
            guard let close = bytes.firstIndex(of: UInt8(ascii: "]")),
                  let address = Self.ipv6(String(decoding: bytes[1..<close], as: UTF8.self))
            else { return nil }
            host = "[\(address)]"
            kind = .ipv6
            hostEnd = close + 1
            guard hostEnd == bytes.endIndex || bytes[hostEnd] == UInt8(ascii: ":") else { return nil }
        } else {
            hostEnd = bytes.firstIndex(of: UInt8(ascii: ":")) ?? bytes.endIndex
            let name = bytes[..<hostEnd]
            guard !name.isEmpty, name.allSatisfy(Self.isNameByte) else { return nil }
            host = String(decoding: name, as: UTF8.self).lowercased()
            kind = Self.isIPv4(host) ? .ipv4 : .name
        }
        port = nil
        if hostEnd < bytes.endIndex {
            let digits = bytes[(hostEnd + 1)...]
            guard digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
            if !digits.isEmpty {
                guard digits.count <= 5, let number = Int(String(decoding: digits, as: UTF8.self)),
                      number <= 65535 else { return nil }
                port = number
            }
        }
    }

    /// True for an IP address rather than a name.
    var isAddress: Bool { kind != .name }

    /// RFC 3986 `reg-name` bytes: unreserved, sub-delims and `%` of percent-encoding.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
            || otherNameBytes.contains(byte)
    }

    private static let otherNameBytes = Set("-._~!$&'()*+,;=%".utf8)

    private static func isIPv4(_ text: String) -> Bool {
        var address = in_addr()
        return inet_pton(AF_INET, text, &address) == 1
    }

    /// The shortest spelling of an IPv6 address, or nil when `text` is not one.
    private static func ipv6(_ text: String) -> String? {
        var address = in6_addr()
        guard !text.contains("%"), inet_pton(AF_INET6, text, &address) == 1 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        guard inet_ntop(AF_INET6, &address, &buffer, socklen_t(buffer.count)) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
