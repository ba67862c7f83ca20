import Foundation
import SourceDiagnostics

/// Stage 2: finds every post and page under `content/` and reads its text.
///
/// ```swift
/// let scan = try scanContent(config.value)
/// for file in scan.value { print(file.path, file.kind, file.slugFromName) }
/// ```
/// Posts are `content/posts/YYYY-MM-DD-slug.md` or bundles `content/posts/YYYY-MM-DD-slug/index.md` (the date
/// prefix is optional: front matter may give the date); pages are `content/pages/about.md` or
/// `content/pages/about/index.md`. Any name works (`.markdown` too); `SourceFile` makes the slug from it. A
/// bundle's other files are its assets. Hidden and editor files (`.x`, `#x#`, `x~`, `*.swp`, `*.swo`) are
/// skipped. Other files are warnings, as are `.md` files elsewhere in `content/` and folders without `index.md`.
/// The result is sorted by path.
/// - Throws: `Diagnostics` when `content/` is missing, a folder cannot be listed, a file is not UTF-8
///   (`content/posts/x.md: error: invalid UTF-8 at byte 1234`) or a name's date is not a real day.
public func scanContent(_ config: SiteConfig) throws(Diagnostics) -> Checked<[SourceFile]> {
    try scanContent(at: config.root)
}

/// Stage 2 for the site in `root`; see `scanContent(_:)`. Without `readingText`, each file's text is left empty,
/// for the site builder to read on every core (or not at all, when its memo knows the file).
public func scanContent(at root: URL, readingText: Bool = true) throws(Diagnostics) -> Checked<[SourceFile]> {
    try scanContent(at: root, readingText: readingText, listing: nil)
}

/// Stage 2, asking `listing` (what the build's fingerprint saw) before the disk.
public func scanContent(at root: URL, readingText: Bool, listing: ContentListing?) throws(Diagnostics)
    -> Checked<[SourceFile]> {
    var scanner = ContentScanner(root: root)
    scanner.listing = listing
    scanner.readsText = readingText
    scanner.scan()
    if scanner.diagnostics.contains(where: { $0.severity == .error }) { throw Diagnostics(scanner.diagnostics) }
    // Folders are listed in order, so the files mostly come in path order already (a bundle's folder and a file
    // of the same name are the exception).
    let inOrder = zip(scanner.files, scanner.files.dropFirst()).allSatisfy { $0.path < $1.path }
    let files = inOrder ? scanner.files : scanner.files.sorted { $0.path < $1.path }
    return Checked(files, warnings: scanner.diagnostics)
}

/// Walks `content/` and collects files and diagnostics; `scanContent` is its only user.
struct ContentScanner {
    let root: URL
    var files: [SourceFile] = []
    var diagnostics: [Diagnostic] = []
    var readsText = true
    var listing: ContentListing?
    private let fileManager = FileManager.default

    /// The root's path with a slash, to which relative paths are added.
    private let rootPath: String

    init(root: URL) {
        self.root = root
        rootPath = root.path + "/"
    }

    /// Names that editors and operating systems leave next to real files.
    static func isHidden(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasPrefix("#") || name.hasSuffix("~") || name.hasSuffix(".swp")
            || name.hasSuffix(".swo")
    }

    mutating func scan() {
        guard isDirectory("content") else {
            diagnostics.append(.error("no content folder; posts go in content/posts/ and pages in content/pages/",
                                      path: "content"))
            return
        }
        for name in list("content") {
            switch name {
            case "posts": scanSection("content/posts", kind: .post)
            case "pages": scanSection("content/pages", kind: .page)
            default: warnAboutMarkdown(in: "content/\(name)")
            }
        }
    }

    private mutating func scanSection(_ section: String, kind: SourceFile.Kind) {
        guard isDirectory(section) else {
            diagnostics.append(.warning("not a folder; ignored", path: section))
            return
        }
        for name in list(section) {
            let path = "\(section)/\(name)"
            if isDirectory(path) {
                addBundle(path, name: name, kind: kind)
            } else if let base = SourceFile.markdownName(name) {
                addFile(path, name: base, kind: kind, bundle: nil, assets: [])
            }
            // Other files (images beside plain posts) are published when a post links to them, as on GitHub.
        }
    }

    private mutating func addBundle(_ folder: String, name: String, kind: SourceFile.Kind) {
        guard isFile("\(folder)/index.md") else {
            // A folder of images beside plain posts (`pics/`) is fine; one that holds Markdown lacks its index.md.
            let before = diagnostics.count
            warnAboutMarkdown(in: folder)
            if diagnostics.count > before {
                diagnostics.insert(.warning("folder has no index.md; ignored", path: folder), at: before)
            }
            return
        }
        let assets = allFiles(under: folder).filter { $0 != "\(folder)/index.md" }
        addFile("\(folder)/index.md", name: name, kind: kind, bundle: folder, assets: assets)
    }

    private mutating func addFile(_ path: String, name: String, kind: SourceFile.Kind, bundle: String?,
                                  assets: [String]) {
        if kind == .post, let prefix = PostDate.prefix(ofFileName: name), !PostDate.isRealDay(prefix) {
            diagnostics.append(.error("the name's date '\(prefix)' is not a real day", path: path))
            return
        }
        do {
            let text = readsText ? try TextFile.read(root.appending(path: path), path: path) : ""
            files.append(SourceFile(path: path, kind: kind, name: name, bundle: bundle, assets: assets, text: text))
        } catch {
            diagnostics.append(error)
        }
    }

    private mutating func warnAboutMarkdown(in path: String) {
        let paths = isDirectory(path) ? allFiles(under: path) : [path]
        for file in paths where SourceFile.markdownName((file as NSString).lastPathComponent) != nil {
            diagnostics.append(.warning("not under content/posts/ or content/pages/; ignored", path: file))
        }
    }

    /// Every file below `folder`, relative to the root, skipping hidden files and folders; sorted.
    private mutating func allFiles(under folder: String) -> [String] {
        list(folder).flatMap { name in
            let path = "\(folder)/\(name)"
            return isDirectory(path) ? allFiles(under: path) : [path]
        }
    }

    /// The visible names in a folder, sorted; a folder that cannot be read is an error.
    private mutating func list(_ folder: String) -> [String] {
        if let names = listing?.names[folder] { return names.filter { !Self.isHidden($0) }.sorted() }
        do {
            return try fileManager.contentsOfDirectory(atPath: rootPath + folder)
                .filter { !Self.isHidden($0) }.sorted()
        } catch {
            diagnostics.append(.error("cannot list folder: \(error.localizedDescription)", path: folder))
            return []
        }
    }

    private func isDirectory(_ path: String) -> Bool { kind(of: path) == S_IFDIR }

    private func isFile(_ path: String) -> Bool { kind(of: path).map { $0 != S_IFDIR } ?? false }

    /// `S_IFDIR`, `S_IFREG` and so on, following symbolic links; nil when there is nothing there.
    private func kind(of path: String) -> mode_t? {
        if let mode = listing?.modes[path] { return mode }
        var info = stat()
        return stat(rootPath + path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }
}
