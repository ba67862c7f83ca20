import Foundation
import Testing
import LinkChecker
import TestSupport

/// What each kind of answer makes of a link: working, broken, moved, or not known; and which requests it took.
@Suite struct StatusTests {
    @Test func aWorkingPageTakesOneHEADAndNoBody() async throws {
        let server = try LoopbackServer { _ in page(ids: []) }
        defer { server.stop() }
        let result = await check([server.url("/ok")]).results[server.url("/ok")]
        #expect(result?.verdict == .ok)
        #expect(result?.status == 200)
        #expect(result?.requests == 1)
        #expect(result?.bytesRead == 0)
        #expect(server.requests.map(\.method) == ["HEAD"])
        #expect(server.requests.first?.headers["user-agent"] == "folio-test/1.0 (link check)")
    }

    @Test func missingAndGonePagesAreBrokenAfterGETSaysSoToo() async throws {
        let server = try LoopbackServer { request in
            request.path == "/gone" ? .status(410) : .status(404)
        }
        defer { server.stop() }
        let report = await check([server.url("/missing"), server.url("/gone")])
        #expect(report.results[server.url("/missing")]?.verdict == .broken)
        #expect(report.results[server.url("/missing")]?.message == "404 Not Found")
        #expect(report.results[server.url("/gone")]?.message == "410 Gone")
        // A HEAD that fails is asked again as GET, since some servers answer HEAD wrongly.
        #expect(server.requests.filter { $0.path == "/missing" }.map(\.method) == ["HEAD", "GET"])
    }

    @Test func aServerThatRefusesHEADIsAskedWithGETAndRemembered() async throws {
        let server = try LoopbackServer { request in
            request.method == "HEAD" ? .status(405) : page(ids: [])
        }
        defer { server.stop() }
        let first = await check([server.url("/a")])
        #expect(first.results[server.url("/a")]?.verdict == .ok)
        #expect(server.requests.map(\.method) == ["HEAD", "GET"])
        // Within one check, the host's other links are asked with GET at once.
        let urls = (1...6).map { server.url("/page\($0)") }
        let second = await check([server.url("/b")] + urls, options: testOptions { $0.perHost = 1 })
        #expect(urls.allSatisfy { second.results[$0]?.verdict == .ok })
        let heads = server.requests.dropFirst(2).filter { $0.method == "HEAD" }.count
        #expect(heads == 1, "only the first link of the host was asked with HEAD")
    }

    @Test func permanentRedirectsAreReportedWithWhereToLinkAndTemporaryOnesFollowedQuietly() async throws {
        let server = try LoopbackServer { request in
            switch request.path {
            case "/old": .status(301, headers: [("Location", "/moved")])
            case "/moved": .status(302, headers: [("Location", "/login?next=moved")])
            case "/permanent":
                .status(308, headers: [("Location", "http://\(request.headers["host"] ?? "")/new")])
            case "/temporary": .status(307, headers: [("Location", "/new")])
            default: page(ids: [])
            }
        }
        defer { server.stop() }
        let report = await check([server.url("/old"), server.url("/permanent"), server.url("/temporary")])
        let old = try #require(report.results[server.url("/old")])
        #expect(old.verdict == .moved)
        #expect(old.redirects.map(\.status) == [301, 302])
        #expect(old.movedTo == server.url("/moved"), "the target of the last permanent redirect")
        #expect(old.message == "moved permanently (301) to \(server.url("/moved")); link there")
        #expect(report.results[server.url("/permanent")]?.movedTo == server.url("/new"))
        let temporary = try #require(report.results[server.url("/temporary")])
        #expect(temporary.verdict == .ok)
        #expect(temporary.redirects == [Redirect(status: 307, to: server.url("/new"))])
    }

    @Test func redirectLoopsAndEndlessChainsAreBroken() async throws {
        let server = try LoopbackServer { request in
            switch request.path {
            case "/a": .status(302, headers: [("Location", "/b")])
            case "/b": .status(301, headers: [("Location", "/a")])
            case "/self": .status(302, headers: [("Location", "/self")])
            default:
                .status(302, headers: [("Location", "/chain/\(Int(request.path.dropFirst("/chain/".count))! + 1)")])
            }
        }
        defer { server.stop() }
        let report = await check([server.url("/a"), server.url("/self"), server.url("/chain/1")],
                                 options: testOptions { $0.maxRedirects = 5 })
        let loop = try #require(report.results[server.url("/a")])
        #expect(loop.verdict == .broken)
        #expect(loop.message == "redirects in a loop: 302 → \(server.url("/b")), 301 → \(server.url("/a"))")
        #expect(report.results[server.url("/self")]?.verdict == .broken)
        let chain = try #require(report.results[server.url("/chain/1")])
        #expect(chain.verdict == .broken)
        #expect(chain.message?.hasPrefix("more than 5 redirects") == true)
        #expect(server.requests.filter { $0.path.hasPrefix("/chain/") }.count == 6)
    }

