import Dispatch
import Foundation
import Synchronization
import ConcurrencyHelpers

/// The copies of cmark-gfm's parser that documents are parsed with, each by one thread at a time.
///
/// cmark-gfm 0.29 keeps the inline parser's table of special characters in a process-wide array, which
/// `cmark_parser_finish` changes for the attached extensions and changes back afterwards: two parses at once in one
/// copy of the library corrupt each other (../shared/notes/cmark-gfm-threads.md). So each copy is lent to one
/// parse at a time, and there is a copy for every core: the linked library and private copies beside it.
final class CMarkParsers: Sendable {
    /// One copy for each core, up to four: glibc's namespaces take static TLS, which runs out after a few.
    static let shared: CMarkParsers = {
        let wanted = min(4, max(1, ProcessInfo.processInfo.activeProcessorCount))
        var copies = [CMarkParserCopy.linked]
        if !underSanitizer {
            while copies.count < wanted, let copy = CMarkParserCopy.load() { copies.append(copy) }
        }
        return CMarkParsers(copies)
    }()

    /// Under AddressSanitizer or ThreadSanitizer, private copies would call a C library the sanitizer does not see.
    static let underSanitizer = dlsym(nil, "__asan_init") != nil || dlsym(nil, "__tsan_init") != nil

    let copies: [CMarkParserCopy]
    private let idle: Mutex<[Int]>
    private let available: DispatchSemaphore

    /// The pool of `copies`. A copy given twice is lent twice at once: tests use that to show the corruption.
    init(_ copies: [CMarkParserCopy]) {
        self.copies = copies
        idle = Mutex(Array(copies.indices))
        available = DispatchSemaphore(value: copies.count)
    }

    /// Runs `body` with a copy no other thread is using, waiting for one if all are lent. What the copy made may
    /// be used afterwards on the same thread only (its extensions' HTML filter runs on the copy's C library).
    func withCopy<Result, E: Error>(_ body: (CMarkParserCopy) throws(E) -> Result) throws(E) -> Result {
        available.wait()
        let index = idle.withLockTracked { $0.removeLast() }
        defer {
            idle.withLockTracked { $0.append(index) }
            available.signal()
        }
        copies[index].prepareThread?()
        return try body(copies[index])
    }
}
