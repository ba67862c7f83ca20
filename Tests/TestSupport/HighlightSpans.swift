/// `html` without the spans the highlighter adds to blocks without options: what remains must be cmark-gfm's.
public func removingHighlightSpans(_ html: String) -> String {
    html.replacing(/<span class="[a-z0-9]{1,3}">|<\/span>/, with: "")
}
