import Foundation
import SourceDiagnostics

/// The files of `static/`, copied as they are to the same paths below the output folder, with a theme folder's
/// own static files where the site has none of their names (`Theme.staticFiles`). A symbolic link that leads out
/// of the site is refused: nothing outside the site is ever published.
public func staticFiles(at root: URL, theme: Theme?) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
    let own = staticFiles(in: root.appending(path: "static"), displayPath: "static", root: root)
    return ((own.files + (theme?.staticFiles ?? [])).sorted { $0.path < $1.path }, own.diagnostics)
}

/// The files below `folder`, by their path from it; `displayPath` names it in diagnostics (`static`).
func staticFiles(in folder: URL, displayPath: String, root: URL) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
    let site = root.standardizedFileURL.resolvingSymlinksInPath().path + "/"
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else {
        return ([], [])
    }
    var files: [OutputFile] = [], diagnostics: [Diagnostic] = []
    for case let url as URL in walker {
        let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
        if url.lastPathComponent.hasPrefix(".") || url.lastPathComponent.hasSuffix("~") { continue }
        let real = url.resolvingSymlinksInPath().path
        guard real.hasPrefix(site) else {
            diagnostics.append(.error("leads out of the site (to \(real)); folio publishes nothing from outside it",
                                      path: displayPath + "/" + relative))
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true { walker.skipDescendants() }
            continue
        }
        if (try? URL(fileURLWithPath: real).resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true { continue }
        files.append(OutputFile(path: relative, contents: .copy(of: real)))
    }
    return (files.sorted { $0.path < $1.path }, diagnostics)
}
