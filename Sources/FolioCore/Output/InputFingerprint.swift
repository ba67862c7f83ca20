import Foundation

/// A fingerprint of everything a build reads: every file under `content/`, `templates/` and `static/` and
/// `folio.yml` by path, size, modification time and inode (as git's index tells changed files), plus folio's
/// version and the build's options. When it matches the last build's, the output is already what this build
/// would make, and the build stops before reading a single file.
struct InputFingerprint: Equatable, CustomStringConvertible {
    private(set) var hash = ContentHash()

    /// With `skippingMarkdown`, only the files pages may show count: no `.md` files, no folders (saving a post
    /// through a temporary file changes its folder's time), no hidden files.
    init(root: URL, options: BuildOptions, skippingMarkdown: Bool = false) {
        hash.update(Array("folio \(Folio.version)|\(options.includeDrafts)|\(options.includeFuture)|".utf8))
        hash.update(Array("\(options.output ?? "")|\(options.baseURL ?? "")|\(options.preview)\n".utf8))
        let manager = FileManager.default
        var entries: [String] = []
        for name in ["folio.yml", "content", "templates", "static"] {
            let top = root.appending(path: name)
            entries.append(Self.entry(for: top.path, name: name))
            guard let walker = manager.enumerator(atPath: top.path) else { continue }
            while let relative = walker.nextObject() as? String {
                if skippingMarkdown {
                    let isFolder = (walker.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory
                    let isHidden = (relative as NSString).lastPathComponent.hasPrefix(".")
                    if relative.hasSuffix(".md") || isFolder || isHidden { continue }
                }
                entries.append(Self.entry(for: top.path + "/" + relative, name: name + "/" + relative))
            }
        }
        for entry in entries.sorted() { hash.update(Array(entry.utf8)) }
    }

    private init(hash: ContentHash) {
        self.hash = hash
    }

    init?(_ text: some StringProtocol) {
        guard let hash = ContentHash(hex: text) else { return nil }
        self.hash = hash
    }

    private static func entry(for path: String, name: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "\(name)|missing\n" }
        return "\(name)|\(info.st_size)|\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)|\(info.st_ino)|\(info.st_mode)\n"
    }

    var description: String { hash.description }
}
