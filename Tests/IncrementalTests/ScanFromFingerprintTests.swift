import Foundation
import Testing
@testable import Incremental
import Content
import TestSupport

@Suite struct ScanFromFingerprintTests {
    /// A build scans `content/` from what its fingerprint already saw; that must find what the disk holds, with
    /// the same warnings, including behind a symbolic link (which the fingerprint does not walk into).
    @Test func scanningFromTheFingerprintFindsWhatTheDiskHolds() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        try site.write("content/posts/2024-05-01-hello.md", "one")
        try site.write("content/posts/.hidden.md", "hidden")
        try site.write("content/posts/2024-06-01-trip/index.md", "trip")
        try site.write("content/posts/2024-06-01-trip/photos/b.jpg", "b")
        try site.write("content/posts/pics/a.png", "a")
        try site.write("content/posts/notes/stray.md", "stray")
        try site.write("content/pages/about.md", "about")
        try site.write("content/elsewhere.md", "misplaced")
        let outside = try TemporarySite()
        defer { outside.remove() }
        try outside.write("2024-07-01-linked/index.md", "linked")
        try outside.write("2024-07-01-linked/c.png", "c")
        try FileManager.default.createSymbolicLink(
            atPath: site.url.appending(path: "content/posts/2024-07-01-linked").path,
            withDestinationPath: outside.url.appending(path: "2024-07-01-linked").path)

        let fromDisk = try scanContent(at: site.url, readingText: false)
        let listing = InputFingerprint(root: site.url, options: BuildOptions()).content
        let fromListing = try scanContent(at: site.url, readingText: false, listing: listing)
        #expect(fromListing.value == fromDisk.value)
        #expect(fromListing.warnings == fromDisk.warnings)
        #expect(fromDisk.value.map(\.path).contains("content/posts/2024-07-01-linked/index.md"))
        #expect(fromDisk.value.first { $0.bundle == "content/posts/2024-07-01-linked" }?.assets
                    == ["content/posts/2024-07-01-linked/c.png"])
        #expect(fromDisk.warnings.count == 3)
    }
}
