/// `redirects:` in folio.yml: how old addresses (`aliases`, `redirect_from`) answer. Every host gets a small page at
/// each old address that moves the reader on (a meta refresh with a canonical link); `netlify` (or `cloudflare`)
/// also lists them in a `_redirects` file, which Netlify and Cloudflare Pages answer with a real 301.
public enum RedirectStyle: String, Sendable, Hashable, CaseIterable {
    /// Redirect pages only: what GitHub Pages and any plain file host can serve.
    case pages
    /// Redirect pages, and a `_redirects` file in Netlify's format.
    case netlify
    /// The same as `netlify`: Cloudflare Pages reads the same file.
    case cloudflare

    /// True when the build writes `_redirects`.
    public var writesRedirectsFile: Bool {
        self != .pages
    }
}
