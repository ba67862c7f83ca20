import Foundation
import SourceDiagnostics

/// `folio theme eject [FILE…]`: copies files of the built-in theme into the site's `templates/` (or `static/`), to
/// be changed there; the site then uses its copy instead of folio's. Without names, every file the site does not
/// have yet; a name may be given as the built-in theme lists it (`templates/footer.mustache`), or by its file name
/// (`footer.mustache`, `style.css`, `favicon.svg`) or template name (`footer`). Nothing the site has is ever
/// overwritten: a named file it has already is an error, and ejecting everything skips what it has.
/// - Returns: the paths written and the paths skipped, from the site's root.
public func ejectTheme(_ names: [String], into root: URL) throws(Diagnostics)
    -> (written: [String], skipped: [String]) {
    let manager = FileManager.default
    guard manager.fileExists(atPath: root.appending(path: "folio.yml").path) else {
        throw Diagnostics([.error("no folio.yml here: folio theme eject copies the theme into a site's folder",
                                  path: root.path)])
    }
    let files = DefaultTheme.files
    var chosen: [(path: String, text: String)] = []
    var problems: [Diagnostic] = []
    for name in names {
        let match = files.first { file in
            let last = String(file.path.split(separator: "/").last ?? "")
            return file.path == name || last == name || last == name + ".mustache"
        }
        guard let match else {
            let names = files.map { String($0.path.split(separator: "/").last ?? "") }
            let hint = Suggestion.closest(to: name, in: names).map { " (did you mean '\($0)'?)" }
                ?? "; folio theme list names them"
            problems.append(.error("the built-in theme has no file '\(name)'\(hint)", path: name))
            continue
        }
        if manager.fileExists(atPath: root.appending(path: match.path).path) {
            problems.append(.error("the site has this file already; folio never overwrites a file", path: match.path))
            continue
        }
        chosen.append(match)
    }
    if !problems.isEmpty { throw Diagnostics(problems) }
    var skipped: [String] = []
    if names.isEmpty {
        for file in files {
            if manager.fileExists(atPath: root.appending(path: file.path).path) { skipped.append(file.path) }
            else { chosen.append(file) }
        }
    }
    var written: [String] = []
    for file in chosen {
        let target = root.appending(path: file.path)
        do {
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Created, never replaced: a file that appeared meanwhile is left alone.
            try Data(file.text.utf8).write(to: target, options: .withoutOverwriting)
            written.append(file.path)
        } catch {
            problems.append(.error("cannot write it: \(error.localizedDescription)", path: file.path))
        }
    }
    if !problems.isEmpty { throw Diagnostics(problems) }
    return (written, skipped)
}
