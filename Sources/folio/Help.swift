import Blog

/// The text of `folio --help` and `folio help COMMAND`.
enum Help {
    static let usage = """
    usage: folio <command> [options]

    commands:
      serve [SITE]        build the site and preview it at http://127.0.0.1:8000/, rebuilding on every save
      build [SITE]        build the site into public/ (or folio.yml's 'output')
      check [SITE]        check the links that point away from the site, as a careful crawler would
      new "Title"         start a post: content/posts/YYYY-MM-DD-title.md
      init FOLDER         make a new site, on folio's built-in theme, with a first post
      theme eject [FILE]  copy files of the built-in theme into the site, to change them
      import SRC [DEST]   make a new site from a Jekyll or Hugo site, keeping its addresses
      render [FILE|-]     print the HTML of one Markdown file (or standard input)
      help [COMMAND]      show help for a command

    options:
      -h, --help          show this help
      --version           print folio's version
    """

    static func text(for command: String) -> String? {
        switch command {
        case "render":
            """
            usage: folio render [FILE|-] [--layouts WORD=CSS]... [--no-highlight]

            Prints the HTML body of one Markdown file, or of standard input when FILE is '-' or missing,
            rendered as GitHub renders it, plus heading ids, image layouts and highlighted code. Front matter
            is skipped.

              --layouts WORD=CSS  add an image layout word, e.g. --layouts 'wide=width: 120%;'
              --no-highlight      leave code blocks as cmark-gfm renders them, without colours
            """
        case "build":
            """
            usage: folio build [SITE] [--output DIR] [--drafts] [--future] [--base-url URL] [--timings]
                               [--no-cache] [--no-highlight]

            Builds the site in SITE (default: the current folder) into its output folder. A build with errors
            changes nothing. A later build writes only the files whose bytes changed, and a build with nothing
            changed writes nothing. What a build read and made is kept in SITE/.folio-cache, so the next build
            reads, renders and writes again only what an edit changed.

              -o, --output DIR    write here instead of folio.yml's 'output' (default public/)
              --drafts            include posts with 'draft: true'
              --future            include posts dated in the future
              --base-url URL      use this address instead of folio.yml's 'base_url'
              --timings           print how long each stage took, and its CPU time over every core
              --no-cache          build everything from scratch, and neither read nor write .folio-cache
              --no-highlight      leave code plain, whatever folio.yml's 'highlight' says
            """
        case "check":
            """
            usage: folio check [SITE] [--drafts] [--future] [--fragments] [--no-cache] [--format text|json]
                               [--concurrency N] [--per-host N] [--retries N] [--timeout TIME]
                               [--run-timeout TIME] [--max-age TIME] [--exclude PATTERN]... [--accept CODES]

            Builds the site in SITE (default: the current folder) in memory, as 'folio build' would publish it,
            and checks every link, picture and other address its pages name on other sites: in the posts'
            Markdown, their front matter, the templates and folio.yml. Each address is asked once, HEAD first
            and GET where HEAD is refused, at most 32 at a time and 4 to one host, again after a timeout, 429
            or 5xx (as Retry-After says). Broken links, permanent redirects and links that could not be checked
            are listed by post as path:line:col. Exits 1 when a link is broken, 0 otherwise.
            Results are kept in SITE/.folio-link-cache for a day, so a second check asks only what it does not
            know. folio.yml's 'check:' sets the same things as the options, which take its place.

              --drafts, --future  check the links of drafts and of posts dated in the future too
              --fragments         a link's #fragment must name an element of the page (reads the page)
              --no-cache          ask for every address, and neither read nor write .folio-link-cache
              --format json       every link with its place and result, as JSON, for CI
              --concurrency N     requests in flight at once (default 32)
              --per-host N        requests in flight to one host (default 4)
              --retries N         tries after a timeout, 429 or 5xx (default 2)
              --timeout TIME      for one request (default 20s; 30s, 2m, …)
              --run-timeout TIME  for the whole check (default 10m); what is left is reported as not checked
              --max-age TIME      how long a cached result is trusted (default 1d; 0 asks again)
              --exclude PATTERN   do not check links that match: a URL prefix (https://x.com/), a host
                                  (linkedin.com) or a pattern with * (https://*.example.org/*/edit); may
                                  be repeated, and adds to folio.yml's
              --accept CODES      the status codes that count as working (default 200-299): 200-299,403
            """
        case "serve":
            """
            usage: folio serve [SITE] [--host HOST] [--port PORT] [--allow-host NAME]... [--no-drafts]

            Builds the site in memory and serves it at http://127.0.0.1:8000/ (and [::1]), rebuilding and
            reloading the browser on every save. A failed build keeps the last good site and shows the errors
            over the page. Drafts and future posts are shown, and marked as such.

              --host HOST         listen on this address only (default: 127.0.0.1 and ::1); 0.0.0.0 or ::
                                  serves every machine that can reach this one, and folio says so
              -p, --port PORT     listen on this port (default 8000; 0 picks a free one)
              --allow-host NAME   also answer requests for NAME (blog.test), or with a leading dot for a
                                  domain and every name below it (.example.com), on any port; may be
                                  repeated (--allow-host localhost: localhost on any port, for a tunnel)
              --no-drafts         hide drafts, as 'folio build' does

            Against DNS rebinding (a web page pointing its own name at 127.0.0.1 to read the preview), only
            requests for localhost, 127.0.0.1 and [::1] on this port are answered; others get 403. With a
            wider --host, requests for any IP address and for localhost are answered, on any port, and names
            only with --allow-host. Requests that are not HTTP/1.1 as RFC 9112 writes it get 400 (or 414, 431,
            501, 505) with a line saying why, and are read to their end before the connection closes.
            """
        case "new":
            """
            usage: folio new "Title" [--site SITE]

            Creates content/posts/YYYY-MM-DD-title.md dated today in the site's time zone, with the title as
            its first heading. Never overwrites a file.
            """
        case "init":
            """
            usage: folio init FOLDER

            Makes a new site in FOLDER (which must be empty or not exist yet): folio.yml, an about page, a first
            post and an empty static/. It has no theme files: folio's built-in theme is used, and later versions
            of folio improve it. To change a part of it, see folio help theme.
            """
        case "theme":
            """
            usage: folio theme list [--site SITE]
                   folio theme eject [FILE]... [--site SITE]

            A site's templates/ holds only what it changes of the theme: every template, partial, layout,
            stylesheet rule and word it lacks comes from the theme folder folio.yml names (theme: themes/NAME)
            and then from folio's built-in theme. 'list' names the built-in theme's files; 'eject' copies
            them (all that the site lacks, without FILE) into the site to be changed there. A file the site
            has already is never overwritten. Ejecting every page template makes the site a theme of its own,
            which later versions of folio no longer change.

              --site SITE         the site's folder (default: the current folder)
            """
        case "import":
            """
            usage: folio import SRC [DEST]

            Makes a new folio site in DEST (a new or empty folder; default: SRC's name with '-folio', here)
            from the Jekyll or Hugo site in SRC, which is only read, never changed.

              - folio.yml from _config.yml or hugo.toml/config.toml: title, address, description, author,
                language, time zone, posts per page, and the permalink pattern;
              - posts, drafts and pages as plain GitHub Markdown, their front matter kept as written (folio
                reads Jekyll's and Hugo's keys, YAML and TOML): {% post_url %}, {% link %}, {{ site.baseurl }},
                {{< ref >}} and links to the old addresses become relative .md links; {% highlight %} and
                {{< highlight >}} become fences, {{< figure >}} an image with a title;
              - static files into static/, at the same addresses, and page bundles with their files;
              - every old address kept: by the permalink pattern, a slug or a page's permalink where folio
                can express it, else by a redirect page (an 'aliases' entry).

            What cannot be converted (other Liquid, includes, shortcodes, kramdown's {: attributes}) stays
            visible in the text and is listed as path:line: warning: …, then a summary line counts posts,
            pages, files, links converted, redirects and items left for you. The new site is built in memory
            at the end: links the source had broken are listed, and 'broken_links: warn' lets it build.
            """
        case "help": "usage: folio help [COMMAND]"
        default: nil
        }
    }
}
