import Testing
@testable import Import

@Suite struct KramdownConverterTests {
    private func convert(_ text: String) -> (text: String, notes: [String]) {
        let conversion = KramdownConverter.convert(text)
        var offsets = conversion.notes.map(\.offset)
        let result = conversion.edits.apply(to: text, moving: &offsets)
        return (result, zip(conversion.notes, offsets).map { "\($1): \($0.message)" })
    }

    @Test func aLanguageAfterAFenceBecomesItsLanguage() {
        #expect(convert("~~~\nlet a = 1\n~~~\n{: .language-swift}\n\nText\n").text
                == "~~~swift\nlet a = 1\n~~~\n\nText\n")
        #expect(convert("```\nx\n```\n{:.language-ruby}").text == "```ruby\nx\n```")
        #expect(convert("```\nx\n```\n{: .highlight .go}\n").text == "```go\nx\n```\n")
        #expect(convert("```\nx\n```\n{: lang=\"c\"}\n").text == "```c\nx\n```\n")
        // Before the fence, after a blank line, as kramdown also reads it.
        #expect(convert("Text\n\n{: .language-sh}\n```\nls\n```\n").text == "Text\n\n```sh\nls\n```\n")
    }

    @Test func aFenceThatSaysItAlreadyLosesTheList() {
        let result = convert("```swift\nlet a = 1\n```\n{: .language-swift}\n")
        #expect(result.text == "```swift\nlet a = 1\n```\n" && result.notes.isEmpty)
    }

    @Test func anIndentedBlockBecomesAFence() {
        let text = "Ruby:\n\n    def a\n      {:b => 1}\n    end\n{: .language-ruby}\n\nAfter\n"
        let result = convert(text)
        #expect(result.text == "Ruby:\n\n```ruby\ndef a\n  {:b => 1}\nend\n```\n\nAfter\n")
        #expect(result.notes.isEmpty)  // the hash inside the code is code, not an attribute list
        // Indented lines after a list item's text go on the item: no code block there.
        let list = "- item\n\n    more of the item\n{: .language-ruby}\n"
        #expect(convert(list).text == list)
    }

    @Test func whatIsLeftStaysWithANote() {
        let result = convert("```\nx\n```\n{: .language-swift .numberLines}\n")
        #expect(result.text == "```swift\nx\n```\n{: .numberLines}\n")
        #expect(result.notes == [
            "15: kramdown's {: .numberLines} has no GitHub Markdown counterpart; it is left in the text",
        ])
        let other = convert("A paragraph.\n{: .lead}\n")
        #expect(other.text == "A paragraph.\n{: .lead}\n")
        #expect(other.notes == ["13: kramdown's {: .lead} has no GitHub Markdown counterpart; it is left in the text"])
    }

    @Test func aCallOutClassBecomesAnAlert() {
        #expect(convert("**Heads up:** this\ncosts money.\n{: .notice--warning}\n").text
                == "> [!WARNING]\n> **Heads up:** this\n> costs money.\n")
        #expect(convert("Intro\n\n{: .note }\nA note.\n").text == "Intro\n\n> [!NOTE]\n> A note.\n")
        #expect(convert("> Quoted\n{: .notice--danger}\n").text == "> [!CAUTION]\n> Quoted\n")
        for (written, kind) in [("notice--info", "NOTE"), ("notice--primary", "IMPORTANT"), ("notice--success", "TIP"),
                                ("notice", "NOTE"), ("alert-warning", "WARNING")] {
            #expect(convert("Text\n{: .\(written)}\n").text == "> [!\(kind)]\n> Text\n", "\(written)")
        }
        // Under a line of Liquid, whose output kramdown does not give attributes, the list is the paragraph's below.
        #expect(convert("{% include figure image_path=\"a.jpg\" %}\n{: .notice--warning}\nNote: a plugin.\n").text
                == "{% include figure image_path=\"a.jpg\" %}\n> [!WARNING]\n> Note: a plugin.\n")
        // An alert is a top-level quote: inside a list a call-out stays as written.
        #expect(convert("- a\n\n  Text\n  {: .notice--info}\n").text == "- a\n\n  Text\n  {: .notice--info}\n")
    }

    @Test func anIDBecomesAnAnchorAtTheBlock() {
        #expect(convert("A paragraph.\n{: #here}\n").text == "<a id=\"here\"></a>A paragraph.\n")
        #expect(convert("| a |\n|---|\n{: #table}\n").text == "<a id=\"table\"></a>\n\n| a |\n|---|\n")
        #expect(convert("Careful.\n{: .notice--warning #careful}\n").text
                == "> [!WARNING]\n> <a id=\"careful\"></a>Careful.\n")
    }

    @Test func aListInACodeSpanIsCode() {
        let text = "Made by the `{: .notice--info}` list, and ``{:toc}`` too.\n"
        #expect(convert(text) == (text, []))
        #expect(convert("A ` {: .lead}\n").notes.count == 1)  // a lone backtick opens no span
    }

    @Test func kramdownsTableOfContentsGoesWithItsList() {
        #expect(convert("Intro\n\n* TOC\n{:toc}\n\n## One\n").text == "Intro\n\n## One\n")
        #expect(convert("- Contents\n{:toc}").text == "")
    }

    @Test func aWidthOrPlacementAfterAnImageIsALayoutWord() {
        #expect(convert("![a](b.png){:width=\"50%\"}\n").text == "![a](b.png#+half)\n")
        #expect(convert("![a](b.png){: .align-right width=\"33%\"} ![c](d.png#x){: .full}").text
                == "![a](b.png#+right+third) ![c](d.png#x+full)")
        let other = convert("![a](b.png){: .align-right .shadow}")
        #expect(other.text == "![a](b.png){: .align-right .shadow}" && other.notes.count == 1)
    }

    /// An image's inline style, as the Swift blog writes them: a float, a width and a centred block become layout
    /// words; what folio's rules for pictures already do (margins, `height: auto`) goes; anything else stays.
    @Test func anImagesStyleIsLayoutWordsWhereItSaysWhatTheyDo() {
        let cases: [(String, String)] = [
            (#"{: style="float: left; margin-right: 1em; max-width: 50%"}"#, "#+left+half"),
            (#"{: style="float: right; margin-right: 1em; max-width: 50%"}"#, "#+right+half"),
            (#"{:style="max-width: 100%; height: auto; width: unset; margin: auto auto; display: block;"}"#,
             "#+center"),
            (#"{:width="100%" srcset="/assets/b@2x.png 2x"}"#, "#+full"),
            (#"{: width="680"}"#, "#+full"),
            (#"{: width="340px"}"#, "#+half"),
        ]
        for (list, words) in cases {
            let converted = convert("![a](b.png)\(list)\n")
            #expect(converted.text == "![a](b.png\(words))\n" && converted.notes.isEmpty, "\(list)")
        }
        // A width none of folio's is taken to the nearest within 5 points of the column, and the note says so.
        let rounded = convert(#"![a](b.png){:width="63%"}"#)
        #expect(rounded.text == "![a](b.png#+twothirds)")
        #expect(rounded.notes == [#"5: kramdown's {:width="63%"} became #+twothirds: the nearest of folio's widths "#
                                  + "(67% of the column)"])
        // Anything else stays, with a note: a border, a width near none, two placements.
        for list in [#"{:style="border: 1px solid #ddd;"}"#, #"{:width="10%"}"#,
                     #"{: .align-left style="float: right"}"#] {
            let left = convert("![a](b.png)\(list)")
            #expect(left.text == "![a](b.png)\(list)" && left.notes.count == 1, "\(list)")
        }
    }
}