    @Test func aServerErrorIsAskedAgainAfterAPause() async throws {
        let server = try LoopbackServer { request in
            switch request.path {
            case "/flaky": request.index < 2 ? .status(500) : page(ids: [])  // HEAD 500, GET 500, GET 200
            default: .status(503)
            }
        }
        defer { server.stop() }
        let report = await check([server.url("/flaky"), server.url("/down")])
        let flaky = try #require(report.results[server.url("/flaky")])
        #expect(flaky.verdict == .ok)
        #expect(server.requests.filter { $0.path == "/flaky" }.map(\.method) == ["HEAD", "GET", "GET"])
        let down = try #require(report.results[server.url("/down")])
        #expect(down.verdict == .broken)
        #expect(down.message == "503 Service Unavailable (4 requests)", "HEAD, GET and two retries")
    }

    @Test func tooManyRequestsWaitsAsLongAsRetryAfterSaysForTheWholeHost() async throws {
        let server = try LoopbackServer { request in
            switch request.path {
            case "/busy": request.index == 0 ? .status(429, headers: [("Retry-After", "1")]) : page(ids: [])
            case "/later": .status(429, headers: [("Retry-After", "3600")])
            default: page(ids: [])
            }
        }
        defer { server.stop() }
        let report = await check([server.url("/busy")])
        #expect(report.results[server.url("/busy")]?.verdict == .ok)
        let busy = server.requests.filter { $0.path == "/busy" }
        #expect(busy.count == 2)
        #expect(busy[1].time - busy[0].time >= .seconds(1), "asked again only when Retry-After allowed")

        // An hour is not waited for, and the host's other links are left alone meanwhile, as it asked.
        let later = await check([server.url("/later"), server.url("/other")], options: testOptions { $0.perHost = 1 })
        let result = try #require(later.results[server.url("/later")])
        #expect(result.verdict == .unknown)
        #expect(result.message == "not checked: 429 Too Many Requests; it asks to wait 3600 s")
        #expect(server.requests.filter { $0.path == "/later" }.count == 1)
        let other = try #require(later.results[server.url("/other")])
        #expect(other.verdict == .unknown)
        #expect(other.message?.hasPrefix("not checked: 429 Too Many Requests; it asks to wait 3") == true)
        #expect(!server.requests.contains { $0.path == "/other" })
    }

    @Test func aDateInRetryAfterIsReadToo() async throws {
        let server = try LoopbackServer { request in
            let soon = Date().addingTimeInterval(2)
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
            return request.index == 0 ? .status(429, headers: [("Retry-After", formatter.string(from: soon))])
                : page(ids: [])
        }
        defer { server.stop() }
        let report = await check([server.url("/busy")])
        #expect(report.results[server.url("/busy")]?.verdict == .ok)
        let busy = server.requests
        #expect(busy.count == 2)
        #expect(busy[1].time - busy[0].time >= .milliseconds(900))
    }

    @Test func aServerThatNeverAnswersTimesOutEachTryOfOneLinkAndItsOtherLinksAreNotChecked() async throws {
        let server = try LoopbackServer { _ in .silence }
        defer { server.stop() }
        let urls = (1...4).map { server.url("/stalled/\($0)") }
        let report = await check(urls, options: testOptions {
            $0.requestTimeout = .seconds(1)
            $0.perHost = 1
        })
        let first = try #require(report.results[urls[0]])
        #expect(first.verdict == .broken)
        #expect(first.message == "no answer within 1 s (3 requests)")
        #expect(server.requests.map(\.method) == ["HEAD", "GET", "GET"], "a server that hangs on HEAD may answer GET")
        // It took the connections, so another address might have answered: the others are not known, and not asked.
        for url in urls.dropFirst() {
            #expect(report.results[url]?.verdict == .unknown)
            #expect(report.results[url]?.message == "not checked: the server gave \(urls[0]) no answer within 1 s")
        }
        #expect(report.requests == 3)
    }

