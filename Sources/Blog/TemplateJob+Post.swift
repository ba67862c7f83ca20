import Mustache

extension TemplateJob {
    /// The `page` of a post's own file: its summary, its neighbours (`previous` is older, `next` newer), its
    /// related posts, its series, and its structured data (but its word count, which `applyTemplate` adds).
    static func postContext(_ position: Int, in input: inout TemplateInput) -> PageContext {
        let site = input.site
        // The neighbours' titles and addresses: `previous` is older, `next` is newer.
        func link(_ neighbour: Int) -> TemplateValue {
            guard site.posts.indices.contains(neighbour) else { return .null }
            return PageLink.fields.record(PageLink(summary: input.post(neighbour)))
        }
        var own = PostFields(previous: link(position + 1), next: link(position - 1))
        let related = site.related.indices.contains(position) ? site.related[position] : []
        own.related = related.map { relatedEntry(input.post($0)) }
        let series = site.seriesOfPost[position].map { site.series[$0] }
        if let series, let current = series.posts.firstIndex(of: position) {
            let parts = series.posts.map { part -> SeriesContext.Part in
                let shown = input.post(part)
                let url = shown["url"]?.interpolatedText ?? ""
                return SeriesContext.Part(title: shown["title"]?.interpolatedText ?? "", url: url,
                                          absoluteURL: site.address.absolute(url))
            }
            own.series = SeriesContext(name: series.name, parts: parts, current: current,
                                       numbers: input.numbers).templateValue
        }
        let summary = input.post(position)
        var context = PageContext(kind: .post, summary: summary, address: site.address,
                                  extra: PostFields.table.record(own, base: summary))
        context.structuredData = StructuredData.blogPosting(summary: summary, source: site.posts[position],
                                                            site: site, series: series)
        return context
    }

    /// The posts whose summaries the file of the post at `position` reads (`postContext`): its own, its
    /// neighbours', its related posts' and its series' parts'. What the templates' stage begun early
    /// (`EarlyTemplates`) waits for before it makes that file; it checks every read against it.
    public static func summariesRead(byPostAt position: Int, in site: Site) -> [Int] {
        var read = [position - 1, position, position + 1].filter(site.posts.indices.contains)
        if site.related.indices.contains(position) { read += site.related[position] }
        if let series = site.seriesOfPost[position] { read += site.series[series].posts }
        return read
    }

    /// A post's own fields, over its summary.
    private struct PostFields {
        var previous: TemplateValue
        var next: TemplateValue
        var related: [TemplateValue] = []
        var series: TemplateValue = .null

        static let table = TemplateFields<PostFields>()
            .field("previous") { $0.previous }
            .field("next") { $0.next }
            .field("related") { .list($0.related) }
            .field("has_related") { .bool(!$0.related.isEmpty) }
            .field("series") { $0.series }
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
