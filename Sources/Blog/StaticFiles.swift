import Foundation
import SourceDiagnostics

/// The files of `static/`, copied as they are to the same paths below the output folder, with a theme folder's
/// own static files where the site has none of their names (`Theme.staticFiles`). A symbolic link that leads out
/// of the site is refused: nothing outside the site is ever published.
public func staticFiles(at root: URL, theme: Theme?) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
    let own = staticFiles(in: root.appending(path: "static"), displayPath: "static", root: root)
    return ((own.files + (theme?.staticFiles ?? [])).sorted { $0.path < $1.path }, own.diagnostics)
}

/// The files below `folder`, by their path from it; `displayPath` names it in diagnostics (`static`). A symbolic link
/// to a folder of the site is walked as the folder it leads to (`static/docs` → `../manual`), unless that folder
/// holds the link (a cycle), so what is published is always files, never links.
func staticFiles(in folder: URL, displayPath: String, root: URL) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
    let site = root.standardizedFileURL.resolvingSymlinksInPath().path + "/"
    var files: [OutputFile] = [], diagnostics: [Diagnostic] = []
    walk(folder, prefix: "", displayPath: displayPath, site: site,
         walking: [folder.standardizedFileURL.resolvingSymlinksInPath().path], into: &files, &diagnostics)
    return (files.sorted { $0.path < $1.path }, diagnostics)
}

/// Adds the files below `folder` to `files` with `prefix` before their paths; `walking` holds the real paths of the
/// folders this walk is inside, through links.
private func walk(_ folder: URL, prefix: String, displayPath: String, site: String, walking: Set<String>,
                  into files: inout [OutputFile], _ diagnostics: inout [Diagnostic]) {
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else {
        return
    }
    for case let url as URL in walker {
        let below = url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)
        let relative = prefix + String(below)
        if url.lastPathComponent.hasPrefix(".") || url.lastPathComponent.hasSuffix("~") { continue }
        let real = url.resolvingSymlinksInPath().path
        guard real.hasPrefix(site) else {
            diagnostics.append(.error("leads out of the site (to \(real)); folio publishes nothing from outside it",
                                      path: displayPath + "/" + relative))
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true { walker.skipDescendants() }
            continue
        }
        guard (try? URL(fileURLWithPath: real).resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true else {
            files.append(OutputFile(path: relative, contents: .copy(of: real)))
            continue
        }
        // A folder the enumerator walks itself, or a link to one, walked here.
        guard (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink) == true else { continue }
        if walking.contains(where: { $0 == real || $0.hasPrefix(real + "/") }) {
            diagnostics.append(.error("leads to a folder that holds it (\(real)), which would be published without end",
                                      path: displayPath + "/" + relative))
            continue
        }
        walk(URL(fileURLWithPath: real), prefix: relative + "/", displayPath: displayPath, site: site,
             walking: walking.union([real]), into: &files, &diagnostics)
    }
}
