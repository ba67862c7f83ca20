import Mustache

extension TemplateJob {
    /// The `page` of a post's own file: its summary, its neighbours (`previous` is older, `next` newer), its
    /// related posts, its series, and its structured data (but its word count, which `applyTemplate` adds).
    static func postContext(_ position: Int, in input: inout TemplateInput) -> PageContext {
        let site = input.site
        var fields: [String: TemplateValue] = [:]
        for (name, neighbour) in [("previous", position + 1), ("next", position - 1)]
        where site.posts.indices.contains(neighbour) {
            let summary = input.post(neighbour)
            fields[name] = .map(["title": summary["title"] ?? .null, "url": summary["url"] ?? .null])
        }
        let related = site.related.indices.contains(position) ? site.related[position] : []
        fields["related"] = .list(related.map { relatedEntry(input.post($0)) })
        fields["has_related"] = .bool(!related.isEmpty)
        let series = site.seriesOfPost[position].map { site.series[$0] }
        if let series, let current = series.posts.firstIndex(of: position) {
            let parts = series.posts.map { part -> SeriesContext.Part in
                let shown = input.post(part)
                let url = shown["url"]?.interpolatedText ?? ""
                return SeriesContext.Part(title: shown["title"]?.interpolatedText ?? "", url: url,
                                          absoluteURL: site.address.absolute(url))
            }
            fields["series"] = SeriesContext(name: series.name, parts: parts, current: current,
                                             numbers: input.numbers).templateValue
        } else {
            fields["series"] = .null
        }
        let summary = input.post(position)
        var context = PageContext(kind: .post, summary: summary, address: site.address, fields: fields)
        context.structuredData = StructuredData.blogPosting(summary: summary, source: site.posts[position],
                                                            site: site, series: series)
        return context
    }

    /// What a post's page shows of a related post: the fields of its summary a short list needs.
    private static func relatedEntry(_ summary: TemplateValue) -> TemplateValue {
        var entry: [String: TemplateValue] = [:]
        for key in ["title", "url", "date", "date_iso", "date_display", "description", "image_absolute",
                    "reading_time", "reading_time_display"] {
            entry[key] = summary[key] ?? .null
        }
        return .map(entry)
    }
}
