import Testing
@testable import Markdown

/// GitHub's emoji shortcodes: every name of gemoji's list in text, never in code, URLs, link destinations, image
/// descriptions or raw HTML; anything else between colons stays as written.
@Suite struct EmojiTests {
    func render(_ markdown: String, options: MarkdownOptions = .github) throws -> RenderedMarkdown {
        try MarkdownRenderer(options: options).render(markdown, path: "content/posts/x.md")
    }

    func html(_ markdown: String) throws -> String { try render(markdown).html }

    @Test func aShortcodeBecomesItsEmoji() throws {
        #expect(try html("Done :tada:!\n") == "<p>Done 🎉!</p>\n")
        #expect(try html(":+1: and :-1: and :100:\n") == "<p>👍 and 👎 and 💯</p>\n")
        #expect(try html(":tada::sparkles:\n") == "<p>🎉✨</p>\n")
        #expect(try html("word:tada:word\n") == "<p>word🎉word</p>\n")  // GitHub's pattern has no word boundaries
        #expect(try html(":x:tada:\n") == "<p>❌tada:</p>\n")  // the leftmost shortcode wins
        #expect(try html(":word:tada:\n") == "<p>:word🎉</p>\n")  // the closing colon of a non-name may open one
        #expect(try html(":wave: :smile_cat: :woman_technologist:\n") == "<p>👋 😸 👩‍💻</p>\n")
    }

    @Test func everyNameOfTheListIsReplaced() throws {
        #expect(EmojiShortcodes.table.count == 1_913)
        for (name, emoji) in EmojiShortcodes.table {
            #expect(try html("a :\(name): b\n") == "<p>a \(emoji) b</p>\n", "\(name)")
        }
    }

    @Test(arguments: [
        ":octocat: :shipit: :trollface:",  // GitHub's picture emoji have no Unicode character
        ":word: :not_an_emoji: :TADA: :Tada:", "10:30:00 and 1:2:3", ":tada", "tada:", "::", ": tada :", ":ta da:",
        ":\(String(repeating: "a", count: 60)):",
    ])
    func anythingElseStaysAsWritten(_ text: String) throws {
        let rendered = try render(text + "\n")
        #expect(rendered.html == "<p>\(text)</p>\n")
        #expect(rendered.diagnostics.isEmpty)
    }

    @Test func neverInCodeURLsDestinationsDescriptionsOrRawHTML() throws {
        #expect(try html("`:tada:`\n") == "<p><code>:tada:</code></p>\n")
        #expect(try html("```\n:tada:\n```\n") == "<pre><code>:tada:\n</code></pre>\n")
        #expect(try html("    :tada:\n") == "<pre><code>:tada:\n</code></pre>\n")
        #expect(try html("[x](https://example.com/:tada:/)\n")
                == "<p><a href=\"https://example.com/:tada:/\">x</a></p>\n")
        #expect(try html("<https://example.com/:tada:/>\n")
                == "<p><a href=\"https://example.com/:tada:/\">https://example.com/:tada:/</a></p>\n")
        #expect(try html("See https://example.com/:tada:/ now\n")
                == "<p>See <a href=\"https://example.com/:tada:/\">https://example.com/:tada:/</a> now</p>\n")
        #expect(try html("www.example.com/:tada:/x\n")
                == "<p><a href=\"http://www.example.com/:tada:/x\">www.example.com/:tada:/x</a></p>\n")
        #expect(try html("![:tada: party](p.png)\n") == "<p><img src=\"p.png\" alt=\":tada: party\" /></p>\n")
        #expect(try html("<span title=\":tada:\">:tada:</span>\n")
                == "<p><span title=\":tada:\">🎉</span></p>\n")
        #expect(try html("<div>\n:tada:\n</div>\n") == "<div>\n:tada:\n</div>\n")
        #expect(try html("[x]: https://example.com/:tada:\n\n[:tada:][x]\n")
                == "<p><a href=\"https://example.com/:tada:\">🎉</a></p>\n")
    }

    @Test func inLinksListsTablesQuotesAlertsAndFootnotes() throws {
        #expect(try html("[:tada: party](https://example.com)\n")
                == "<p><a href=\"https://example.com\">🎉 party</a></p>\n")
        #expect(try html("- :one:\n- *:two:*\n") == "<ul>\n<li>1️⃣</li>\n<li><em>2️⃣</em></li>\n</ul>\n")
        #expect(try html("| a |\n|---|\n| :bug: |\n")
                == "<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>🐛</td>\n</tr>\n</tbody>\n"
                   + "</table>\n")
        #expect(try html("> :bulb: idea\n") == "<blockquote>\n<p>💡 idea</p>\n</blockquote>\n")
        #expect(try html("> [!TIP]\n> :bulb: idea\n").contains("<p>💡 idea</p>"))
        #expect(try html("Text[^1].\n\n[^1]: :memo: note\n").contains("📝 note"))
    }

    @Test func headingsShowTheEmojiAndKeepGitHubsIDMadeFromTheShortcode() throws {
        let rendered = try render("# :rocket: Launch\n\n## :desert_island: Installation `:x:`\n",
                                  options: .site)
        #expect(rendered.title == "🚀 Launch")
        #expect(rendered.headings.map(\.id) == ["desert_island-installation-x"])
        #expect(rendered.headings.map(\.text) == ["🏝️ Installation :x:"])
        #expect(rendered.html == "<h2 id=\"desert_island-installation-x\">🏝️ Installation <code>:x:</code></h2>\n")
    }

    @Test func theExcerptTextHasTheEmoji() throws {
        #expect(try render("Hello :wave: there.\n").excerptText == "Hello 👋 there.")
    }

    @Test func offLeavesShortcodesAsText() throws {
        var options = MarkdownOptions.github
        options.remove(.emoji)
        #expect(try render("# :tada:\n\n:tada:\n", options: options).html
                == "<h1 id=\"tada\">:tada:</h1>\n<p>:tada:</p>\n")
    }

    @Test func theQuickLookFindsShortcodesAnywhere() {
        #expect(EmojiShortcodes.mayOccur(in: "`:tada:`"))
        #expect(EmojiShortcodes.mayOccur(in: "a :+1:"))
        #expect(!EmojiShortcodes.mayOccur(in: "https://example.com 10:30:00 :word: :tada"))
        #expect(EmojiShortcodes.replacing(in: "no shortcode: here") == nil)
        #expect(EmojiShortcodes.replacing(in: "é:tada:é") == "é🎉é")
    }
}
