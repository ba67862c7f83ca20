import Foundation
import Fingerprints
import Highlighting
import Content
import Blog

/// A fingerprint of everything a build reads: every file under `content/`, `templates/`, `static/` and `themes/` and
/// `folio.yml` by path, size, modification time and inode (as git's index tells changed files), plus folio's
/// version and the build's options. When it matches the last build's, the output is already what this build
/// would make, and the build stops before reading a single file.
///
/// The same look at every file also gives the build what it would otherwise look up again: each file's identity
/// under `content/` and `static/`, and the hash of the files pages may show (`assets(at:)`).
public struct InputFingerprint: Equatable, Sendable, CustomStringConvertible {
    private(set) var hash = ContentHash()
    /// By path from the site root: `content/posts/2024-05-01-hello.md`. Empty when read from a manifest.
    private(set) var identities: [String: FileIdentity] = [:]
    /// `assets(at:)`, from the same look; nil when read from a manifest.
    private(set) var assets: ContentHash?
    /// What is in `content/`, for `scanContent`.
    private(set) var content: ContentListing?
    /// The hash of the same look without the identities of Markdown files in `content/` and of its folders (which a
    /// save through a temporary file touches): equal shapes mean that nothing but the text of those files can have
    /// changed, which `folio build` then tells by their identities alone (see `BuildSnapshot`).
    private(set) var shape = ContentHash()
    /// The paths of those Markdown files.
    private(set) var texts: [String] = []

    public init(root: URL, options: BuildOptions) {
        hash.update(Array("folio \(Folio.version)|\(options.includeDrafts)|\(options.includeFuture)|".utf8))
        hash.update(Array("\(options.output ?? "")|\(options.baseURL ?? "")|\(options.preview)\n".utf8))
        hash.update(Array("highlight \(options.highlights ? CodeHighlighter.version : 0)\n".utf8))
        shape = hash
        for name in ["folio.yml", "content", "templates", "static", "themes"] {
            let entry = Array(Self.entry(for: root.appending(path: name).path, name: name).text.utf8)
            hash.update(entry)
            shape.update(name == "content" ? Array("content\n".utf8) : entry)
        }
        // Each file's hash, summed: the same whatever order folders list their files in.
        var content = ContentListing()
        var files: UInt64 = 0, shown: UInt64 = 0, shaped: UInt64 = 0
        for top in ["content", "templates", "static", "themes"] {
            let entries = FileTree.entries(below: root.appending(path: top).path, prefix: top)
            let isTheme = top == "templates" || top == "themes"
            if !isTheme { identities.reserveCapacity(identities.count + entries.count) }
            if top == "content" { content.reserveCapacity(entries.count) }
            for entry in entries {
                let path = entry.path
                let file = Self.hash(path, entry.info)
                files &+= file.value
                let isText = top == "content" && Self.isText(entry)
                if isText { texts.append(path) }
                shaped &+= isText || top == "content" && entry.isWalked
                    ? Self.hash(path, mode: entry.info.st_mode).value : file.value
                if top == "content" {
                    content.add(path, in: entry.folder, named: entry.name,
                                mode: entry.info.st_mode, isWalked: entry.isWalked)
                }
                guard !isTheme, !entry.isFolder else { continue }
                identities[path] = FileIdentity(entry.info)
                if Self.isAsset(entry.name, path) { shown &+= file.value }
            }
        }
        hash.update(ContentHash(value: files))
        shape.update(ContentHash(value: shaped))
        self.content = content
        self.assets = ContentHash(value: shown)
    }

    /// One file's entry in a fingerprint: its path, size, times, inode and mode.
    private static func hash(_ path: String, _ info: stat) -> ContentHash {
        var hash = ContentHash(path.utf8)
        FileIdentity(info).feed(into: &hash, mode: UInt32(info.st_mode))
        return hash
    }

    /// A file in `content/` that `folio build` may read as a page's source: the shape leaves out its identity.
    static func isText(_ entry: FileTree.Entry) -> Bool {
        !entry.isFolder && SourceFile.markdownName(entry.name) != nil
    }

    /// A file's path and kind, without its identity.
    private static func hash(_ path: String, mode: mode_t) -> ContentHash {
        var hash = ContentHash(path.utf8)
        hash.update(number: Int(mode & S_IFMT))
        return hash
    }

    /// Takes in a save of posts and pages that were there before: their identities are looked at again, and what
    /// else the fingerprint holds (the listing, the assets) still holds. A path that was not there before and is not
    /// there now (an editor's temporary file, renamed away within the burst) changes nothing. False, changing
    /// nothing, for any other change (a file made, removed or renamed, a folder, anything but Markdown in
    /// `content/`): that takes a new fingerprint. `paths` are from `root`. The hash is not updated: a preview, which
    /// uses this, does not use it.
    public mutating func updateIdentities(of paths: [String], below root: URL) -> Bool {
        var updated: [(String, FileIdentity)] = []
        for path in paths {
            var info = stat()
            let exists = stat(root.appending(path: path).path, &info) == 0
            if identities[path] == nil, !exists { continue }
            guard path.hasPrefix("content/"), path.hasSuffix(".md"), identities[path] != nil,
                  content?.modes[path] == S_IFREG, exists, info.st_mode & S_IFMT == S_IFREG else { return false }
            updated.append((path, FileIdentity(info)))
        }
        for (path, identity) in updated { identities[path] = identity }
        return true
    }

    /// Equal fingerprints are equal hashes: what else a fingerprint holds follows from it.
    public static func == (a: InputFingerprint, b: InputFingerprint) -> Bool { a.hash == b.hash }

    /// The files a page may show (images and the like in `content/` and `static/`), which is all of the disk that
    /// rendering Markdown reads besides the Markdown itself: no `.md` files, no folders (saving a post through a
    /// temporary file changes its folder's time), no hidden files, and nothing of the theme.
    static func assets(at root: URL) -> ContentHash {
        var shown: UInt64 = 0
        for top in ["content", "static"] {
            for entry in FileTree.entries(below: root.appending(path: top).path)
            where !entry.isFolder && isAsset(entry.name, entry.path) {
                shown &+= hash(top + "/" + entry.path, entry.info).value
            }
        }
        return ContentHash(value: shown)
    }

    private static func isAsset(_ name: String, _ path: String) -> Bool {
        !name.hasPrefix(".") && !path.hasSuffix(".md")
    }

    private static func entry(for path: String, name: String) -> (text: String, isFolder: Bool) {
        var info = stat()
        guard stat(path, &info) == 0 else { return ("\(name)|missing\n", false) }
        return (text(name, info), info.st_mode & S_IFMT == S_IFDIR)
    }

    private static func text(_ name: String, _ info: stat) -> String {
        "\(name)|\(info.st_size)|\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)|\(info.st_ino)|\(info.st_mode)\n"
    }

    public var description: String { hash.description }
}
