import Content

/// `folio check`'s command line, parsed.
struct CheckCommand: Equatable {
    /// How the report is written.
    enum Format: String, Equatable { case text, json }

    var site = "."
    var drafts = false
    var future = false
    var fragments: Bool?
    var cache = true
    var format = Format.text
    var concurrency: Int?
    var perHost: Int?
    var retries: Int?
    /// In seconds.
    var timeout: Int?
    var runTimeout: Int?
    var maxAge: Int?
    var exclude: [LinkPattern] = []
    var accept: [ClosedRange<Int>] = []
}
