import Mustache

/// A post or page as a link: its title and address, as a post's neighbours and the site's pages show it.
struct PageLink {
    var title: TemplateValue
    var url: TemplateValue

    init(title: TemplateValue, url: TemplateValue) {
        (self.title, self.url) = (title, url)
    }

    /// The link to a summary's page.
    init(summary: TemplateValue) {
        self.init(title: summary["title"] ?? .null, url: summary["url"] ?? .null)
    }

    static let fields = TemplateFields<PageLink>()
        .field("title") { $0.title }
        .field("url") { $0.url }
}
