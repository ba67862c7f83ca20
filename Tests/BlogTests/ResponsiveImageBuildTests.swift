import Foundation
import Testing
@testable import Blog
import Images
import TestSupport
import Content
import Incremental
import SiteTestSupport

/// Sites whose posts show photos: the files folio makes for them, the HTML that offers them, and the errors.
@Suite struct ResponsiveImageBuildTests {
    static let post = "content/posts/2024-05-01-pier/index.md"
    static let page = "2024/05/pier/index.html"

    /// A site with one post showing `image` (a fixture, as `pics/<name>`) with the given layout words.
    func site(_ image: String, as name: String = "photo.jpg", words: String = "#+right+third",
              config: String = "") throws -> SiteFixture {
        let site = try SiteFixture(config: config, files: [
            Self.post: "# Pier\n\n![The pier](pics/\(name)\(words))\n",
        ])
        try site.write("content/posts/2024-05-01-pier/pics/\(name)", try TestImages.fixture(image))
        return site
    }

    func derived(_ built: BuiltSite) -> [String] {
        built.paths.filter { $0.hasPrefix("2024/05/pier/pics/") }
    }

    @Test func aPhotoIsOfferedInEachWidthAndFormatWithSizesFromItsLayoutWords() async throws {
        let site = try self.site("oriented.jpg")
        defer { site.remove() }
        let built = try await site.make()
        let html = try #require(built.text(Self.page))
        let files = derived(built)
        #expect(files.count == 10)  // 227, 454, 640, 860 and 1290 px, in WebP and JPEG
        #expect(!files.contains("2024/05/pier/pics/photo.jpg"))  // the original, with its GPS position, stays home
        let webp = files.filter { $0.hasSuffix(".webp") }.sorted { $0.count < $1.count || $0 < $1 }
        let name = try #require(webp.first.map { String($0.dropFirst("2024/05/pier/pics/photo.".count).prefix(6)) })
        let srcset = [227, 454, 640, 860, 1290].map { "/2024/05/pier/pics/photo.\(name)-\($0).webp \($0)w" }
        #expect(html.contains("<picture><source type=\"image/webp\" srcset=\"\(srcset.joined(separator: ", "))\" "
                              + "sizes=\"(max-width: 40em) 100vw, 227px\" /><img src=\"/2024/05/pier/pics/photo."))
        #expect(html.contains("alt=\"The pier\" class=\"right third\" width=\"1500\" height=\"1000\" srcset=\""))
        #expect(html.contains("-1290.jpg 1290w\" sizes=\"(max-width: 40em) 100vw, 227px\" loading=\"lazy\" />"
                              + "</picture>"))
    }

    @Test func everyDerivedFileIsUprightAtItsWidthAndCarriesNoMetadata() async throws {
        let site = try self.site("oriented.jpg")
        defer { site.remove() }
        let built = try await site.make()
        for file in built.files where file.path.hasPrefix("2024/05/pier/pics/") {
            let bytes = try file.data()
            let width = try #require(Int(file.path.split(separator: "-").last!.split(separator: ".").first!))
            // Stored 1000 × 1500 and turned by its orientation: every file is landscape, 3:2.
            let height = Int((Double(width) / 1.5).rounded())
            #expect(ImageSize.read(Array(bytes)) == ImageSize(width: width, height: height))
            for secret in ["Exif", "FO-SERIAL-0042", "Folio Optics"] {
                #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(file.path) holds \(secret)")
            }
        }
    }

    @Test func aLinkPreviewPictureIsAFileFolioMadeNeverTheOriginal() async throws {
        let site = try SiteFixture(files: [Self.post: "---\nimage: pics/photo.jpg\n---\n# Pier\n\nText.\n"])
        defer { site.remove() }
        try site.write("content/posts/2024-05-01-pier/pics/photo.jpg", try TestImages.fixture("oriented.jpg"))
        let built = try await site.make()
        let files = derived(built)
        #expect(files.count == 1 && files.first?.hasSuffix("-1200.jpg") == true, "\(files)")
        #expect(try built.files.first { $0.path == files.first }?.data().range(of: Data("Exif".utf8)) == nil)
    }

    @Test func keepMetadataKeepsTheEXIF() async throws {
        let site = try self.site("oriented.jpg", config: "images:\n  keep_metadata: true\n")
        defer { site.remove() }
        let built = try await site.make()
        let jpeg = try #require(built.files.first { $0.path.hasSuffix("-227.jpg") })
        #expect(try jpeg.data().range(of: Data("FO-SERIAL-0042".utf8)) != nil)
    }

    @Test func aSecondBuildEncodesNothing() async throws {
        let site = try self.site("oriented.jpg")
        defer { site.remove() }
        let first = try await site.build()
        #expect(first.site.counts.imagesEncoded == 10)
        try site.write(Self.post, Data("# Pier, edited\n\n![The pier](pics/photo.jpg#+right+third)\n".utf8))
        let second = try await site.build()
        #expect(second.site.counts.imagesEncoded == 0)
        #expect(second.site.paths == first.site.paths)
        let cold = try await site.build(into: "fresh", cache: false)
        #expect(cold.site.counts.imagesEncoded == 10)  // --no-cache reads nothing of the store either
        var options = BuildOptions()
        options.usesCache = false
        let temporary = try #require(options.temporaryImageFolder)
        #expect(!FileManager.default.fileExists(atPath: temporary.path))  // and leaves no folder behind
    }

    /// A text edit is patched into the last build, unless the image store lost the files it copies: then the
    /// build looks at everything and makes them again.
    @Test func aTextEditAfterTheImageStoreIsRemovedMakesItsFilesAgain() async throws {
        let site = try self.site("oriented.jpg")
        defer { site.remove() }
        _ = try await site.build()
        let pictures = site.root.appending(path: "public/2024/05/pier/pics")
        let files = try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted()
            .map { "2024/05/pier/pics/" + $0 }
        try #require(files.count == 10)
        try site.write(Self.post, Data("# Pier\n\n![The pier](pics/photo.jpg#+right+third)\n\nMore.\n".utf8))
        #expect(try await site.build().site.counts.patched)
        try FileManager.default.removeItem(at: site.root.appending(path: ".folio-images"))
        try FileManager.default.removeItem(at: site.root.appending(path: "public/" + files[0]))
        try site.write(Self.post, Data("# Pier\n\n![The pier](pics/photo.jpg#+right+third)\n\nLess.\n".utf8))
        let second = try await site.build()
        #expect(!second.site.counts.patched)
        #expect(second.site.counts.imagesEncoded == 10)
        for file in files {
            #expect(FileManager.default.fileExists(atPath: site.root.appending(path: "public/" + file).path), "\(file)")
        }
    }

    /// Every URL of every `src` and `srcset` in the page, below the site.
    func shownFiles(_ html: String) -> [String] {
        let parts = html.split(separator: "\"")
        var files: [String] = []
        for (index, value) in parts.enumerated() where index % 2 == 1 {
            for candidate in value.split(separator: ",") {
                guard let url = candidate.split(separator: " ").first, url.hasPrefix("/2024/05/pier/pics/") else {
                    continue
                }
                files.append(String(url.dropFirst()))
            }
        }
        return files
    }

    @Test func aCachedPageNamesTheFilesTheBuildMakesWhenTheSettingsChange() async throws {
        let site = try self.site("oriented.jpg")
        defer { site.remove() }
        let first = try await site.build()
        #expect(first.site.counts.imagesEncoded == 10)
        let config = "title: Test\nbase_url: https://example.com\ntimezone: Europe/Berlin\nimages:\n  quality: 60\n"
        try site.write("folio.yml", Data(config.utf8))
        let second = try await site.build()
        #expect(second.site.counts.imagesEncoded == 10)
        let html = try String(contentsOf: site.root.appending(path: "public/\(Self.page)"), encoding: .utf8)
        let shown = shownFiles(html)
        #expect(shown.count == 11)  // the src and two srcsets of five files each
        for file in shown {
            #expect(FileManager.default.fileExists(atPath: site.root.appending(path: "public/\(file)").path), "\(file)")
        }
    }

    @Test func imagesFalsePublishesTheOriginalAsItIs() async throws {
        let site = try self.site("oriented.jpg", config: "images: false\n")
        defer { site.remove() }
        let built = try await site.make()
        #expect(derived(built) == ["2024/05/pier/pics/photo.jpg"])
        #expect(built.text(Self.page)?.contains("<img src=\"/2024/05/pier/pics/photo.jpg\" alt=\"The pier\" "
                                                + "class=\"right third\" width=\"1500\" height=\"1000\" "
                                                + "loading=\"lazy\" />") == true)
    }

    @Test func anAnimationAndAnSVGArePublishedAsTheyAre() async throws {
        let site = try self.site("animated.png", as: "moving.png")
        defer { site.remove() }
        let built = try await site.make()
        #expect(derived(built) == ["2024/05/pier/pics/moving.png"])
        #expect(built.text(Self.page)?.contains("<picture>") == false)
    }

    @Test func aTruncatedPhotoIsAnErrorAtTheImageNamingTheFile() async throws {
        let site = try self.site("truncated.jpg", as: "cut.jpg")
        defer { site.remove() }
        let problems = await site.failure()
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("\(Self.post):3:1: error: image 'content/posts/2024-05-01-pier/pics/cut.jpg' "
                                          + "cannot be decoded (VipsJpeg: Premature end of") == true, "\(problems)")
    }

    @Test func aDecompressionBombIsRefusedBeforeDecoding() async throws {
        let site = try SiteFixture(files: [Self.post: "# Pier\n\nText.\n\n![Huge](pics/huge.png#+full)\n"])
        defer { site.remove() }
        try site.write("content/posts/2024-05-01-pier/pics/huge.png",
                       TestPNG.header(width: 30_000, height: 30_000))
        let problems = await site.failure()
        #expect(problems == ["\(Self.post):5:1: error: image 'content/posts/2024-05-01-pier/pics/huge.png' is 30000 × "
                             + "30000 pixels (900 megapixels); folio decodes pictures of at most 200 megapixels, so "
                             + "that one file cannot exhaust the memory: make it smaller, or publish it as it is with "
                             + "'images: false' in folio.yml"])
    }
}
