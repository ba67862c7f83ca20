import Foundation
import SourceDiagnostics

/// Reads a Markdown file or standard input as text, with an error that says where when it cannot.
public enum MarkdownFile {
    /// The text of the file at `path`, or of standard input when `path` is `-`.
    public static func read(_ path: String) throws(Diagnostic) -> String {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .error("no such file", path: path)
            }
            guard !isDirectory.boolValue else { throw .error("is a folder, not a Markdown file", path: path) }
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw .error("cannot read the file: \(error.localizedDescription)", path: path)
            }
        }
        return try TextFile.decode(data, path: path == "-" ? "<stdin>" : path)
    }
}
