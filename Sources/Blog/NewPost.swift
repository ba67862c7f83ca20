import Foundation
import SourceDiagnostics
import Content

/// `folio new "Title"`: `content/posts/YYYY-MM-DD-title.md`, dated today in the site's time zone, with the
/// title as its first heading. Returns the new file's path relative to the site. Never overwrites a file.
public func createPost(titled title: String, in root: URL, now: Date = Date()) throws(Diagnostics) -> String {
    let config = try loadConfig(at: root).value
    let slug = Slug.make(from: title)
    let path = "content/posts/\(DateText(timeZone: config.timeZone).day(now))-\(slug).md"
    let file = root.appending(path: path)
    let manager = FileManager.default
    if manager.fileExists(atPath: file.path) {
        throw Diagnostics([.error("already exists; folio new never overwrites a file", path: path)])
    }
    let heading = title.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "\n", with: " ")
    do {
        try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        // O_EXCL: if another process creates the file meanwhile, this fails instead of overwriting it.
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteFileExists) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try handle.write(contentsOf: Data("# \(heading)\n\n".utf8))
        try handle.close()
    } catch {
        throw Diagnostics([.error("cannot create the post: \(error.localizedDescription)", path: path)])
    }
    return path
}
