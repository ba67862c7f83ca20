import Commands

extension FolioCommandLine {
    static let importSite = CommandRow<Command>(
        "import", summary: "make a new site from a Jekyll or Hugo site, keeping its addresses",
        operands: [Operand("SRC", required: true, completion: .folders,
                           missing: "import needs the site to import: folio import my-jekyll-blog [NEW]"),
                   Operand("DEST", completion: .folders)],
        details: """
        Makes a new folio site in DEST (a new or empty folder; default: SRC's name with '-folio', here) from the \
        Jekyll or Hugo site in SRC, which is only read, never changed.

        - folio.yml from _config.yml or hugo.toml/config.toml: title, address, description, author, language, \
          time zone, posts per page, and the permalink pattern;
        - posts, drafts and pages as plain GitHub Markdown, their front matter kept as written (folio reads \
          Jekyll's and Hugo's keys, YAML and TOML): {% post_url %}, {% link %}, {{ site.baseurl }}, {{< ref >}} \
          and links to the old addresses become relative .md links; {% highlight %} and {{< highlight >}} become \
          fences, {{< figure >}} an image with a title;
        - static files into static/, at the same addresses, and page bundles with their files;
        - every old address kept: by the permalink pattern, a slug or a page's permalink where folio can express \
          it, else by a redirect page (an 'aliases' entry).

        What cannot be converted (other Liquid, includes, shortcodes, kramdown's {: attributes}) stays visible in \
        the text and is listed as path:line: warning: …, then a summary line counts posts, pages, files, links \
        converted, redirects and items left for you. The new site is built in memory at the end: links the \
        source had broken are listed, and 'broken_links: warn' lets it build.
        """
    ) { arguments in
        .importSite(source: arguments.operand(0) ?? "", destination: arguments.operand(1))
    }
}
