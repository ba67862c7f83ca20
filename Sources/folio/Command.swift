/// What the user asked for on the command line: the value `FolioCommandLine.table` makes of argv.
enum Command: Equatable {
    case render(file: String, layouts: [String: String], highlight: Bool)
    case build(site: String, output: String?, drafts: Bool, future: Bool, baseURL: String?, timings: Bool, cache: Bool,
               highlight: Bool)
    case serve(site: String, host: String?, port: Int, drafts: Bool, allowedHosts: [String])
    case new(title: String, site: String)
    case initialize(folder: String, workflow: Bool)
    case importSite(source: String, destination: String?)
    /// `folio check [SITE] …`: the links that point away from the site.
    case check(CheckCommand)
    /// `folio theme eject [FILE]…` (files nil: `folio theme list`).
    case theme(eject: [String]?, site: String)
    case completions(shell: String)
    case man
    case help(topic: String?)
    case version
}
