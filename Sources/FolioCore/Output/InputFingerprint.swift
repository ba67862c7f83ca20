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
    /// What is in `content/`, for `scanContent`.
    private(set) var content: ContentListing?

    init(root: URL, options: BuildOptions) {
        hash.update(Array("folio \(Folio.version)|\(options.includeDrafts)|\(options.includeFuture)|".utf8))
        hash.update(Array("\(options.output ?? "")|\(options.baseURL ?? "")|\(options.preview)\n".utf8))
        for name in ["folio.yml", "content", "templates", "static"] {
            hash.update(Array(Self.entry(for: root.appending(path: name).path, name: name).text.utf8))
        }
        // Each file by its path, in an order that does not depend on the order folders are listed in.
        let found = Self.files(below: root, in: ["content", "templates", "static"])
        var content = ContentListing()
        for (path, info, isWalked) in found where path.hasPrefix("content/") {
            content.add(path, mode: info.st_mode, isWalked: isWalked)
        }
        self.content = content
        var assets = ContentHash()
        identities.reserveCapacity(found.count)
        for (path, info, _) in found {
            let identity = FileIdentity(info)
            let isFolder = info.st_mode & S_IFMT == S_IFDIR
            hash.update(Array(path.utf8))
            identity.feed(into: &hash, mode: UInt32(info.st_mode))
            guard !path.hasPrefix("templates/"), !isFolder else { continue }
            identities[path] = identity
            if Self.isAsset(path) {
                assets.update(Array(path.utf8))
                identity.feed(into: &assets, mode: UInt32(info.st_mode))
            }
        }
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
        var assets = ContentHash()
        for (path, info, _) in files(below: root, in: ["content", "static"])
        where info.st_mode & S_IFMT != S_IFDIR && isAsset(path) {
            assets.update(Array(path.utf8))
            FileIdentity(info).feed(into: &assets, mode: UInt32(info.st_mode))
        }
        return assets
    }

    private static func isAsset(_ path: String) -> Bool {
        !path.hasSuffix(".md") && !(path as NSString).lastPathComponent.hasPrefix(".")
    }

    /// Every file and folder below the named folders of `root`, by path from `root`, sorted: in an order that does
    /// not depend on the order folders are listed in.
    private static func files(below root: URL, in names: [String])
        -> [(path: String, info: stat, isWalked: Bool)] {
        var found: [(path: String, info: stat, isWalked: Bool)] = []
        for name in names {
            for entry in FileTree.entries(below: root.appending(path: name).path) {
                found.append((name + "/" + entry.path, entry.info, entry.isWalked))
            }
        }
        return found.sorted { $0.path < $1.path }
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

/// What the fingerprint saw in `content/`: each path's kind, and the names in each folder it walked. The content
/// scanner asks it before the disk, and the disk where it has no answer (a folder behind a symbolic link).
struct ContentListing: Sendable {
    private(set) var modes: [String: mode_t] = [:]
    private(set) var names: [String: [String]] = [:]

    init() {
        names["content"] = []
    }

    mutating func add(_ path: String, mode: mode_t, isWalked: Bool) {
        modes[path] = mode & S_IFMT
        let cut = path.lastIndex(of: "/")!
        names[String(path[..<cut]), default: []].append(String(path[path.index(after: cut)...]))
        if isWalked, names[path] == nil { names[path] = [] }
    }
}
