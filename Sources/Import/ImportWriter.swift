import Foundation
import SourceDiagnostics
import Blog

/// Writes an import's plan into the new site's folder: `folio.yml`, `.gitignore`, the
/// documents and the copied files. It only ever creates files in a folder that was new or empty.
enum ImportWriter {
    static func write(_ plan: ImportPlan, from source: URL, to destination: URL) throws(Diagnostics) {
        let manager = FileManager.default
        // No theme files: the new site uses folio's built-in theme.
        var texts: [(String, String)] = [("folio.yml", plan.config.text)]
        texts.append((".gitignore", builtFilesGitignore))
        texts += plan.documents.map { ($0.destination, $0.text) }
        var problems: [Diagnostic] = []
        for (path, text) in texts {
            do {
                let target = destination.appending(path: path)
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                guard manager.createFile(atPath: target.path, contents: Data(text.utf8)) else {
                    throw CocoaError(.fileWriteUnknown)
                }
            } catch {
                problems.append(.error("cannot write it: \(error.localizedDescription)", path: path))
            }
        }
        let assets = plan.documents.flatMap(\.assets)
        for (from, to) in plan.copies + assets {
            do {
                let target = destination.appending(path: to)
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try manager.copyItem(at: source.appending(path: from), to: target)
            } catch {
                problems.append(.error("cannot copy it: \(error.localizedDescription)", path: to))
            }
        }
        if !problems.isEmpty { throw Diagnostics(problems) }
    }

    /// Why the new site cannot go to `destination`, or nil: it must be a new or empty folder outside the source.
    static func problem(with destination: URL, source: URL) -> String? {
        let source = source.standardizedFileURL.resolvingSymlinksInPath().path
        let target = destination.standardizedFileURL.resolvingSymlinksInPath().path
        if target == source || target.hasPrefix(source + "/") {
            return "the new site must go outside the site it is made from"
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: target, isDirectory: &isFolder) else { return nil }
        guard isFolder.boolValue else { return "a file is there; the new site needs a new or empty folder" }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: target)) ?? ["?"]
        return entries.isEmpty ? nil : "the folder is not empty; folio import writes only into a new or empty folder"
    }
}
