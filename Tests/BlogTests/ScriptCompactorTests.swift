import Foundation
import Testing
@testable import Blog
import SiteTestSupport
import TestSupport

/// A theme's scripts lose their comments and indentation, and nothing else: strings, template literals and regular
/// expressions stay as written, and the theme's search.js does under node what it did before.
@Suite struct ScriptCompactorTests {
    @Test func commentsIndentationAndBlankLinesGoAndEachLineBreakStays() {
        let script = """
        // What it does.
        (function () {
          "use strict";   // strict

          /* one */ var a = 1;  /* two
             lines */ var b = 2;
          return a   +   b;
        })();

        """
        #expect(ScriptCompactor.compacted(script) == "(function () {\n\"use strict\";\nvar a = 1;\nvar b = 2;\n"
                + "return a + b;\n})();\n")
    }

    @Test func stringsTemplatesAndRegularExpressionsAreKeptAsWritten() {
        let script = #"""
        var url = "https://example.org/*not a comment*/", other = '// nor this', esc = "a \" // b";
        var text = `first line
            indented // kept ${ { a: "}" }.a + `inner ${1}  ` } tail`;
        var re = /https?:\/\/[^'"/]+/g, cls = /[/'"]/, after = text.replace(/ +/g, " ") / 2;
        function f() { return /'/.test(re) }
        var half = (a) / 2 / 1, ratio = b[0] / c;   // two divisions, not a regular expression
        /*! kept: a licence */
        """#
        let expected = #"""
        var url = "https://example.org/*not a comment*/", other = '// nor this', esc = "a \" // b";
        var text = `first line
            indented // kept ${ { a: "}" }.a + `inner ${1}  ` } tail`;
        var re = /https?:\/\/[^'"/]+/g, cls = /[/'"]/, after = text.replace(/ +/g, " ") / 2;
        function f() { return /'/.test(re) }
        var half = (a) / 2 / 1, ratio = b[0] / c;
        /*! kept: a licence */

        """#
        #expect(ScriptCompactor.compacted(script) == expected)
    }

    @Test func aScriptLeftOpenIsNotCompacted() {
        for script in ["var a = \"open;\n", "var t = `open;", "/* open", "var r = /open;\n", "var t = `${ a `;"] {
            #expect(ScriptCompactor.compacted(script) == nil, "\(script)")
        }
    }

    @Test func aSitesScriptsAreWrittenCompactedAndItsStaticFilesAsTheyAre() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-05-01-hello.md": "# Hello\n\nA first post.\n",
            "templates/extra.js": "// Mine.\nvar x = 1;\n",
            "static/plain.js": "// Mine too.\nvar y = 2;\n",
        ], theme: [:])
        defer { site.remove() }
        let built = try await site.make()
        #expect(built.text("extra.js") == "var x = 1;\n")
        #expect(built.text("plain.js") == "// Mine too.\nvar y = 2;\n")
        let builtIn = try #require(DefaultTheme.files.first { $0.path == "templates/search.js" }?.text)
        #expect(built.text("search.js") == ScriptCompactor.compacted(builtIn))
    }

    @Test func theSitesOwnStaticSearchScriptIsCopiedAsItIs() async throws {
        let site = try SiteFixture(files: [
            "content/posts/2024-05-01-hello.md": "# Hello\n\nA first post.\n",
            "static/search.js": "// An earlier folio's copy.\n",
        ], theme: [:])
        defer { site.remove() }
        #expect(try await site.make().text("search.js") == "// An earlier folio's copy.\n")
    }

    @Test func aScriptLinkedFromOutsideTheTemplateFolderIsRefused() async throws {
        let site = try SiteFixture(files: ["content/posts/2024-05-01-hello.md": "# Hello\n"], theme: [:])
        defer { site.remove() }
        let outside = try TemporarySite()
        defer { outside.remove() }
        try outside.write("secret.js", "var secret = 1;\n")
        try FileManager.default.createDirectory(at: site.root.appending(path: "templates"),
                                                withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: site.root.appending(path: "templates/leak.js").path,
                                                   withDestinationPath: outside.url.appending(path: "secret.js").path)
        #expect(await site.failure() == ["templates/leak.js: error: this file is a link that leads out of the "
                                         + "template folder"])
    }

    static let node: String? = ["/usr/bin/node", "/usr/bin/nodejs"].first(where: FileManager.default.isExecutableFile)

    /// Under node, the compacted search.js reads words, stems them and answers queries over a built index exactly
    /// as the theme's source does.
    @Test func theCompactedSearchScriptDoesWhatItsSourceDoes() async throws {
        guard let node = Self.node else {
            print("⚠️  WARNING: no node: the compacted search.js is not run. Run `make test`, which installs it.")
            return
        }
        let source = try #require(DefaultTheme.files.first { $0.path == "templates/search.js" }?.text)
        let compacted = try #require(ScriptCompactor.compacted(source))
        #expect(compacted.utf8.count < source.utf8.count * 4 / 5)
        let site = try SiteFixture(files: [
            "content/posts/2024-05-01-kettles.md": "# Copper kettles\n\nWhistling kettles boil water.\n\n"
                + "## Handles\n\nA handle stays cool. Café crème, naïve résumé.\n",
            "content/posts/2024-05-02-teapots.md": "# Teapots\n\nA teapot steeps tea; kettles boil. 東京の茶\n",
            "content/posts/2024-05-03-cups.md": "# Cups and saucers\n\nRunning, runner, runs: connected words.\n",
        ], theme: [:])
        defer { site.remove() }
        let built = try await site.make()
        let folder = try TemporarySite()
        defer { folder.remove() }
        try folder.write("source.js", source)
        try folder.write("compacted.js", compacted)
        var index = ""
        for path in built.paths where path.hasPrefix("search/") && path.hasSuffix(".js") {
            index += try #require(built.text(path)) + "\n"
        }
        try folder.write("index.js", index)
        try folder.write("driver.js", """
            const api = require(process.argv[2]);
            globalThis.folioSearch = api;
            eval(require("fs").readFileSync(process.argv[3], "utf8"));
            const text = "Kettles' naïve CAFÉ running connected 東京の茶 don't résumé";
            const queries = ["kettle", "kettels", "han", "tea", "running", "cafe", "東京", "saucer cups", "zzz"];
            Promise.all(queries.map((q) => api.query(q, 5))).then((found) => {
              console.log(JSON.stringify({ words: api.words(text), stems: api.words(text).map(api.stem), found }));
            });
            """)
        func run(_ script: String) async throws -> String {
            let out = try await ExternalProgram.run(node, [folder.url.appending(path: "driver.js").path,
                                                           folder.url.appending(path: script).path,
                                                           folder.url.appending(path: "index.js").path])
            #expect(out.status == 0, "\(out.stderr)")
            return out.stdout
        }
        let before = try await run("source.js"), after = try await run("compacted.js")
        #expect(before.contains("Copper kettles") && before.contains("Teapots"))
        #expect(after == before)
    }
}
