import Foundation
import Testing
import TestSupport

/// `folio build` as a user runs it: the build cache beside folio.yml, and `--no-cache`.
@Suite struct BuildCommandTests {
    func folio(_ arguments: [String]) async throws -> ExternalProgram.Output {
        try await ExternalProgram.run(ExternalProgram.folio.path, arguments)
    }

    @Test func aBuildKeepsItsCacheAndNoCacheNeitherReadsNorWritesIt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("blog")
        #expect(try await folio(["init", site.path]).status == 0)
        let cache = site.appendingPathComponent(".folio-cache")

        let fresh = try await folio(["build", site.path, "--no-cache", "--output", "fresh"])
        #expect(fresh.status == 0)
        #expect(!FileManager.default.fileExists(atPath: cache.path))

        let first = try await folio(["build", site.path])
        #expect(first.status == 0)
        #expect(FileManager.default.fileExists(atPath: cache.path))
        // An edit: the other page comes from the cache, and the summary says so.
        let posts = site.appendingPathComponent("content/posts")
        let post = try FileManager.default.contentsOfDirectory(atPath: posts.path).first { $0.hasSuffix(".md") }!
        let url = site.appendingPathComponent("content/posts/\(post)")
        try (try Data(contentsOf: url) + Data("\nOne more line.\n".utf8)).write(to: url)
        let second = try await folio(["build", site.path])
        #expect(second.status == 0)
        #expect(second.stdout.contains("(1 unchanged from the cache)"), "\(second.stdout)")
    }
}
