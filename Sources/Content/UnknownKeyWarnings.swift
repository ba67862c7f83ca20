import SourceDiagnostics
import YAML

/// Problems as a build prints them. Posts copied from another site often carry a key of their old theme in every
/// file (`status:`, `revisions:`), and a warning per file would bury any other: an unknown front matter key that
/// more than `limit` files share is one warning, at its first place, with the number of files and how to accept it.
/// A mistyped key, in a file or two, is still a warning at each place.
public enum UnknownKeyWarnings {
    public static let limit = 3

    /// `diagnostics` sorted (`Diagnostics.sorted`), each key shared by more than `limit` files folded into one.
    public static func folded(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let sorted = Diagnostics(diagnostics).sorted
        var files: [String: Set<String>] = [:]
        for diagnostic in sorted where isUnknownKey(diagnostic) {
            files[diagnostic.message, default: []].insert(diagnostic.path)
        }
        var shown: Set<String> = []
        return sorted.compactMap { diagnostic in
            guard isUnknownKey(diagnostic), let paths = files[diagnostic.message], paths.count > limit else {
                return diagnostic
            }
            guard shown.insert(diagnostic.message).inserted else { return nil }
            var first = diagnostic
            first.message += ", and in \(paths.count - 1) other files; if your templates or tools use it, list it in "
                + "folio.yml's ignored_front_matter"
            return first
        }
    }

    /// The warning `FrontMatter` gives for a key it does not know, in a file of `content/`.
    private static func isUnknownKey(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.path.hasPrefix("content/") && MappingReader.unknownKey(in: diagnostic) != nil
    }
}
