import FolioCore
import Foundation

/// Prints diagnostics to standard error and says whether any of them is an error.
func report(_ diagnostics: [Diagnostic]) -> Bool {
    for diagnostic in Diagnostics(diagnostics).sorted {
        FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
    }
    return diagnostics.contains { $0.severity == .error }
}

func run(_ command: Command) -> Int32 {
    switch command {
    case .version:
        print("folio \(Arguments.version)")
        return 0
    case .help(let topic):
        print(topic.flatMap(Help.text(for:)) ?? Help.usage)
        return 0
    case .render(let file, let layouts):
        do {
            let path = file == "-" ? "<stdin>" : file
            let document = try splitFrontMatter(try MarkdownFile.read(file), path: path)
            let renderer = MarkdownRenderer(options: .github, vocabulary: ImageLayoutVocabulary(custom: layouts))
            let rendered = try renderer.render(document.body, path: path, firstLine: document.bodyStartLine)
            FileHandle.standardOutput.write(Data(rendered.html.utf8))
            return report(rendered.diagnostics) ? 1 : 0
        } catch let diagnostic as Diagnostic {
            return report([diagnostic]) ? 1 : 0
        } catch let diagnostics as Diagnostics {
            return report(diagnostics.all) ? 1 : 0
        } catch {
            FileHandle.standardError.write(Data("folio: error: \(error)\n".utf8))
            return 1
        }
    }
}

do {
    exit(run(try Arguments.parse(Array(CommandLine.arguments.dropFirst()))))
} catch {
    FileHandle.standardError.write(Data("folio: \(error)\n\n\(Help.usage)\n".utf8))
    exit(64)
}
