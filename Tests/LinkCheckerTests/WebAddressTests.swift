import Testing
import LinkChecker

/// Addresses as a browser reads them.
@Suite struct WebAddressTests {
    @Test func addressesAreNormalizedAndTheirFragmentsKeptApart() throws {
        let address = try #require(WebAddress("HTTPS://Example.COM/a b/café?q=1#Part%202"))
        #expect(address.url == "https://example.com/a%20b/caf%C3%A9?q=1")
        #expect(address.host == "example.com")
        #expect(address.fragment == "Part 2")
        #expect(WebAddress("https://example.com")?.url == "https://example.com/")
        #expect(WebAddress("https://München.de/straße")?.url == "https://xn--mnchen-3ya.de/stra%C3%9Fe")
        #expect(WebAddress("https://München.de/")?.host == "xn--mnchen-3ya.de")
        #expect(WebAddress("https://example.com/a%20b")?.url == "https://example.com/a%20b", "kept as encoded")
        #expect(WebAddress("https://example.com/#")?.fragment == nil)
        #expect(WebAddress("http://[::1]:8080/x")?.host == "::1")
        #expect(WebAddress("mailto:a@example.com") == nil)
        #expect(WebAddress("/relative/path") == nil)
        #expect(WebAddress("https:///nohost") == nil)
    }

    @Test func redirectsResolveAgainstTheAddressThatSentThem() {
        let address = WebAddress("https://example.com/docs/guide/")!
        #expect(address.resolving("../api/")?.url == "https://example.com/docs/api/")
        #expect(address.resolving("/login")?.url == "https://example.com/login")
        #expect(address.resolving("//cdn.example.com/x")?.url == "https://cdn.example.com/x")
        #expect(address.resolving("ftp://example.com/file") == nil)
        #expect(address.resolving("/a b/ü")?.url == "https://example.com/a%20b/%C3%BC")
    }

    @Test func localAddressesAreThoseOnlyThisMachineOrItsNetworkReaches() {
        let local = ["http://localhost:8000/", "http://app.localhost/", "http://127.0.0.1/", "http://10.1.2.3/",
                     "http://192.168.1.1/", "http://172.20.0.1/", "http://169.254.1.1/", "http://[::1]/",
                     "http://printer.local/", "https://blog.test/", "http://db.internal/"]
        #expect(local.allSatisfy { WebAddress($0)?.isLocal == true })
        let remote = ["https://example.com/", "http://172.32.0.1/", "http://8.8.8.8/", "https://localhost.example.com/"]
        #expect(remote.allSatisfy { WebAddress($0)?.isLocal == false })
    }
}
