extension AlertKind {
    /// What comes before the alert's own blocks on a page: GitHub's markup, with an icon of folio's own.
    var pageOpening: String {
        "<div class=\"markdown-alert markdown-alert-\(rawValue)\">\n<p class=\"markdown-alert-title\">"
            + "<svg class=\"markdown-alert-icon\" viewBox=\"0 0 16 16\" width=\"16\" height=\"16\" aria-hidden=\"true\""
            + " fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\" stroke-linecap=\"round\""
            + " stroke-linejoin=\"round\"><path d=\"\(iconPath)\"/></svg>\(title)</p>"
    }

    static let pageClosing = "</div>"

    /// The same alert in a feed: readers drop classes and styles, and some draw an inline SVG at any size, so the
    /// feed gets a quote that starts with the word in bold, which every reader shows set apart from the text.
    var feedOpening: String { "<blockquote>\n<p><strong>\(title)</strong></p>" }

    static let feedClosing = "</blockquote>"

    /// A 16 × 16 outline drawn with round 1.5-unit strokes: a circled "i", a bulb, a speech bubble with "!", a
    /// triangle with "!", an octagon with "!". A dot is a stroke of length 0.01.
    var iconPath: String {
        switch self {
        case .note: "M14.25 8A6.25 6.25 0 1 1 1.75 8a6.25 6.25 0 0 1 12.5 0ZM8 7.25v3.5M8 5v.01"
        case .tip:
            "M6 11.25C6 10 5.4 9.3 4.6 8.4A4.25 4.25 0 1 1 11.4 8.4C10.6 9.3 10 10 10 11.25ZM6.5 13.25h3M7.25 15h1.5"
        case .important: "M1.75 2.25h12.5v8.5H8.5l-3 3v-3H1.75ZM8 4.5v2.5M8 9.25v.01"
        case .warning: "M8 1.75l6.75 12H1.25ZM8 6v3.5M8 11.75v.01"
        case .caution: "M5.25 1.25h5.5l4 4v5.5l-4 4h-5.5l-4-4v-5.5ZM8 4.75v3.75M8 11.25v.01"
        }
    }
}
