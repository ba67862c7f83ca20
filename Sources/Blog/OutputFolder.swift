import Foundation

/// The folder a build writes to, and the checks that make sure folio never deletes a file the user wrote.
public struct OutputFolder {
    /// The file folio leaves in every output folder it makes; a folder without it is never replaced.
    public static let marker = ".folio-output"

    let url: URL
    let root: URL

    public init(url: URL, root: URL) {
        self.url = url
        self.root = root
    }

    /// Why folio must not write to this folder, or nil when it may.
    public func problem() -> String? {
        let output = url.standardizedFileURL.resolvingSymlinksInPath().path
        let site = root.standardizedFileURL.resolvingSymlinksInPath().path
        if output == site || site.hasPrefix(output + "/") || output == "/" {
            return "the output folder \(output) holds the site itself; choose another with --output or 'output:'"
        }
        for source in ["content", "templates", "static"] where output == site + "/" + source
            || output.hasPrefix(site + "/" + source + "/") {
            return "the output folder \(output) is inside \(source)/; choose another with --output or 'output:'"
        }
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: output, isDirectory: &isFolder) else { return nil }
        guard isFolder.boolValue else { return "the output \(output) is a file, not a folder" }
        for source in ["content", "templates", "static"] where manager.fileExists(atPath: output + "/" + source) {
            return "the output folder \(output) holds a \(source)/ folder, so it looks like a site; folio will not "
                + "replace it"
        }
        let entries = (try? manager.contentsOfDirectory(atPath: output)) ?? []
        if !entries.isEmpty, !entries.contains(Self.marker) {
            return "the output folder \(output) holds files folio did not write (no \(Self.marker)); empty it, or "
                + "choose another with --output"
        }
        return nil
    }
}
