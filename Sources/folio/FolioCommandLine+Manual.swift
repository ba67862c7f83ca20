import Commands

extension FolioCommandLine {
    /// The man page's sections after the options.
    static let sections = [
        ManSection("FILES", [.terms([
            .init("folio.yml", "the site's settings: its title, address, language, time zone, addresses and pictures"),
            .init("content/posts/", "posts: YYYY-MM-DD-slug.md, or a folder with index.md and its pictures"),
            .init("content/pages/", "pages such as about.md"),
            .init("static/", "files copied into the site as they are"),
            .init("templates/", "the parts of the built-in theme the site changes (see folio theme)"),
            .init("public/", "the built site (folio.yml's output)"),
            .init(".folio-cache", "what the last build read and made, so that the next one redoes only what changed"),
            .init(".folio-images", "the files made from pictures, kept between builds"),
            .init(".github/workflows/pages.yml", "the GitHub Pages workflow that folio init writes"),
        ])]),
        ManSection("EXIT STATUS", [.terms([
            .init("0", "success"),
            .init("1", "the command found errors, each printed with its place on standard error"),
            .init("64", "the command line is not one folio understands; the usage is printed"),
        ])]),
        ManSection("EXAMPLES", TextBlock.blocks(of: """
        Start a blog, preview it, and build it:

            folio init my-blog
            cd my-blog
            folio serve
            folio build

        Turn on completion for bash, for the current user:

            mkdir -p ~/.local/share/bash-completion/completions
            folio completions bash > ~/.local/share/bash-completion/completions/folio
        """)),
        ManSection("SEE ALSO", [.paragraph("cmark-gfm(1); folio's README, which every section of this page "
                                           + "follows at greater length.")]),
    ]
}
