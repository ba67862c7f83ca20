import Foundation
import Testing
@testable import Fingerprints

@Suite("File identities")
struct FileIdentityTests {
    private func temporaryFile(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "folio-identity-\(UUID().uuidString)")
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func aFileLookedAtTwiceHasOneIdentity() throws {
        let url = try temporaryFile("hello")
        defer { try? FileManager.default.removeItem(at: url) }
        let first = try #require(FileIdentity(path: url.path))
        #expect(FileIdentity(path: url.path) == first)
        #expect(first.size == 5)
    }

    @Test func aRewrittenFileHasAnother() throws {
        let url = try temporaryFile("hello")
        defer { try? FileManager.default.removeItem(at: url) }
        let first = try #require(FileIdentity(path: url.path))
        try Data("hello, world".utf8).write(to: url)
        #expect(FileIdentity(path: url.path) != first)
    }

    @Test func aMissingFileHasNone() {
        #expect(FileIdentity(path: "/nonexistent/folio/\(UUID().uuidString)") == nil)
    }

    @Test func anIdentityRecordedTooSoonAfterAChangeProvesNothing() {
        let identity = FileIdentity(size: 1, modified: 10_000, changed: 10_000, inode: 7)
        let window: Int64 = 2_000
        #expect(identity.isRacy(recordedAt: 11_000, window: window))
        #expect(!identity.isRacy(recordedAt: 12_001, window: window))
        #expect(identity.proves(unchangedSince: identity, readAt: 12_001, window: window))
        #expect(!identity.proves(unchangedSince: identity, readAt: 11_000, window: window))
        let other = FileIdentity(size: 2, modified: 10_000, changed: 10_000, inode: 7)
        #expect(!other.proves(unchangedSince: identity, readAt: 12_001, window: window))
    }
}
