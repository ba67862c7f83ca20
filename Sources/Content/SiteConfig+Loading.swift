import Foundation
import SourceDiagnostics
import YAML

/// Stage 1: reads and checks `folio.yml` in the site's folder.
///
/// ```swift
/// let config = try loadConfig(at: URL(filePath: "my-blog"))
/// config.warnings.forEach { print($0) }     // folio.yml:7:1: warning: unknown key 'titel' (did you mean 'title'?)
/// print(config.value.baseURL)                // https://example.com
/// ```
/// - Throws: `Diagnostics` with every error and warning in the file; a missing `folio.yml` is an error that
///   suggests `folio init`.
public func loadConfig(at root: URL) throws(Diagnostics) -> Checked<SiteConfig> {
    let file = root.appending(path: "folio.yml")
    guard FileManager.default.fileExists(atPath: file.path) else {
        let message = "no folio.yml in \(root.path); run 'folio init' there to start a site"
        throw Diagnostics([.error(message, path: "folio.yml")])
    }
    let text: String
    do {
        text = try TextFile.read(file, path: "folio.yml")
    } catch {
        throw Diagnostics([error])
    }
    return try SiteConfig.make(fromYAML: text, root: root)
}

/// Stage 1 for a build: `folio.yml` with the command line's `--base-url` and `--output` in place of its own.
public func loadConfig(at root: URL, options: BuildOptions) throws(Diagnostics) -> Checked<SiteConfig> {
    var config = try loadConfig(at: root)
    if let baseURL = options.baseURL { config.value.baseURL = baseURL }
    if let output = options.output { config.value.output = output }
    if !options.highlights { config.value.highlight = false }
    return config
}

extension SiteConfig {
    /// Reads a config from the text of a `folio.yml`, collecting every problem before it throws.
    public static func make(
        fromYAML text: String, root: URL, path: String = "folio.yml"
    ) throws(Diagnostics) -> Checked<SiteConfig> {
        var reader = MappingReader(try YAMLReader.read(text, path: path), path: path, name: "folio.yml")
        if reader.hasErrors { throw Diagnostics(reader.diagnostics) }  // not a mapping: nothing more to say
        var config = SiteConfig(root: root, title: "", baseURL: "")
        var title: String?, baseURL: String?
        for entry in reader.entries {
            switch entry.key {
            case "title": title = reader.string(entry)
            case "description": config.description = reader.string(entry) ?? ""
            case "author":
                let author = reader.siteAuthor(entry)
                (config.author, config.authorURL) = (author.name ?? "", author.url)
            case "base_url": baseURL = reader.checkBaseURL(entry)
            case "language": reader.checkLanguage(entry).map { config.language = $0 }
            case "timezone": reader.checkTimeZone(entry).map { config.timeZone = $0 }
            case "permalink": reader.checkPermalink(entry).map { config.permalink = $0 }
            case "posts_per_page": reader.positiveInt(entry).map { config.postsPerPage = $0 }
            case "image_layouts": config.imageLayouts = reader.checkImageLayouts(entry)
            case "content_width": reader.checkContentWidth(entry).map { config.contentWidth = $0 }
            case "images": config.images = reader.checkImages(entry)
            case "output": reader.checkOutput(entry, root: root).map { config.output = $0 }
            case "broken_links": reader.checkBrokenLinks(entry).map { config.brokenLinks = $0 }
            case "redirects": reader.checkRedirects(entry).map { config.redirects = $0 }
            case "highlight": reader.bool(entry).map { config.highlight = $0 }
            case "emoji": reader.bool(entry).map { config.emoji = $0 }
            case "math": reader.bool(entry).map { config.math = $0 }
            case "search": reader.bool(entry).map { config.search = $0 }
            case "ignored_front_matter": config.ignoredFrontMatter = reader.keyList(entry)
            case "feeds": reader.checkFeeds(entry).map { config.feeds = $0 }
            case "feed_limit": reader.positiveInt(entry).map { config.feedLimit = $0 }
            case "tag_feeds": reader.bool(entry).map { config.tagFeeds = $0 }
            case "related_posts": reader.checkRelatedPosts(entry).map { config.relatedPosts = $0 }
            case "logo": config.logo = reader.checkLogo(entry, root: root)
            case "twitter": config.twitter = reader.checkTwitter(entry)
            case "check": config.check = reader.checkLinkSettings(entry)
            case "theme":
                reader.checkThemeFolder(entry).map { config.theme = $0 }
                config.locations["theme"] = entry.value.location
            case "words":
                for word in reader.mapping(entry) ?? [] {
                    guard let text = reader.string(word) else { continue }
                    config.words[word.key] = text
                    config.locations["words." + word.key] = word.keyLocation
                }
            default: reader.warnUnknown(entry, known: keys)
            }
        }
        for key in ["title", "base_url"] {
            guard let entry = reader.entries.first(where: { $0.key == key }) else {
                reader.error("missing required key '\(key)'", at: nil)
                continue
            }
            if entry.value.isNull || entry.value.string?.allSatisfy(\.isWhitespace) == true {
                reader.error("'\(key)' must not be empty", at: entry.value.location)
            }
        }
        if reader.hasErrors { throw Diagnostics(reader.diagnostics) }
        config.title = title ?? ""
        config.baseURL = baseURL ?? ""
        return Checked(config, warnings: reader.diagnostics)
    }
}
