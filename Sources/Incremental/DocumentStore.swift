import Synchronization
import ConcurrencyHelpers
import Content

/// The Markdown of the sources read in this build, for stage 5: each document is taken out as its page is
/// rendered, so that the text of the whole site is not held beside the rendered pages. Shared by every copy of the
/// layer, and taken from on every core.
final class DocumentStore: Sendable {
    private let documents = Mutex<[String: RawDocument]>([:])

    /// Keeps `document`, the Markdown of the source at `path`.
    func insert(_ document: RawDocument, for path: String) {
        documents.withLockTracked { $0[path] = document }
    }

    /// The document of the source at `path`, which the store then no longer holds; nil when it holds none.
    func take(_ path: String) -> RawDocument? {
        documents.withLockTracked { $0.removeValue(forKey: path) }
    }

    /// Forgets every document: a page needed again is read again.
    func removeAll() {
        documents.withLockTracked { $0 = [:] }
    }
}
