import Content

/// One old address and the page it moved to, both site-relative URLs (`/old/address/` → `/2024/05/new/`), as a
/// host's redirect rules list them.
public struct RedirectRule: Sendable, Hashable {
    /// The old address, percent-encoded, from the host's root.
    public var from: String
    /// The page's address, from the host's root.
    public var to: String

    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }

    /// The file Netlify and Cloudflare Pages read their redirects from, at the site's root.
    public static let fileName = "_redirects"

    /// The `_redirects` file for `rules`, in Netlify's format (`FROM TO 301`, one rule a line), which Cloudflare
    /// Pages reads too. `own` is the text of the site's own `static/_redirects`, if it has one: its rules come first,
    /// and as the hosts take the first rule that matches, they win over an alias.
    public static func file(_ rules: [RedirectRule], own: String?) -> String {
        var text = ""
        if let own, !own.isEmpty { text += own.hasSuffix("\n") ? own + "\n" : own + "\n\n" }
        text += "# The pages' old addresses (aliases in their front matter), made by folio: each answers with a 301.\n"
        for rule in rules { text += "\(rule.from) \(rule.to) 301\n" }
        return text
    }
}
