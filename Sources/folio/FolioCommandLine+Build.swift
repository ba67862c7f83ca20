import Commands

extension FolioCommandLine {
    static let build = CommandRow<Command>(
        "build", summary: "build the site into public/ (or folio.yml's 'output')",
        operands: [Operand("SITE", completion: .folders)],
        flags: [
            Flag("--output", short: "-o", value: "DIR", completion: .folders,
                 help: "write here instead of folio.yml's 'output' (default public/)"),
            Flag("--drafts", help: "include posts with 'draft: true'"),
            Flag("--future", help: "include posts dated in the future"),
            Flag("--base-url", value: "URL", help: "use this address instead of folio.yml's 'base_url'"),
            Flag("--timings", help: "print how long each stage took, and its CPU time over every core"),
            Flag("--no-cache", help: "build everything from scratch, and neither read nor write .folio-cache"),
            Flag("--no-highlight", help: "leave code plain, whatever folio.yml's 'highlight' says"),
        ],
        details: """
        Builds the site in SITE (default: the current folder) into its output folder. A build with errors \
        changes nothing. A later build writes only the files whose bytes changed, and a build with nothing \
        changed writes nothing. What a build read and made is kept in SITE/.folio-cache, so the next build reads, \
        renders and writes again only what an edit changed.
        """
    ) { arguments in
        .build(site: arguments.operand(0) ?? ".", output: arguments.value("--output"),
               drafts: arguments.isSet("--drafts"), future: arguments.isSet("--future"),
               baseURL: arguments.value("--base-url"), timings: arguments.isSet("--timings"),
               cache: !arguments.isSet("--no-cache"), highlight: !arguments.isSet("--no-highlight"))
    }
}
