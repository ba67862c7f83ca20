/// What the Markdown stage does beyond rendering GitHub-flavoured Markdown as cmark-gfm does.
///
/// `.github` is exactly `cmark-gfm -e table -e strikethrough -e autolink -e tagfilter -e tasklist -e footnotes
/// --unsafe` plus what GitHub adds on top (heading ids, alerts, emoji, math) and folio's image layouts. The site builder adds
/// the rest.
public struct MarkdownOptions: OptionSet, Sendable, Hashable {
    /// The options as bits.
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Raw HTML passes through (with the tagfilter extension applied), as on GitHub.
    public static let rawHTML = MarkdownOptions(rawValue: 1 << 0)
    /// `[^1]` footnotes.
    public static let footnotes = MarkdownOptions(rawValue: 1 << 1)
    /// Curly quotes and dashes. Off on GitHub.
    public static let smartPunctuation = MarkdownOptions(rawValue: 1 << 2)
    /// `<h2 id="…">` with ids made as GitHub makes them.
    public static let headingIDs = MarkdownOptions(rawValue: 1 << 3)
    /// `#+right+third` in an image URL becomes `class="right third"`, and GitHub's `#gh-dark-mode-only` and
    /// `#gh-light-mode-only` the class of that name.
    public static let imageLayouts = MarkdownOptions(rawValue: 1 << 4)
    /// An image with a title, alone in its paragraph, becomes a `<figure>` with a `<figcaption>`.
    public static let figures = MarkdownOptions(rawValue: 1 << 5)
    /// The first block, when it is a level-1 heading, is the page's title and is left out of the HTML.
    public static let titleFromFirstHeading = MarkdownOptions(rawValue: 1 << 6)

    /// Table column alignment as `style="text-align: …"` instead of HTML's obsolete `align` attribute.
    public static let tableStyleAttributes = MarkdownOptions(rawValue: 1 << 7)
    /// GitHub's alerts: a top-level quote that starts with a `[!NOTE]` line (or `TIP`, `IMPORTANT`, `WARNING`,
    /// `CAUTION`) becomes a titled `<div class="markdown-alert markdown-alert-note">`, as on GitHub.
    public static let alerts = MarkdownOptions(rawValue: 1 << 8)

    /// Fenced code in a language folio knows is highlighted (`CodeHighlighter`), and fence options apply.
    public static let highlighting = MarkdownOptions(rawValue: 1 << 9)
    /// A task list item's checkbox is labelled by the item's text, `<li><label><input …> text</label></li>`, so
    /// that a screen reader names it; GitHub writes the checkbox without a label.
    public static let labelledTaskItems = MarkdownOptions(rawValue: 1 << 10)

    /// GitHub's emoji shortcodes: `:tada:` becomes 🎉 in text, never in code, URLs or raw HTML (`EmojiShortcodes`).
    public static let emoji = MarkdownOptions(rawValue: 1 << 11)

    /// GitHub's math: `$…$`, `` $`…`$ ``, `$$…$$` and ```` ```math ```` blocks become MathML (`MathMLConverter`).
    public static let math = MarkdownOptions(rawValue: 1 << 12)

    /// What `folio render` does: GitHub's rendering (with heading ids, alerts, emoji and math) plus image layouts;
    /// `folio render` adds `.highlighting`.
    public static let github: MarkdownOptions = [.rawHTML, .footnotes, .headingIDs, .imageLayouts, .alerts, .emoji,
                                                 .math]
    /// What a site build does.
    public static let site: MarkdownOptions = [.github, .figures, .titleFromFirstHeading, .tableStyleAttributes,
                                               .highlighting, .labelledTaskItems]
}
