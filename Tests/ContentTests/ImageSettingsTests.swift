import Foundation
import Testing
@testable import Content
import SourceDiagnostics
import Images
import Content

/// `images:` and `content_width` in folio.yml.
@Suite struct ImageSettingsTests {
    func config(_ yaml: String) throws(Diagnostics) -> Checked<SiteConfig> {
        try SiteConfig.make(fromYAML: "title: T\nbase_url: https://example.com\n" + yaml, root: URL(filePath: "/site"))
    }

    func problems(_ yaml: String) -> [String] {
        do {
            return try config(yaml).warnings.map(\.description)
        } catch {
            return error.sorted.map(\.description)
        }
    }

    @Test func theDefaultsOfferWebPStripMetadataAndFitTheDefaultTheme() throws {
        let settings = try config("").value
        #expect(settings.images.isEnabled && settings.images.formats == [.webp] && !settings.images.keepMetadata)
        #expect(settings.contentWidth == 680)
    }

    @Test func everyKeyIsRead() throws {
        let settings = try config("""
            content_width: 720
            images:
              formats: [avif, webp]
              quality: {webp: 70, avif: 50}
              keep_metadata: true

            """).value
        #expect(settings.contentWidth == 720)
        #expect(settings.images.formats == [.avif, .webp])
        #expect(settings.images.quality(of: .webp) == 70 && settings.images.quality(of: .avif) == 50)
        #expect(settings.images.quality(of: .jpeg) == 82)
        #expect(settings.images.keepMetadata)
        #expect(try config("images:\n  quality: 75\n").value.images.quality(of: .jpeg) == 75)
        #expect(try config("images: false\n").value.images.isEnabled == false)
    }

    @Test func mistakesAreReportedAtTheirValues() {
        #expect(problems("images:\n  formats: [webp, jxl]\n") == [
            "folio.yml:4:19: error: unknown image format 'jxl'; folio offers webp and avif, and the original's own "
                + "format always",
        ])
        #expect(problems("images:\n  quality: 0\n") == [
            "folio.yml:4:12: error: 'quality' must be a whole number from 1 to 100, found '0'",
        ])
        #expect(problems("content_width: wide\n") == [
            "folio.yml:3:16: error: 'content_width' must be the text column's width in CSS pixels, a whole number "
                + "from 200 to 4000, found 'wide'",
        ])
        #expect(problems("images:\n  keep_metdata: true\n") == [
            "folio.yml:4:3: warning: unknown key 'keep_metdata' (did you mean 'keep_metadata'?)",
        ])
    }
}
