import Foundation
import SourceDiagnostics

extension TemplateLibrary {
    /// Reads every `*.mustache` file under `directory` (in subfolders too), parses each once, checks that every
    /// partial and parent tag names one of them, and throws ``Diagnostics`` holding every problem in all files.
    ///
    /// A file's name is its path below `directory` without the extension (`partials/header`); diagnostics name
    /// files as `displayPath/partials/header.mustache`.
    public init(directory: URL, displayPath: String, options: Options = Options()) throws(Diagnostics) {
        let sources = try Self.sources(in: directory, displayPath: displayPath)
        var parsed: [Template] = []
        var problems: [Diagnostic] = []
        for source in sources {
            do throws(Diagnostics) {
                parsed.append(try Template(parsing: source.text, name: source.name, path: source.path))
            } catch {
                problems += error.all
            }
        }
        try self.init(templates: parsed, alsoKnown: Set(sources.map(\.name)), displayPath: displayPath,
                      options: options, earlierProblems: problems)
    }

    /// The text of every `*.mustache` file under `directory` (in subfolders too), by name: its path below
    /// `directory` without the extension (`partials/header`), with the path diagnostics name it by
    /// (`displayPath/partials/header.mustache`), sorted by name. A file that cannot be read, or a link that leads
    /// out of the folder, is thrown with the rest.
    public static func sources(in directory: URL, displayPath: String) throws(Diagnostics)
        -> [(name: String, text: String, path: String)] {
        let files: [String]
        var problems: [Diagnostic] = []
        do {
            files = try templateFiles(in: directory, displayPath: displayPath, problems: &problems)
        } catch {
            throw Diagnostics([.error("cannot read the template folder: \(error.localizedDescription)",
                                      path: displayPath)])
        }
        var sources: [(name: String, text: String, path: String)] = []
        for file in files {
            let path = "\(displayPath)/\(file)"
            do {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                sources.append((String(file.dropLast(".mustache".count)), text, path))
            } catch {
                problems.append(.error("cannot read the template: \(error.localizedDescription)", path: path))
            }
        }
        if !problems.isEmpty { throw Diagnostics(problems) }
        return sources
    }

    /// The paths of the template files below `directory`, relative to it and sorted. A link that leads out of
    /// the folder is reported, not followed.
    private static func templateFiles(in directory: URL, displayPath: String, problems: inout [Diagnostic])
        throws -> [String] {
        let root = directory.standardizedFileURL.resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: directory.path])
        }
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        var files: [String] = []
        for relative in try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted()
        where relative.hasSuffix(".mustache") {
            let url = root.appendingPathComponent(relative)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            guard url.resolvingSymlinksInPath().path.hasPrefix(rootPath) else {
                problems.append(.error("this template is a link that leads out of the template folder",
                                       path: "\(displayPath)/\(relative)"))
                continue
            }
            files.append(relative)
        }
        return files
    }
}
