import Mustache
import Blog

/// Measures how many blog post pages per second the template engine renders on one thread.
///
/// The page is realistic: a post that fills a layout's blocks through inheritance, four partials, a list of
/// 20 tags and a 6 KB body. Templates are parsed once, outside the timing. Run it from a release build:
/// `swift build -c release && .build/release/folio-bench`.
enum TemplateBenchmark {
    static let roundCount = 7
    static let rendersPerRound = 2_000

    static func run() {
        let library: TemplateLibrary
        do {
            library = try TemplateLibrary(sources: sources)
        } catch {
            print("template benchmark: templates do not parse:\n\(error)")
            return
        }
        let context = makeContext()
        var rates: [Double] = []
        var bytes = 0
        do {
            bytes = try library.render("post", with: context).utf8.count
            for _ in 0..<roundCount {
                let start = ContinuousClock.now
                for _ in 0..<rendersPerRound {
                    bytes = try library.render("post", with: context).utf8.count
                }
                let elapsed = start.duration(to: .now)
                let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
                rates.append(Double(rendersPerRound) / seconds)
            }
        } catch {
            print("template benchmark: rendering failed:\n\(error)")
            return
        }
        let median = rates.sorted()[rates.count / 2]
        let spread = rates.map { String(Int($0)) }.joined(separator: " ")
        print("templates: \(Int(median)) pages/s (median of \(roundCount) rounds of \(rendersPerRound) renders, "
              + "\(bytes) bytes per page, one thread; rounds: \(spread))")
    }

    private static let sources: [String: String] = [
        "layout": """
            <!DOCTYPE html>
            <html lang="{{site.language}}">
              <head>
                <meta charset="utf-8">
                <title>{{$title}}{{site.title}}{{/title}}</title>
                <meta name="description" content="{{$description}}{{site.description}}{{/description}}">
              </head>
              <body>
                {{> header}}
                <main>
                  {{$main}}{{/main}}
                </main>
                {{> footer}}
              </body>
            </html>

            """,
        "header": """
            <header>
              <a href="{{site.url}}/">{{site.title}}</a>
              {{> nav}}
            </header>

            """,
        "nav": """
            <nav>
              {{#site.menu}}
              <a href="{{url}}"{{#current}} aria-current="page"{{/current}}>{{title}}</a>
              {{/site.menu}}
            </nav>

            """,
        "footer": "<footer>© {{site.year}} {{site.author}} · <a href=\"{{site.url}}/feed.xml\">Feed</a></footer>\n",
        "tags": """
            <ul class="tags">
              {{#tags}}
              <li><a href="/tags/{{slug}}/">{{name}}</a></li>
              {{/tags}}
            </ul>

            """,
        "post": """
            {{<layout}}
            {{$title}}{{post.title}} · {{site.title}}{{/title}}
            {{$description}}{{post.summary}}{{/description}}
            {{$main}}
            <article>
              <h1>{{post.title}}</h1>
              <p class="meta">{{post.date}} by {{site.author}}{{#post.draft}} (draft){{/post.draft}}</p>
              {{{post.body}}}
              {{> tags}}
            </article>
            {{/main}}
            {{/layout}}

            """,
    ]

    private static func makeContext() -> TemplateValue {
        let paragraph = "<p>Static sites are fast & simple: the server sends files it already has. "
            + "This paragraph is part of a long body, rendered from Markdown before templating.</p>\n"
        var body = ""
        while body.utf8.count < 6_144 { body += paragraph }
        let tags: [TemplateValue] = (1...20).map { number in
            ["name": .string("Tag <\(number)>"), "slug": .string("tag-\(number)")]
        }
        let menu: [TemplateValue] = ["Home", "Archive", "Tags", "About"].map { title in
            ["title": .string(title), "url": .string("/\(title.lowercased())/"), "current": .bool(title == "Archive")]
        }
        return [
            "site": [
                "title": "Folio & Friends", "description": "A blog about \"static\" sites",
                "url": "https://example.org",
                "language": "en", "author": "Ada", "year": 2025, "menu": .list(menu),
            ],
            "post": [
                "title": "Why <static> sites?", "summary": "Files, served as they are.", "date": "2025-01-18",
                "draft": false, "body": .string(body),
            ],
            "tags": .list(tags),
        ]
    }
}
