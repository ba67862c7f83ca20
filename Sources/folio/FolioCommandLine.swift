import Blog
import Commands

/// folio's command line, written once: each command is a row (in `FolioCommandLine+NAME.swift`), and the table
/// parses argv, prints `folio help`, and writes the man page and the shell completions from the rows.
///
/// A new command is a row in a file of its own (its operands, flags and text, and the `Command` it makes), its name
/// in `rows`, and what `run` in main.swift does with that `Command`: its help, man page entry and completions follow.
enum FolioCommandLine {
    static let table = CommandTable<Command>(
        program: "folio", version: Folio.version, date: Folio.date,
        summary: "make a static blog from GitHub-flavoured Markdown",
        details: """
        folio turns a folder of plain GitHub-flavoured Markdown (folio.yml, content/, static/) into a complete \
        static site: pages, lists, tags, an Atom feed, a sitemap, pictures made for every screen, and highlighted \
        code. 'folio serve' previews it with live reload; 'folio build' writes it into public/, ready for any \
        host.

        Layout words in an image's URL fragment, which GitHub ignores, place the picture: \
        ![A quiet sea](pics/dusk.png#+right+third) floats it right, a third of the text column wide.

        Every mistake is reported with its place (content/posts/a.md:12:7: error: …), all of them at once, and a \
        build with errors leaves the previous output as it was.
        """,
        rows: [serve, build, check, new, initialize, theme, importSite, render, completions, man],
        options: [ProgramOption("--version", help: "print folio's version", result: .version)],
        sections: sections,
        help: { .help(topic: $0) })
}
