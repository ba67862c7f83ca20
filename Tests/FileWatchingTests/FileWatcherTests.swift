import Foundation
import Synchronization
import Testing
@testable import FileWatching
import ConcurrencyHelpers

@Suite("File watcher")
struct FileWatcherTests {
    /// Collects the bursts a watcher delivers, for tests to wait on.
    final class Bursts: Sendable {
        let all = Mutex<[Set<String>]>([])
        let finished = Atomic<Bool>(false)

        init(_ stream: AsyncStream<Set<String>>) {
            Task { [self] in
                for await burst in stream { all.withLockTracked { $0.append(burst) } }
                finished.store(true, ordering: .releasing)
            }
        }

        var count: Int { all.withLockTracked { $0.count } }
        var isFinished: Bool { finished.load(ordering: .acquiring) }

        /// Waits until a burst contains `path`; returns the index of that burst.
        func waitFor(_ path: String, within limit: Duration) async -> Int? {
            let deadline = ContinuousClock.now.advanced(by: limit)
            while ContinuousClock.now < deadline {
                if let index = all.withLockTracked({ $0.firstIndex { $0.contains(path) } }) { return index }
                try? await Task.sleep(for: .milliseconds(5))
            }
            return nil
        }
    }

    /// A site root in a temp folder with `content/posts/`, `static/` and `folio.yml`.
    final class Site {
        let root: String

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("folio-watch-\(UUID())")
                .standardizedFileURL.path
            try FileManager.default.createDirectory(atPath: root + "/content/posts", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: root + "/static", withIntermediateDirectories: true)
            try write("title: Test\n", to: "folio.yml")
            try write("# Old\n", to: "content/posts/hello.md")
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        func write(_ text: String, to path: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path))
        }

        func url(_ path: String) -> URL { URL(fileURLWithPath: root + "/" + path) }

        /// What editors do: write a temp file next to the target, then rename it over the target.
        func saveLikeAnEditor(_ text: String, to path: String) throws {
            let temp = root + "/" + path + ".folio-tmp"
            try Data(text.utf8).write(to: URL(fileURLWithPath: temp))
            guard rename(temp, root + "/" + path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }

        func watcher() -> FileWatcher {
            FileWatcher(paths: [url("content"), url("templates"), url("static"), url("folio.yml")])
        }
    }

    /// The two steps of an editor's save come within the quiet period: one burst. The period here is generous,
    /// not the preview's 8 ms, so that a busy machine that pauses the test between the steps cannot split them.
    @Test func editorSaveArrivesAsOneBurst() async throws {
        let site = try Site()
        let watcher = FileWatcher(paths: [site.url("content")], quietPeriod: .seconds(1), maxDelay: .seconds(5))
        let bursts = Bursts(try watcher.changes())
        defer { watcher.stop() }
        try site.saveLikeAnEditor("# New\n", to: "content/posts/hello.md")
        let index = await bursts.waitFor(site.root + "/content/posts/hello.md", within: .seconds(30))
        #expect(index == 0, "\(bursts.all.withLockTracked { $0 })")
        try await Task.sleep(for: .milliseconds(300))
        #expect(bursts.count == 1)
        let burst = bursts.all.withLockTracked { $0.first } ?? []
        let saved = site.root + "/content/posts/hello.md"
        #expect(burst.isSuperset(of: [saved, saved + ".folio-tmp"]))
    }

    @Test func folderCreatedAfterStartIsWatched() async throws {
        let site = try Site()
        let watcher = site.watcher()
        let bursts = Bursts(try watcher.changes())
        defer { watcher.stop() }
        let deeper = site.root + "/content/new/deeper"
        try FileManager.default.createDirectory(atPath: deeper, withIntermediateDirectories: true)
        try site.write("a", to: "content/new/deeper/first.md")
        #expect(await bursts.waitFor(site.root + "/content/new/deeper/first.md", within: .seconds(30)) != nil)
        try await Task.sleep(for: .milliseconds(100))
        try site.write("b", to: "content/new/deeper/second.md")
        #expect(await bursts.waitFor(site.root + "/content/new/deeper/second.md", within: .seconds(30)) != nil)
    }

    @Test func missingRootIsPickedUpWhenCreated() async throws {
        let site = try Site()
        let watcher = site.watcher()
        let bursts = Bursts(try watcher.changes())
        defer { watcher.stop() }
        try FileManager.default.createDirectory(atPath: site.root + "/templates", withIntermediateDirectories: true)
        #expect(await bursts.waitFor(site.root + "/templates", within: .seconds(30)) != nil)
        try await Task.sleep(for: .milliseconds(100))
        try site.write("<html>", to: "templates/base.html")
        #expect(await bursts.waitFor(site.root + "/templates/base.html", within: .seconds(30)) != nil)
    }

    @Test func singleFileIsWatchedButItsNeighboursAreNot() async throws {
        let site = try Site()
        let watcher = site.watcher()
        let bursts = Bursts(try watcher.changes())
        defer { watcher.stop() }
        try FileManager.default.createDirectory(atPath: site.root + "/output", withIntermediateDirectories: true)
        try site.write("<p>built</p>", to: "output/index.html")
        try site.write("notes", to: "README.md")
        try site.saveLikeAnEditor("title: Changed\n", to: "folio.yml")
        try site.saveLikeAnEditor("title: Again\n", to: "folio.yml")
        #expect(await bursts.waitFor(site.root + "/folio.yml", within: .seconds(30)) != nil)
        try await Task.sleep(for: .milliseconds(200))
        let all = bursts.all.withLockTracked { $0.reduce(into: Set<String>()) { $0.formUnion($1) } }
        #expect(!all.contains { $0.contains("/output") || $0.hasSuffix("README.md") })
    }

    @Test func deletionsAndScratchFilesAreSortedOut() async throws {
        let site = try Site()
        let watcher = site.watcher()
        let bursts = Bursts(try watcher.changes())
        defer { watcher.stop() }
        try site.write("swap", to: "content/posts/.hello.md.swp")
        try site.write("backup", to: "content/posts/hello.md~")
        try site.write("temporary", to: "content/posts/.hello.md.tmp")
        try FileManager.default.removeItem(atPath: site.root + "/content/posts/hello.md")
        #expect(await bursts.waitFor(site.root + "/content/posts/hello.md", within: .seconds(30)) != nil)
        let all = bursts.all.withLockTracked { $0.reduce(into: Set<String>()) { $0.formUnion($1) } }
        #expect(!all.contains { $0.hasSuffix(".swp") || $0.hasSuffix("~") || $0.hasSuffix(".tmp") })
    }

    @Test func stopEndsTheStream() async throws {
        let site = try Site()
        let watcher = site.watcher()
        let bursts = Bursts(try watcher.changes())
        #expect(throws: FileWatcherError.alreadyStarted) { try watcher.changes() }
        watcher.stop()
        let deadline = ContinuousClock.now.advanced(by: .seconds(30))
        while !bursts.isFinished && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(bursts.isFinished)
    }

    @Test func eventsAreParsedFromTheKernelLayout() {
        var bytes: [UInt8] = []
        func append(_ descriptor: Int32, _ mask: UInt32, _ name: String, padTo length: Int) {
            withUnsafeBytes(of: descriptor.littleEndian) { bytes += $0 }
            withUnsafeBytes(of: mask.littleEndian) { bytes += $0 }
            withUnsafeBytes(of: UInt32(0)) { bytes += $0 }
            withUnsafeBytes(of: UInt32(length).littleEndian) { bytes += $0 }
            bytes += Array(name.utf8) + [UInt8](repeating: 0, count: length - name.utf8.count)
        }
        append(3, 0x100, "a.md", padTo: 16)
        append(4, 0x8000, "", padTo: 0)
        let events = bytes.withUnsafeBytes { InotifyEvent.parse($0) }
        #expect(events == [InotifyEvent(descriptor: 3, mask: 0x100, name: "a.md"),
                           InotifyEvent(descriptor: 4, mask: 0x8000, name: "")])
    }
}
