import Testing
@testable import HTML

/// The raw-HTML tokenizer reads attributes as a browser does, so folio sees the ids a browser sees.
@Suite struct HTMLTagScannerTests {
    func tags(_ html: String, named: [String: String] = [:]) -> [HTMLTag] {
        HTMLTagScanner.tags(in: html) { named[$0] }
    }

    /// The anchors of every tag, in order.
    func anchors(_ html: String, named: [String: String] = [:]) -> [String] {
        tags(html, named: named).flatMap(\.anchors).map(\.value)
    }

    @Test func quotedUnquotedAndSingleQuotedValues() {
        let tag = tags(#"<div id="a b" class='c "d"' data-x=e/f title=>"#).first
        #expect(tag?.name == "div")
        #expect(tag?.attributes.map(\.name) == ["id", "class", "data-x", "title"])
        #expect(tag?.attributes.map(\.value) == ["a b", #"c "d""#, "e/f", ""])
    }

    @Test func namesAreCaseInsensitiveAndTheFirstOfEachNameCounts() {
        let tag = tags(#"<A NAME="One" Id=two id="three">"#).first
        #expect(tag?.name == "a")
        #expect(tag?.attribute("name")?.value == "One")
        #expect(tag?.attribute("id")?.value == "two")
        #expect(tag?.attributes.count == 2)
    }

    @Test func spacingAsBrowsersAcceptIt() {
        #expect(anchors("<div\n\tid\n=\n\"x\"\n>") == ["x"])
        #expect(anchors(#"<p class="a"id="b">"#) == ["b"])  // no space between attributes
        #expect(anchors(#"<p/id="c">"#) == ["c"])  // a stray slash
        #expect(anchors(#"<p =id="d" id="e">"#) == ["e"])  // the name "=id" is not "id"
    }

    @Test func characterReferencesAreDecoded() {
        #expect(anchors(#"<a id="a&amp;b&lt;&#62;&#x27;&quot;">"#) == [#"a&b<>'""#])
        #expect(anchors(#"<a id="caf&eacute;">"#, named: ["eacute": "é"]) == ["café"])
        #expect(anchors(#"<a id="&unknown;x">"#) == ["&unknown;x"])
        #expect(anchors(#"<a id="x&#128;&#0;&#xD800;&#x110000;">"#) == ["x€\u{FFFD}\u{FFFD}\u{FFFD}"])
        #expect(anchors(#"<a id="&#;&#x;&">"#) == ["&#;&#x;&"])
        // Without `;`: decoded, unless a letter, digit or `=` follows (HTML's rule for attributes).
        #expect(anchors(#"<a id="x&amp y" name="q&copy=1">"#) == ["x& y", "q&copy=1"])
        #expect(anchors(#"<a id="&ampx">"#) == ["&ampx"])
    }

    @Test func onlyAnAnchorElementsNameIsAnAnchor() {
        #expect(anchors(#"<a name="n"></a><span name="s"></span><input name="i"><div id="d" name="e">"#)
                == ["n", "d"])
        #expect(anchors(#"<a id="same" name="same">"#) == ["same"])
        #expect(anchors(#"<a id="" name="">"#).isEmpty)
    }

    @Test func commentsDeclarationsAndProcessingInstructionsHoldNoTags() {
        #expect(anchors(#"<!-- <a id="no"> --><!DOCTYPE html><?php echo '<a id="no2">' ?><a id="yes">"#) == ["yes"])
        #expect(anchors(#"<!--><a id="a"><!---><a id="b"><!-- x --!><a id="c">"#) == ["a", "b", "c"])
        #expect(anchors(#"<![CDATA[x]]><a id="after">"#) == ["after"])
        #expect(anchors(#"<!-- never closed <a id="no">"#).isEmpty)
    }

    @Test func endTagsAndSelfClosingTags() {
        let found = tags(#"<br/><img src=x.png /></div title=">"><p>"#)
        #expect(found.map(\.name) == ["br", "img", "div", "p"])
        #expect(found.map(\.isSelfClosing) == [true, true, false, false])
        #expect(found.map(\.isEndTag) == [false, false, true, false])
        #expect(found[2].anchors.isEmpty)
    }

    @Test func textIsNotATag() {
        #expect(tags("a < b, 3<4, <3, </3>, </> and <-x>").isEmpty)
    }

    @Test func aTagCutOffByTheEndIsDropped() {
        #expect(anchors(#"<a id="ok"><a id="cut"#).count == 1)
        #expect(anchors(#"<a id="ok"><a id=cut"#) == ["ok"])
    }

    @Test func theTagFilterDisarmsTagsAndWhatIsInsideThemIsStillRead() {
        // cmark-gfm writes `&lt;textarea …>`, so the textarea is text and its `<` starts nothing.
        #expect(anchors(#"<textarea id="t"></textarea><script id=s>x</script><TITLE id=t2>"#).isEmpty)
        #expect(anchors(#"<textarea title="<a id=inner>">"#) == ["inner"])
        // Only the filter's exact names, followed by a space, `>` or `/>`.
        #expect(anchors(#"<scripts id="a"><title-x id="b">"#) == ["a", "b"])
    }

    @Test func noscriptTextIsNotParsed() {
        #expect(anchors(#"<noscript><a id="no"></NoScript ><a id="yes">"#) == ["yes"])
    }

    @Test func offsetsPointAtTheAttribute() {
        let tag = tags("text <a\n  id=x>").first
        #expect(tag?.offset == 5)
        #expect(tag?.attribute("id")?.offset == 10)
    }

    @Test func hostileValuesStayValues() {
        #expect(anchors(#"<a id='x"><script>alert(1)</script>'>"#) == [#"x"><script>alert(1)</script>"#])
        #expect(anchors("<a id=\"\u{0}\u{1B}[31m\">") == ["\u{0}\u{1B}[31m"])
    }

    @Test func openElementsFollowTheTopLevel() {
        var open = HTMLOpenElements()
        open.read(tags("<details><summary>S</summary><br><img src=x><p>"))
        #expect(open.names == ["details"])
        open.read(tags("<div><span></div>"))
        #expect(open.names == ["details"])
        open.read(tags("</table></details>"))
        #expect(open.isEmpty)
        open.read(tags(#"<a name="x"/><svg/>"#))
        #expect(open.isEmpty)
    }
}
