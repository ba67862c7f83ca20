import Testing
@testable import HTTPServer

/// The host grammar and the policy on their own.
@Suite struct HostPolicyTests {
    @Test(arguments: [
        ("localhost", "localhost", nil, HostName.Kind.name), ("LOCALHOST:80", "localhost", 80, .name),
        ("127.0.0.1:8000", "127.0.0.1", 8000, .ipv4), ("[::1]", "[::1]", nil, .ipv6),
        ("[0::0:1]:1", "[::1]", 1, .ipv6), ("[2001:DB8::1]", "[2001:db8::1]", nil, .ipv6),
        ("127.1", "127.1", nil, .name), ("a-b.c_d~", "a-b.c_d~", nil, .name), ("x:", "x", nil, .name),
    ] as [(String, String, Int?, HostName.Kind)])
    func validHosts(text: String, host: String, port: Int?, kind: HostName.Kind) throws {
        let name = try #require(HostName(text))
        #expect(name.host == host)
        #expect(name.port == port)
        #expect(name.kind == kind)
    }

    @Test(arguments: ["", ":80", "a b", "a:b", "a:1:2", "[::1", "[::1]x", "[127.0.0.1]", "[fe80::1%eth0]",
                      "a:65536", "a:000001", "a/b", "a@b", "é.example", "[v1.x]"])
    func invalidHosts(text: String) {
        #expect(HostName(text) == nil)
    }

    @Test func theBoundAddressDecidesTheMode() {
        for host in [nil, "localhost", "127.0.0.1", "127.0.0.5", "::1"] as [String?] {
            #expect(HostPolicy(boundTo: host).loopbackOnly, "\(host ?? "nil")")
        }
        for host in ["0.0.0.0", "::", "192.168.1.20", "10.1.2.3"] {
            #expect(!HostPolicy(boundTo: host).loopbackOnly, "\(host)")
        }
    }

    @Test func allowedNamesAreChecked() {
        for name in ["blog.test", ".example.org", "my-box", "A.B"] {
            #expect(HostPolicy.isAllowable(name), "\(name)")
        }
        for name in ["", ".", "a b", "127.0.0.1", "[::1]", "*", "a:80", "http://a", "é"] {
            #expect(!HostPolicy.isAllowable(name), "\(name)")
        }
    }
}
