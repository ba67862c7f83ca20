import Testing
@testable import Import
import Blog

/// Embeds as Hugo's shortcodes and Jekyll's tags and includes write them, converted through the converters that
/// meet them.
@Suite struct EmbedTests {
    private func hugo(_ text: String) -> (text: String, notes: [String]) {
        let conversion = ShortcodeConverter.convert(text) { _ in nil }
        var offsets = conversion.notes.map(\.offset)
        return (conversion.edits.apply(to: text, moving: &offsets), conversion.notes.map(\.message))
    }

    private func jekyll(_ text: String, page: [String: String] = [:]) -> (text: String, notes: [String]) {
        var site = LiquidConverter.Site(url: "https://x.org", baseurl: "", postLink: { _ in nil },
                                        fileLink: { _ in nil })
        site.page = page
        let conversion = LiquidConverter.convert(text, site: site)
        var offsets = conversion.notes.map(\.offset)
        return (conversion.edits.apply(to: text, moving: &offsets), conversion.notes.map(\.message))
    }

    private let video = "[![YouTube video](https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg)]"
        + "(https://www.youtube.com/watch?v=dQw4w9WgXcQ)"

    @Test func hugoYouTubeBecomesALinkedThumbnail() {
        #expect(hugo("{{< youtube dQw4w9WgXcQ >}}") == (video, []))
        #expect(hugo("{{% youtube id=\"dQw4w9WgXcQ\" %}}") == (video, []))
        #expect(hugo(#"{{< youtube id="dQw4w9WgXcQ" title="A [good] song" start="42" >}}"#).text
                == "[![A \\[good\\] song](https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg)]"
                + "(https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s)")
    }

    @Test func whatALinkCannotKeepIsListed() {
        let result = hugo(#"{{< youtube id="dQw4w9WgXcQ" autoplay="true" loading="lazy" >}}"#)
        #expect(result.text == video)
        // The shortcode as written (shortened when long), what it became, what is lost.
        #expect(result.notes == [#"Hugo shortcode {{< youtube id="dQw4w9WgXcQ" autoplay="true" loading="laz…>}} "#
                                 + #"is now a linked thumbnail of the video; what GitHub Markdown cannot keep of it: "#
                                 + #"autoplay="true", loading="lazy""#])
        // Hugo's old positional form: the second argument is a class.
        #expect(hugo("{{< youtube dQw4w9WgXcQ wide >}}").notes.first?.hasSuffix("cannot keep of it: wide") == true)
    }

    @Test func hugoVimeoGistPostsAndInstagramBecomeLinks() {
        #expect(hugo("{{< vimeo_simple 48912912 >}}").text == "<https://vimeo.com/48912912>")
        #expect(hugo(#"{{< vimeo id="146022717" title="A talk" >}}"#).text == "[A talk](https://vimeo.com/146022717)")
        #expect(hugo("{{< gist spf13 7896402 >}}").text == "<https://gist.github.com/spf13/7896402>")
        #expect(hugo(#"{{< gist spf13 7896402 "img.html" >}}"#).text
                == "<https://gist.github.com/spf13/7896402#file-img-html>")
        #expect(hugo(#"{{< twitter_simple user="designreviewed" id="1085870671291310081" >}}"#).text
                == "<https://x.com/designreviewed/status/1085870671291310081>")
        #expect(hugo(#"{{< x user="SanDiegoZoo" id="1453110110599868418" >}}"#).text
                == "<https://x.com/SanDiegoZoo/status/1453110110599868418>")
        #expect(hugo("{{< tweet 877500564405444608 >}}").text == "<https://x.com/i/status/877500564405444608>")
        #expect(hugo("{{< instagram BWNjjyYFxVx hidecaption >}}")
                == ("<https://www.instagram.com/p/BWNjjyYFxVx/>", [
                    "Hugo shortcode {{< instagram BWNjjyYFxVx hidecaption >}} is now a link to the post; what GitHub "
                        + "Markdown cannot keep of it: hidecaption",
                ]))
    }

    @Test func anEmbedWithoutAnIDStays() {
        let result = hugo("{{< youtube >}} {{< vimeo not-a-number >}}")
        #expect(result.text == "{{< youtube >}} {{< vimeo not-a-number >}}" && result.notes.count == 2)
    }

    @Test func jekyllPluginTags() {
        #expect(jekyll("{% youtube dQw4w9WgXcQ %}").text == video)
        #expect(jekyll("{% youtube \"https://www.youtube.com/watch?v=dQw4w9WgXcQ\" %}").text == video)
        #expect(jekyll("{% YouTube id='dQw4w9WgXcQ' %}").text == video)
        #expect(jekyll("{% youtube https://youtu.be/dQw4w9WgXcQ?t=1m5s %}").text.hasSuffix("&t=65s)"))
        #expect(jekyll("{% gist parkr/c08ee0f2726fd0e3909d %}").text
                == "<https://gist.github.com/parkr/c08ee0f2726fd0e3909d>")
        #expect(jekyll("{% gist c08ee0f2726fd0e3909d Hello_World.md %}").text
                == "<https://gist.github.com/c08ee0f2726fd0e3909d#file-hello_world-md>")
        let tweet = jekyll("{% twitter https://twitter.com/jekyllrb/status/673678694720249856 maxwidth=500 %}")
        #expect(tweet.text == "<https://x.com/jekyllrb/status/673678694720249856>")
        #expect(tweet.notes.count == 1 && tweet.notes[0].hasSuffix(
            "is now a link to the post; what GitHub Markdown cannot keep of it: maxwidth=500"))
        #expect(jekyll("{% vimeo 48912912 %}").text == "<https://vimeo.com/48912912>")
    }

    @Test func jekyllIncludesThatEmbedAVideo() {
        #expect(jekyll("{% include youtube.html id=\"dQw4w9WgXcQ\" %}").text == video)
        #expect(jekyll("{% include youtubePlayer.html id=dQw4w9WgXcQ %}").text == video)
        #expect(jekyll("{% include youtube.html id=page.youtubeId %}", page: ["youtubeId": "dQw4w9WgXcQ"]).text
                == video)
        #expect(jekyll("{% include embed/youtube.html id='dQw4w9WgXcQ' %}").text == video)
        #expect(jekyll("{% include video id=\"dQw4w9WgXcQ\" provider=\"youtube\" %}").text == video)
        #expect(jekyll("{% include video id=\"dQw4w9WgXcQ?start=110\" provider=\"youtube\" %}").text
                .hasSuffix("watch?v=dQw4w9WgXcQ&t=110s)"))
        let vimeo = jekyll("{% include vimeo.html id=\"158396727\" autoplay=true time=\"1m\" %}")
        #expect(vimeo.text == "<https://vimeo.com/158396727#t=60s>")
        #expect(vimeo.notes.count == 1 && vimeo.notes[0].hasSuffix(
            "is now a link to the video; what GitHub Markdown cannot keep of it: autoplay=true"))
    }

    @Test func otherIncludesAndVariablesStay() {
        for text in ["{% include youtube-legends-tutorial.html %}", "{% include youtube.html id=include.id %}",
                     "{% include signup.html id=\"dQw4w9WgXcQ\" %}", "{% youtube video_id %}"] {
            let result = jekyll(text)
            #expect(result.text == text && result.notes.count == 1, "\(text)")
        }
    }
}
