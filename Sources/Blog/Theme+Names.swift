import SourceDiagnostics
import Mustache

extension Theme {
    /// The names a site's or a theme folder's templates use that no context has: `{{page.titel}}`,
    /// `{{site.titl}}`, `{{words.archiv}}`, each an error at its place with the nearest name there is. `siteKeys` and
    /// `pageKeys` are the fields of the `site` value and of every file's `page` this build made; names relative to
    /// a section's item are not checked.
    public func unknownNames(siteKeys: Set<String>, pageKeys: Set<String>) -> [Diagnostic] {
        let fields = ["site": siteKeys, "page": pageKeys, "words": Set(words.words.keys)]
        var problems: Set<Diagnostic> = []
        for template in overrides {
            for name in template.names(rootedAt: Set(fields.keys)) where name.components.count > 1 {
                let (root, field) = (name.components[0], name.components[1])
                guard let known = fields[root], !known.contains(field) else { continue }
                let hint = Suggestion.closest(to: field, in: known).map { " (did you mean '\(root).\($0)'?)" } ?? ""
                problems.insert(.error("'\(root)' has no field '\(field)'\(hint)", path: name.path,
                                       at: name.location))
            }
        }
        return Array(problems)
    }
}
