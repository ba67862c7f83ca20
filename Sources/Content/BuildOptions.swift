import Foundation

/// How to build: what the command line (or the preview server) asked for.
public struct BuildOptions: Sendable {
    /// `--drafts`: include posts with `draft: true`.
    public var includeDrafts = false
    /// `--future`: include posts dated after `now`.
    public var includeFuture = false
    /// `--output DIR`: overrides `output` in folio.yml.
    public var output: String?
    /// `--base-url URL`: overrides `base_url` in folio.yml (a preview uses its own address).
    public var baseURL: String?
    /// Built for `folio serve`: drafts and future posts are marked on their pages.
    public var preview = false
    /// The moment that decides which posts are in the future. Fixed in tests.
    public var now = Date()
    /// Told what the build is doing as each stage starts, for a progress line on a terminal.
    public var progress: (@Sendable (String) -> Void)?
    /// Called where the stages have let go of the most memory (the templates', once every file but the feeds is
    /// made; the search index's, once it is merged) with the number of files the templates made so far: a build of
    /// every page frees much, one after an edit little. `folio build` then gives the memory back to the system with
    /// glibc's `malloc_trim` when the number is large: the allocator otherwise keeps what was freed, in holes between
    /// what it still holds that the later stages' larger blocks do not fit.
    public var releaseFreedMemory: (@Sendable (_ filesMade: Int) -> Void)?
    /// `folio build` keeps what it made in `.folio-cache` between runs; `--no-cache` builds everything from scratch.
    public var usesCache = true
    /// `--no-highlight`: code stays plain, whatever folio.yml's `highlight` says.
    public var highlights = true
    /// Where the files made from pictures are kept between builds; nil for `.folio-images` beside folio.yml, or,
    /// with `usesCache` off, a folder of this process's own in the temporary folder.
    public var imageFolder: URL?

    public init(includeDrafts: Bool = false, includeFuture: Bool = false, output: String? = nil,
                baseURL: String? = nil, preview: Bool = false, now: Date = Date(),
                progress: (@Sendable (String) -> Void)? = nil) {
        self.includeDrafts = includeDrafts
        self.includeFuture = includeFuture
        self.output = output
        self.baseURL = baseURL
        self.preview = preview
        self.now = now
        self.progress = progress
    }

    /// What of the options changes what a build makes but the moment: builds with other options make others.
    public struct Key: Sendable, Equatable {
        /// The options that decide which pages a build makes and how.
        public var includeDrafts: Bool, includeFuture: Bool, preview: Bool, highlights: Bool
        /// Where it writes, and the address it writes for.
        public var output: String?, baseURL: String?
    }

    /// The options that change what a build makes, for the keys of the cache.
    public var key: Key {
        Key(includeDrafts: includeDrafts, includeFuture: includeFuture, preview: preview, highlights: highlights,
            output: output, baseURL: baseURL)
    }

    /// The folder the image store keeps its files in (see `imageFolder`).
    public func imageFolder(root: URL) -> URL {
        if let imageFolder { return imageFolder }
        return temporaryImageFolder ?? root.appending(path: ".folio-images", directoryHint: .isDirectory)
    }

    /// With `usesCache` off and no `imageFolder`: this build's own folder for the files made from pictures,
    /// which `folio build` removes when it has written the site.
    public var temporaryImageFolder: URL? {
        guard !usesCache, imageFolder == nil else { return nil }
        return FileManager.default.temporaryDirectory.appending(
            path: "folio-images-\(ProcessInfo.processInfo.processIdentifier)-\(buildID)", directoryHint: .isDirectory)
    }

    /// Tells this build's temporary folders from those of others in the same process.
    private let buildID = UUID()
}
