import Foundation
import Incremental
import Blog

/// Every regular file below a folder, by path from it, with its bytes: what a built site is compared as.
public struct FolderSnapshot: Equatable, Sendable {
    public var files: [String: Data]

    public init(files: [String: Data]) {
        self.files = files
    }

    /// The files below `folder`, leaving out `excluding` (paths from the folder); empty when there is no folder.
    public init(of folder: URL, excluding: Set<String> = []) throws {
        files = [:]
        let base = folder.standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { return }
        while let url = walker.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(base.count))
            if !excluding.contains(path) { files[path] = try Data(contentsOf: url) }
        }
    }

    /// Every file of a site made in memory (`makeSite`, the preview).
    public init(_ site: BuiltSite) throws {
        files = Dictionary(uniqueKeysWithValues: try site.files.map { ($0.path, try $0.data()) })
    }

    /// Replaces `folder` with these files.
    public func write(to folder: URL) throws {
        try? FileManager.default.removeItem(at: folder)
        for (path, data) in files {
            let url = folder.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }

    /// Nil when both hold the same files with the same bytes; else how many files differ, and the first of them
    /// (in path order) with the first lines where it differs.
    public func difference(from expected: FolderSnapshot) -> String? {
        let paths = Set(files.keys).union(expected.files.keys).sorted()
        let differing = paths.filter { files[$0] != expected.files[$0] }
        guard let first = differing.first else { return nil }
        let summary = "\(differing.count) of \(paths.count) files differ; the first is \(first): "
        switch (expected.files[first], files[first]) {
        case (nil, _): return summary + "not expected, but made"
        case (_, nil): return summary + "expected, but not made"
        case (let expected?, let actual?): return summary + Self.excerpt(expected: expected, actual: actual)
        }
    }

    /// The first differing line of two files with the line before it, or their sizes when either is not UTF-8.
    public static func excerpt(expected: Data, actual: Data) -> String {
        guard let old = String(data: expected, encoding: .utf8), let new = String(data: actual, encoding: .utf8) else {
            return "binary, \(expected.count) bytes expected, \(actual.count) made"
        }
        let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(oldLines, newLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(oldLines.count, newLines.count)
        let shown = { (lines: [Substring]) in
            lines[max(0, line - 1)..<min(lines.count, line + 2)].map { "  | " + $0.prefix(200) }.joined(separator: "\n")
        }
        return "line \(line + 1)\n- expected:\n\(shown(oldLines))\n+ made:\n\(shown(newLines))"
    }
}
