import Foundation
import Testing
import LinkChecker
import TestSupport

/// The cache: a second check within its age asks nothing it already knows, and only definite answers are kept.
@Suite struct CacheTests {
    @Test func aSecondCheckAsksOnlyWhatTheFirstDidNotLearnForGood() async throws {
        let server = try LoopbackServer { request in
            switch request.path {
            case "/missing": .status(404)
            case "/busy": .status(503)
            case "/moved": .status(301, headers: [("Location", "/page")])
            default: page(ids: ["intro"])
            }
        }
        defer { server.stop() }
        let urls = ["/page", "/missing", "/busy", "/moved"].map { server.url($0) }
        let options = testOptions { $0.retries = 0 }
        let first = await check(urls, options: options)
        #expect(first.cache.count == 3, "the 503 is not kept")
        let asked = server.requests.count

        let second = await check(urls, options: options, cache: first.cache)
        #expect(server.requests.count - asked == 2, "only /busy again, HEAD and GET")
        #expect(server.requests.dropFirst(asked).allSatisfy { $0.path == "/busy" })
        #expect(second.results[urls[0]]?.isCached == true)
        #expect(second.results[urls[1]]?.verdict == .broken)
        #expect(second.results[urls[1]]?.isCached == true)
        #expect(second.results[urls[3]]?.verdict == .moved)
        #expect(second.results[urls[2]]?.isCached == false)

        // A fragment the cache has not looked for is asked for; one it has is not.
        let fragments = testOptions { $0.checksFragments = true }
        let third = await check([server.url("/page#intro")], options: fragments, cache: second.cache)
        #expect(third.results[server.url("/page#intro")]?.isCached == false)
        let before = server.requests.count
        let fourth = await check([server.url("/page#intro"), server.url("/page")], options: fragments,
                                 cache: third.cache)
        #expect(fourth.results[server.url("/page#intro")]?.isCached == true)
        #expect(server.requests.count == before)
    }

    @Test func theFileKeepsEntriesForTheirAgeAndLeavesOtherFilesAlone() async throws {
        let server = try LoopbackServer { _ in page(ids: []) }
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appending(path: "folio-link-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "cache")
        let now = Date()

        let report = await check([server.url("/a")])
        try report.cache.save(to: file)
        let (fresh, problem) = LinkCache.load(from: file, maxAge: .seconds(3600), now: now.addingTimeInterval(60))
        #expect(problem == nil)
        #expect(fresh.count == 1)
        let (stale, _) = LinkCache.load(from: file, maxAge: .seconds(3600), now: now.addingTimeInterval(7200))
        #expect(stale.count == 0, "older than its age")

        try Data("folio link cache 1\n{not json".utf8).write(to: file)
        let (damaged, complaint) = LinkCache.load(from: file, maxAge: .seconds(3600))
        #expect(damaged.count == 0 && damaged.isWritable)
        #expect(complaint?.contains("damaged") == true)

        try Data("my notes\n".utf8).write(to: file)
        let (foreign, objection) = LinkCache.load(from: file, maxAge: .seconds(3600))
        #expect(!foreign.isWritable)
        #expect(objection?.contains("not a folio link cache") == true)
        try foreign.save(to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "my notes\n", "someone else's file is never replaced")
    }
}
