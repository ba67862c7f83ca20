import Foundation
import SourceDiagnostics
import YAML

extension FrontMatter {
    /// Reads front matter from its parsed value (YAML or TOML), collecting every problem before it throws.
    public static func make(from root: YAMLValue, path: String, timeZone: TimeZone, ignoring: Set<String> = [])
        throws(Diagnostics) -> Checked<FrontMatter> {
        var reader = MappingReader(root, path: path, name: "front matter")
        var front = FrontMatter()
        // Where two names mean one thing, folio's own name wins, then the first alternative written.
        var dates: [String: Date] = [:], summaries: [String: String] = [:], images: [String: String] = [:]
        var authors: [String: String] = [:], authorURLs: [String: String] = [:]
        var permalinks: [String: PermalinkPattern] = [:]
        var categories: [String] = []
        for entry in reader.entries {
            let key = FrontMatterKeys.canonical(entry.key)
            switch key {
            case "title": front.title = reader.string(entry)
            case "date", "publishdate", "pubdate": dates[key] = reader.date(entry, in: timeZone)
            case "updated", "lastmod", "last_modified_at", "modified": dates[key] = reader.date(entry, in: timeZone)
            case "published":
                if entry.value.bool != nil || PostDate.parse(entry.value.string ?? "", in: timeZone) == nil {
                    if reader.bool(entry) == false { front.draft = true }
                } else {
                    dates[key] = reader.date(entry, in: timeZone)  // Hugo's name for the publishing date
                }
            case "tags": front.tags += reader.tags(entry, splitting: true)
            case "categories": categories += reader.tags(entry, splitting: true)
            case "category": categories += reader.tags(entry, splitting: false)
            case "draft": if reader.bool(entry) == true { front.draft = true }
            case "slug": front.slug = reader.slug(entry)
            case "search": reader.bool(entry).map { front.search = $0 }
            case "summary", "description", "excerpt": summaries[key] = reader.string(entry)
            case "image", "images":
                images[key] = reader.image(entry)
                if key == "image", let alt = reader.imageAlt(entry) { front.imageAlt = alt }
            case "author", "authors":
                authors[key] = reader.author(entry)
                if let url = reader.authorURL(entry) { authorURLs[key] = url }
            case "permalink", "url": permalinks[key] = reader.permalink(entry)
            case "aliases", "redirect_from": front.aliases += reader.aliases(entry)
            case "excerpt_separator": front.excerptSeparator = reader.excerptSeparator(entry)
            case "robots": front.robots = reader.robots(entry)
            case "related": front.related = reader.related(entry)
            case "series": front.series = reader.series(entry)
            case "series_order": front.seriesOrder = reader.integer(entry)
            default:
                if !FrontMatterKeys.isDefinedElsewhere(entry.key), !ignoring.contains(entry.key) {
                    reader.warnUnknown(entry, known: FrontMatter.keys)
                }
            }
            front.keyLocations[entry.key] = entry.keyLocation
            if let field = FrontMatterKeys.field(for: key), front.keyLocations[field] == nil {
                front.keyLocations[field] = entry.keyLocation
            }
        }
        front.date = ["date", "publishdate", "pubdate", "published"].lazy.compactMap { dates[$0] }.first
        front.updated = ["updated", "lastmod", "last_modified_at", "modified"].lazy.compactMap { dates[$0] }.first
        front.summary = ["summary", "description", "excerpt"].lazy.compactMap { summaries[$0] }.first
        front.image = ["image", "images"].lazy.compactMap { images[$0] }.first
        front.author = ["author", "authors"].lazy.compactMap { authors[$0] }.first
        front.authorURL = ["author", "authors"].first { authors[$0] != nil }.flatMap { authorURLs[$0] }
        front.permalink = permalinks["permalink"] ?? permalinks["url"]
        front.categories = categories
        for category in categories where !front.tags.contains(category) { front.tags.append(category) }
        if front.seriesOrder != nil, front.series == nil, let location = front.keyLocations["series_order"] {
            reader.warning("'series_order' without 'series': the post is part of no series", at: location)
        }
        if let date = front.date, let updated = front.updated, updated < date,
           let location = front.keyLocations["updated"] {
            reader.warning("'updated' is before 'date'", at: location)
        }
        if reader.hasErrors { throw Diagnostics(reader.diagnostics) }
        return Checked(front, warnings: reader.diagnostics)
    }
}
