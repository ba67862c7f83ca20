import Foundation

/// A fingerprint of everything a build reads: every file under `content/`, `templates/` and `static/` and
/// `folio.yml` by path, size, modification time and inode (as git's index tells changed files), plus folio's
/// version and the build's options. When it matches the last build's, the output is already what this build
/// would make, and the build stops before reading a single file.
///
/// The same look at every file also gives the build what it would otherwise look up again: each file's identity
/// under `content/` and `static/`, and the hash of the files pages may show (`assets(at:)`).
struct InputFingerprint: Equatable, Sendable, CustomStringConvertible {
    private(set) var hash = ContentHash()
    /// By path from the site root: `content/posts/2024-05-01-hello.md`. Empty when read from a manifest.
    private(set) var identities: [String: FileIdentity] = [:]
    /// `assets(at:)`, from the same look; nil when read from a manifest.
    private(set) var assets: ContentHash?

    init(root: URL, options: BuildOptions) {
        hash.update(Array("folio \(Folio.version)|\(options.includeDrafts)|\(options.includeFuture)|".utf8))
        hash.update(Array("\(options.output ?? "")|\(options.baseURL ?? "")|\(options.preview)\n".utf8))
        var entries = ["folio.yml", "content", "templates", "static"].map {
            Self.entry(for: root.appending(path: $0).path, name: $0).text
        }
        var shown: [String] = []
        for name in ["content", "templates", "static"] {
            for found in FileTree.entries(below: root.appending(path: name).path) {
                let path = name + "/" + found.path
                let text = Self.text(path, found.info)
                entries.append(text)
                guard name != "templates", !found.isFolder else { continue }
                identities[path] = FileIdentity(found.info)
                if Self.isAsset(found.path) { shown.append(text) }
            }
        }
        for entry in entries.sorted() { hash.update(Array(entry.utf8)) }
        var assets = ContentHash()
        for entry in shown.sorted() { assets.update(Array(entry.utf8)) }
        self.assets = assets
    }

    /// Equal fingerprints are equal hashes: what else a fingerprint holds follows from it.
    static func == (a: InputFingerprint, b: InputFingerprint) -> Bool { a.hash == b.hash }

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
            !isFolder && isAsset(relative)
        }
        for entry in entries.sorted() { hash.update(Array(entry.utf8)) }
        return hash
    }

    private static func isAsset(_ relative: String) -> Bool {
        !relative.hasSuffix(".md") && !(relative as NSString).lastPathComponent.hasPrefix(".")
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
