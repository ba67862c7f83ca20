import Commands

extension FolioCommandLine {
    static let theme = CommandRow<Command>(
        "theme", summary: "list the built-in theme's files, or copy them into the site to change them",
        operands: [Operand("list|eject", required: true, completion: .words(["list", "eject"]),
                           missing: "theme needs 'list' or 'eject': folio theme eject footer.mustache"),
                   Operand("FILE", repeats: true, completion: .output(of: ["theme", "list"]))],
        flags: [Flag("--site", value: "SITE", completion: .folders, help: "the site's folder (default: the current "
                     + "folder)")],
        details: """
        A site's templates/ holds only what it changes of the theme: every template, partial, layout, stylesheet \
        rule and word it lacks comes from the theme folder folio.yml names (theme: themes/NAME) and then from \
        folio's built-in theme. 'list' names the built-in theme's files; 'eject' copies them (all that the site \
        lacks, without FILE) into the site to be changed there. A file the site has already is never \
        overwritten. Ejecting every page template makes the site a theme of its own, which later versions of \
        folio no longer change.
        """
    ) { arguments throws(UsageError) in
        let site = arguments.value("--site") ?? "."
        switch arguments.operand(0) {
        case "list" where arguments.operands.count == 1: return .theme(eject: nil, site: site)
        case "eject": return .theme(eject: Array(arguments.operands.dropFirst()), site: site)
        default: throw UsageError("theme needs 'list' or 'eject': folio theme eject footer.mustache")
        }
    }
}
