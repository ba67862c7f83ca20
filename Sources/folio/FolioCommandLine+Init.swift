import Commands

extension FolioCommandLine {
    static let initialize = CommandRow<Command>(
        "init", summary: "make a new site, on folio's built-in theme, with a first post",
        operands: [Operand("FOLDER", required: true, completion: .folders,
                           missing: "init needs a folder: folio init my-blog")],
        flags: [Flag("--no-workflow", help: "leave out .github/workflows/pages.yml, the GitHub Pages workflow")],
        details: """
        Makes a new site in FOLDER (which must be empty or not exist yet): folio.yml, an about page, a first \
        post, an empty static/, a .gitignore, and a GitHub Pages workflow. It has no theme files: folio's \
        built-in theme is used, and later versions of folio improve it. To change a part of it, see folio help \
        theme.

        The workflow, .github/workflows/pages.yml, publishes the site on GitHub Pages on every push to main: it \
        installs the folio that wrote it (its .deb, a download of a few seconds), builds the site with the \
        address GitHub gives it, and deploys it. Turn it on in the repository's Settings, Pages, Source: GitHub \
        Actions.
        """
    ) { arguments in
        .initialize(folder: arguments.operand(0) ?? "", workflow: !arguments.isSet("--no-workflow"))
    }
}
