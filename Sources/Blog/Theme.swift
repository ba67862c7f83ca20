import Foundation
import SourceDiagnostics
import Fingerprints
import Mustache

/// The templates and stylesheet of `templates/`, parsed once at the start of a build.
public struct Theme: Sendable {
    var templates: TemplateLibrary
    /// `templates/style.css`, to which the image-layout rules are added.
    public var stylesheet: String
    /// `templates/highlight.css`, the colours of highlighted code, when the theme has its own.
    public var codeColors: String?
    /// A hash of every file of the theme: pages made with another theme are made again.
    public var fingerprint = ContentHash()

    /// The templates a theme must have.
    public static let requiredTemplates = ["post", "page", "list", "tags", "archive", "404"]

    /// The theme in `root`'s `templates/`, parsed; every problem with it at its place.
    public static func load(from root: URL) throws(Diagnostics) -> Theme {
        let folder = root.appending(path: "templates")
        guard FileManager.default.fileExists(atPath: folder.path) else {
            throw Diagnostics([.error("no templates/ folder: run 'folio init' for the default theme",
                                      path: "templates")])
        }
        let library = try TemplateLibrary(directory: folder, displayPath: "templates")
        let missing = requiredTemplates.filter { library.templates[$0] == nil }
        if !missing.isEmpty {
            throw Diagnostics(missing.map {
                .error("the theme has no '\($0)' template", path: "templates/\($0).mustache")
            })
        }
        let css = (try? String(contentsOf: folder.appending(path: "style.css"), encoding: .utf8)) ?? ""
        var fingerprint = ContentHash()
        for name in library.templates.keys.sorted() {
            fingerprint.update(Array(name.utf8))
            let file = folder.appending(path: name + ".mustache")
            fingerprint.update(FileManager.default.contents(atPath: file.path).map(Array.init) ?? [])
        }
        let codeColors = try? String(contentsOf: folder.appending(path: "highlight.css"), encoding: .utf8)
        return Theme(templates: library, stylesheet: css, codeColors: codeColors, fingerprint: fingerprint)
    }
}
