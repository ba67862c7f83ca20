/// What every template sees as `page`: the fields all kinds share, plus those of its kind.
struct PageContext: TemplateValueConvertible {
    enum Kind: String, CaseIterable { case post, page, home, tag, tags, archive, notFound = "404" }

    var kind: Kind
    var title: String
    var description: String
    var url: String
    var address: SiteAddress
    var imageURL: String = ""
    var fields: [String: TemplateValue] = [:]

    var templateValue: TemplateValue {
        var map = fields
        map["kind"] = .string(kind.rawValue)
        for other in Kind.allCases { map["is_" + other.rawValue] = .bool(other == kind) }
        map["title"] = .string(title)
        map["description"] = .string(description)
        map["url"] = .string(url)
        map["canonical_url"] = .string(address.absolute(url))
        map["image_absolute"] = .string(imageURL)
        return .map(map)
    }

    /// The whole context of a page: `site` and `page`.
    func context(in site: Site) -> TemplateValue {
        .map(["site": SiteContext(site: site).templateValue, "page": templateValue])
    }
}
