import Foundation
import Synchronization

/// What a running preview remembers from one build to the next, so that an edit re-renders only what it changes:
/// a page's Markdown when its file, its place or the site's link targets change, and a page's HTML when its
/// template context or the theme changes. Every entry is keyed by a hash of all it was made from.
public final class BuildMemo: Sendable {
    private let markdown = Mutex<[String: (key: ContentHash, page: Page)]>([:])
    private let html = Mutex<[String: (key: ContentHash, file: OutputFile)]>([:])
    private let counts = Mutex((rendered: 0, reused: 0))

    public init() {}

    func page(at path: String, key: ContentHash, make: () throws(Diagnostics) -> Page) throws(Diagnostics) -> Page {
        if let hit = markdown.withLock({ $0[path] }), hit.key == key {
            counts.withLock { $0.reused += 1 }
            return hit.page
        }
        let page = try make()
        markdown.withLock { $0[path] = (key, page) }
        counts.withLock { $0.rendered += 1 }
        return page
    }

    func file(at path: String, key: ContentHash, make: () throws(Diagnostics) -> OutputFile)
        throws(Diagnostics) -> OutputFile {
        if let hit = html.withLock({ $0[path] }), hit.key == key { return hit.file }
        let file = try make()
        html.withLock { $0[path] = (key, file) }
        return file
    }

    /// Markdown documents rendered and reused since the last call, for the preview's log and its tests.
    public func takeCounts() -> (rendered: Int, reused: Int) {
        counts.withLock { counts in
            defer { counts = (0, 0) }
            return counts
        }
    }
}
