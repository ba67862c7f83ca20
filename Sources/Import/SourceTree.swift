import Foundation
import SourceDiagnostics
import Incremental

/// The files of the site being imported, read and never written.
struct SourceTree {
    let root: URL
    /// Every regular file below the root, relative to it, sorted; symbolic links are left out (they could lead
    /// out of the site), and so are the folders of version control.
    let files: [String]
    /// Symbolic links found, for a note.
    let links: [String]

    init(root: URL) {
        self.root = root
        var files: [String] = [], links: [String] = []
        for entry in FileTree.entries(below: root.path) where !entry.isFolder {
            if entry.path.split(separator: "/").contains(where: { $0 == ".git" || $0 == ".hg" || $0 == ".svn" }) {
                continue
            }
            var info = stat()
            if lstat(root.appending(path: entry.path).path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
                links.append(entry.path)
            } else if entry.info.st_mode & S_IFMT == S_IFREG {
                files.append(entry.path)
            }
        }
        self.files = files.sorted()
        self.links = links.sorted()
    }

    func url(_ path: String) -> URL { root.appending(path: path) }

    /// The file's text, or nil (with the reason) when it is not UTF-8 or cannot be read.
    func text(_ path: String) -> Result<String, Diagnostic> {
        Result { () throws(Diagnostic) in try TextFile.read(url(path), path: path) }
    }

    /// True when the file starts with a front matter fence (`---`, or `+++` for Hugo).
    func hasFrontMatter(_ path: String, fences: [String] = ["---"]) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: url(path).path) else { return false }
        defer { try? handle.close() }
        var head = handle.readData(ofLength: 8)[...]
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { head = head.dropFirst(3) }
        let text = String(decoding: head, as: UTF8.self)
        return fences.contains { text.hasPrefix($0 + "\n") || text.hasPrefix($0 + "\r\n") || text == $0 }
    }

    /// The file's modification time, for drafts, which Jekyll dates by it.
    func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url(path).path))?[.modificationDate] as? Date
    }
}
