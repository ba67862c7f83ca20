import Testing
@testable import Incremental
import Images
import Fingerprints

@Suite struct PageRecordImageTests {
    @Test func theCacheKeepsWhatFilesAPageShows() throws {
        let image = DerivedImage(source: "/site/content/a.jpg", key: ContentHash(value: 42), width: 860,
                                 format: .webp, quality: 80, keepMetadata: false, output: "a/a.00002a-860.webp",
                                 location: SourceLocation(line: 3, column: 1))
        let record = PageRecord(version: ContentHash(), resolution: ContentHash(), summary: .null,
                                summaryKey: ContentHash(), summaryHash: ContentHash(), links: [], anchors: [],
                                diagnostics: [], derivedImages: [image])
        var writer = CacheWriter()
        record.write(to: &writer)
        var reader = CacheReader(writer.bytes)
        #expect(try PageRecord(from: &reader).derivedImages == [image])
        #expect(reader.isAtEnd)
    }
}