    @Test func aSilentServerHoldsItsOtherLinksBackWhileOneAddressIsTriedAgain() async throws {
        let server = try LoopbackServer { _ in .silence }
        defer { server.stop() }
        let urls = (1...8).map { server.url("/stalled/\($0)") }
        let report = await check(urls, options: testOptions { $0.requestTimeout = .seconds(1) })
        // Four asked at once (the limit per host); one of them asked twice more while the rest waited.
        #expect(report.requests == 6)
        let messages = urls.compactMap { report.results[$0]?.message }
        let owner = try #require(urls.first { report.results[$0]?.requests == 3 })
        #expect(report.results[owner]?.message == "no answer within 1 s (3 requests)")
        let askedOnce = "no answer within 1 s; not asked again, as the server gave \(owner) none either"
        #expect(messages.filter { $0 == askedOnce }.count == 3, "\(messages)")
        #expect(messages.filter { $0 == "not checked: the server gave \(owner) no answer within 1 s" }.count == 4)
    }

    @Test func aServerThatHangsOnHEADHasItsLinksAskedWithGETOnceItsGETAnswers() async throws {
        let server = try LoopbackServer { request in request.method == "HEAD" ? .silence : page(ids: []) }
        defer { server.stop() }
        let urls = (1...6).map { server.url("/page/\($0)") }
        let report = await check(urls, options: testOptions { $0.requestTimeout = .seconds(1) })
        #expect(urls.allSatisfy { report.results[$0]?.verdict == .ok }, "\(report.results)")
        // The first HEADs go at once (four, the limit per host); the others wait for the first GET, and learn.
        let heads = server.requests.filter { $0.method == "HEAD" }.count
        #expect(heads <= 4, "\(server.requests.map(\.method))")
        #expect(server.requests.filter { $0.method == "GET" }.count == 6)
    }

    @Test func aPortNobodyListensOnRefusesTheConnectionOnce() async throws {
        let port = try unusedPort()
        let urls = (1...5).map { "http://127.0.0.1:\(port)/\($0)" }
        let report = await check(urls, options: testOptions { $0.perHost = 1 })
        #expect(urls.allSatisfy { report.results[$0]?.verdict == .broken })
        let messages = urls.compactMap { report.results[$0]?.message }
        #expect(messages.allSatisfy { $0.hasPrefix("the connection is refused (") }, "\(messages)")
        // A server that refuses connections is asked once, not once for each of its links.
        #expect(report.requests == 1)
        let notAsked = "; not asked, as \(urls[0]) on the same server failed so"
        #expect(messages.dropFirst().allSatisfy { $0.hasSuffix(notAsked) }, "\(messages)")
    }

    @Test func aServerThatTakesNoConnectionTimesOutOnceForAllItsLinks() async throws {
        let deaf = try DeafPort()
        defer { deaf.close() }
        let urls = (1...4).map { "http://127.0.0.1:\(deaf.port)/\($0)" }
        let other = try LoopbackServer { _ in page(ids: []) }
        defer { other.stop() }
        let report = await check(urls + [other.url("/fine")], options: testOptions {
            $0.requestTimeout = .seconds(1)
            $0.perHost = 1
        })
        let first = try #require(report.results[urls[0]])
        #expect(first.verdict == .broken)
        #expect(first.message == "no answer within 1 s (3 requests)")
        // No connection was made, so no address there can answer: the others are broken at once, without asking.
        for url in urls.dropFirst() {
            #expect(report.results[url]?.verdict == .broken)
            #expect(report.results[url]?.message
                    == "no answer within 1 s; not asked, as \(urls[0]) on the same server failed so")
        }
        #expect(report.requests == 4, "3 tries of the first address, and the other server's HEAD")
        #expect(report.results[other.url("/fine")]?.verdict == .ok, "another port is another server")
    }

    @Test func acceptedStatusesAndNonWebAddresses() async throws {
        let server = try LoopbackServer { _ in .status(403) }
        defer { server.stop() }
        let strict = await check([server.url("/members")])
        #expect(strict.results[server.url("/members")]?.verdict == .broken)
        #expect(strict.results[server.url("/members")]?.message?.contains("accept 403 or exclude the host") == true)
        let lenient = await check([server.url("/members")],
                                  options: testOptions { $0.accepted = [200...299, 403...403] })
        #expect(lenient.results[server.url("/members")]?.verdict == .ok)
        let other = await check(["ftp://example.com/x"])
        #expect(other.results["ftp://example.com/x"]?.message == "not an http or https URL")
    }
}
