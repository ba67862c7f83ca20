import Testing
@testable import Import

@Suite struct ShortcodeConverterTests {
    private func convert(_ text: String) -> (text: String, notes: [String]) {
        let conversion = ShortcodeConverter.convert(text) { reference in
            reference.hasPrefix("posts/a") ? "a.md" + (reference.firstIndex(of: "#").map { String(reference[$0...]) }
                                                       ?? "") : nil
        }
        var offsets = conversion.notes.map(\.offset)
        let result = conversion.edits.apply(to: text, moving: &offsets)
        return (result, zip(conversion.notes, offsets).map { "\($1): \($0.message)" })
    }

    @Test func refsBecomeLinksWithTheirAnchors() {
        #expect(convert(#"[a]({{< ref "posts/a.md" >}}) [b]({{% relref "posts/a#setup" %}})"#).text
                == "[a](a.md) [b](a.md#setup)")
    }

    @Test func highlightBecomesAFence() {
        #expect(convert("{{< highlight go \"linenos=table\" >}}\nfmt.Println()\n{{< /highlight >}}").text
                == "```go\nfmt.Println()\n```")
    }

    @Test func figureBecomesAnImageWithATitle() {
        #expect(convert(#"{{< figure src="a b.png" title="Say \"hi\"" alt="[x]" >}}"#).text
                == #"![\[x\]](a%20b.png "Say \"hi\"")"#)
        #expect(convert(#"{{< figure src="/i.png" caption="C" link="https://x.org" >}}"#).text
                == #"[![C](/i.png "C")](https://x.org)"#)
    }

    @Test func escapedShortcodesBecomeTheirText() {
        #expect(convert("Write {{</* figure src=\"x\" */>}} or {{%/* note */%}}.").text
                == "Write {{< figure src=\"x\" >}} or {{% note %}}.")
    }

    @Test func otherShortcodesStayWithANoteOnTheirOpeningTag() {
        let text = "{{< alert \"info\" >}}\nCareful.\n{{< /alert >}}\n{{< youtube abc >}} {{< ref \"x\" >}}"
        let result = convert(text)
        #expect(result.text == text)
        #expect(result.notes == [
            "0: Hugo shortcode {{< alert \"info\" >}} has no folio counterpart; it is left in the text",
            "45: Hugo shortcode {{< youtube abc >}} has no folio counterpart; it is left in the text",
            "65: {{< ref \"x\" >}} names no page of the site; it is left in the text",
        ])
    }
}
