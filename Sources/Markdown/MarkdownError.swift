/// Why the Markdown stage could not run at all. Problems in a document are diagnostics, not errors.
public enum MarkdownError: Error, Equatable, CustomStringConvertible {
    /// The installed cmark-gfm lacks a GitHub extension folio needs.
    case missingExtension(String)
    case outOfMemory

    public var description: String {
        switch self {
        case .missingExtension(let name):
            "cmark-gfm has no '\(name)' extension; install Debian's libcmark-gfm-extensions-dev"
        case .outOfMemory: "cmark-gfm could not allocate memory"
        }
    }
}
