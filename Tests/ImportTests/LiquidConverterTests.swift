import Testing
@testable import Import
import Blog

@Suite struct LiquidConverterTests {
    private let site = LiquidConverter.Site(
        url: "https://notes.example.org", baseurl: "/blog", values: ["title": "Field Notes"],
        postLink: { $0 == "2018-01-19-forums" ? "2018-01-19-forums.md" : nil },
        fileLink: { $0 == "about.md" ? "../pages/about.md" : nil })

    private func convert(_ text: String) -> (text: String, notes: [String], links: Int) {
        let conversion = LiquidConverter.convert(text, site: site)
        var offsets = conversion.notes.map(\.offset)
        let result = conversion.edits.apply(to: text, moving: &offsets)
        let notes = zip(conversion.notes, offsets).map { "\($1): \($0.message)" }
        return (result, notes, conversion.linksConverted)
    }

    @Test func linkTagsBecomeRelativeLinksWithoutTheirPrefix() {
        let result = convert("[a]({% post_url 2018-01-19-forums %}) [b]({{ site.baseurl }}{% link about.md %}) "
                             + "[c]({{site.url}}{{ site.baseurl }}{%- post_url 2018-01-19-forums -%})")
        #expect(result.text == "[a](2018-01-19-forums.md) [b](../pages/about.md) [c](2018-01-19-forums.md)")
        #expect(result.links == 3 && result.notes.isEmpty)
    }

    @Test func siteVariablesBecomeTheirValues() {
        #expect(convert("![x]({{ site.baseurl }}/a.png) {{ site.url }}/b {{ '/c.css' | relative_url }} "
                        + "{{ \"d\" | absolute_url }} {{ site.title }}").text
                == "![x](/blog/a.png) https://notes.example.org/b /blog/c.css https://notes.example.org/blog/d "
                + "Field Notes")
    }

    @Test func highlightBecomesAFenceLongerThanTheCode() {
        let text = "Before\n{% highlight swift linenos %}\nlet a = \"```\"\n{% endhighlight %}\nAfter\n"
        #expect(convert(text).text == "Before\n````swift\nlet a = \"```\"\n````\nAfter\n")
        #expect(convert("  {% highlight sh %}\n  ls\n  {% endhighlight %}").text == "  ```sh\n  ls\n  ```")
        #expect(convert("Text {% highlight c %}x{% endhighlight %} more").text == "Text \n```c\nx\n```\n more")
    }

    @Test func rawKeepsItsTextAndCommentBecomesAnHTMLComment() {
        #expect(convert("{% raw %}{{ page.title }} {% if x %}{% endraw %}").text == "{{ page.title }} {% if x %}")
        #expect(convert("{% comment %} a -- b {% endcomment %}").text == "<!-- a - - b -->")
        #expect(convert("{% raw %}{{ x }}{% endraw %}").notes.isEmpty)
    }

    @Test func whatHasNoCounterpartStaysWithANoteAtItsPlace() {
        let result = convert("Hi\n{% include book.html %}\n{{ page.date | date: '%Y' }} {% post_url nothing %}\n")
        #expect(result.text == "Hi\n{% include book.html %}\n{{ page.date | date: '%Y' }} {% post_url nothing %}\n")
        #expect(result.notes == [
            "3: {% include book.html %} includes a theme file, which folio has no counterpart for; it is left in "
                + "the text",
            "27: Liquid output {{ page.date | date: '%Y' }} has no folio counterpart; it is left in the text",
            "56: {% post_url nothing %} names no file of the site; it is left in the text",
        ])
    }

    /// Call-out plugins' block tags become GitHub alerts, their Liquid still converted; laid out otherwise, they stay.
    @Test func calloutBlocksBecomeAlerts() {
        let block = "Before.\n\n{% info %}\n\nSee [it]({% post_url 2018-01-19-forums %}).\n\n```swift\nlet a = 1\n```\n"
            + "\n{% endinfo %}\n\nAfter.\n"
        let result = convert(block)
        #expect(result.text == "Before.\n\n> [!NOTE]\n>\n> See [it](2018-01-19-forums.md).\n>\n> ```swift\n"
                + "> let a = 1\n> ```\n>\n\nAfter.\n")
        #expect(result.notes.isEmpty && result.links == 1)
        #expect(convert("{% warning do %}\nCareful.\n{% endwarning %}\nNext line.").text
                == "> [!WARNING]\n> Careful.\n\nNext line.")
        #expect(convert("{% error %} One line, *inline*. {% enderror %}\n").text
                == "> [!CAUTION]\n> One line, *inline*.\n")
        #expect(convert("  {% tip %}\n  Indented.\n  Text {% endtip %}").text == "> [!TIP]\n>   Indented.\n>   Text")
        let inText = "Say {% info %}x{% endinfo %} here.\n"
        #expect(convert(inText).text == inText)
        #expect(convert(inText).notes.count == 2)
        #expect(convert("{% note %}\nnever closed\n").notes.count == 1)
    }

    @Test func anUnclosedTagIsText() {
        #expect(convert("a {% b\n\nc %} d").text == "a {% b\n\nc %} d")
        #expect(convert("{{ not closed").notes.isEmpty)
    }
}
