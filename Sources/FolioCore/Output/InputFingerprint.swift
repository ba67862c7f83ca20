import Foundation

/// A fingerprint of everything a build reads: every file under `content/`, `templates/` and `static/` and
/// `folio.yml` by path, size, modification time and inode (as git's index tells changed files), plus folio's
/// version and the build's options. When it matches the last build's, the output is already what this build
/// would make, and the build stops before reading a single file.
struct InputFingerprint: Equatable, CustomStringConvertible {
    private(set) var hash = ContentHash()

    init(root: URL, options: BuildOptions) {
        hash.update(Array("folio \(Folio.version)|\(options.includeDrafts)|\(options.includeFuture)|".utf8))
        hash.update(Array("\(options.output ?? "")|\(options.baseURL ?? "")|\(options.preview)\n".utf8))
        var entries = ["folio.yml", "content", "templates", "static"].map {
            Self.entry(for: root.appending(path: $0).path, name: $0).text
        }
        entries += Self.entries(below: root, in: ["content", "templates", "static"]) { _, _ in true }
        for entry in entries.sorted() { hash.update(Array(entry.utf8)) }
    }

    init?(_ text: some StringProtocol) {
        guard let hash = ContentHash(hex: text) else { return nil }
        self.hash = hash
    }

    /// The files a page may show (images and the like in `content/` and `static/`), which is all of the disk that
    /// rendering Markdown reads besides the Markdown itself: no `.md` files, no folders (saving a post through a
    /// temporary file changes its folder's time), no hidden files, and nothing of the theme.
    static func assets(at root: URL) -> ContentHash {
        var hash = ContentHash()
        let entries = entries(below: root, in: ["content", "static"]) { relative, isFolder in
            !isFolder && !relative.hasSuffix(".md") && !(relative as NSString).lastPathComponent.hasPrefix(".")
        }
        for entry in entries.sorted() { hash.update(Array(entry.utf8)) }
        return hash
    }

    /// An entry for each file and folder below the named folders for which `include(relative path, is a folder)`.
    private static func entries(below root: URL, in names: [String],
                                where include: (String, Bool) -> Bool) -> [String] {
        var entries: [String] = []
        for name in names {
            for found in FileTree.entries(below: root.appending(path: name).path)
            where include(found.path, found.isFolder) {
                entries.append(text(name + "/" + found.path, found.info))
            }
        }
        return entries
    }

    private static func entry(for path: String, name: String) -> (text: String, isFolder: Bool) {
        var info = stat()
        guard stat(path, &info) == 0 else { return ("\(name)|missing\n", false) }
        return (text(name, info), info.st_mode & S_IFMT == S_IFDIR)
    }

    private static func text(_ name: String, _ info: stat) -> String {
        "\(name)|\(info.st_size)|\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)|\(info.st_ino)|\(info.st_mode)\n"
    }

    var description: String { hash.description }
}
