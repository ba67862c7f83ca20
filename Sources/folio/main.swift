import Foundation
import SourceDiagnostics
import Highlighting
import Markdown
import Content
import Blog
import Build
import Preview
import Import
import Commands
import CMalloc

/// Prints diagnostics to standard error, sorted, an unknown front matter key that many files share once (see
/// `UnknownKeyWarnings`); says whether any of them is an error.
func report(_ diagnostics: [Diagnostic]) -> Bool {
    for diagnostic in UnknownKeyWarnings.folded(diagnostics) { printError(diagnostic.description) }
    return diagnostics.contains { $0.severity == .error }
}

/// Writes a line to standard output at once, unbuffered, so a preview's log shows up as it happens.
func printLine(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func printError(_ line: String, newline: Bool = true) {
    FileHandle.standardError.write(Data((line + (newline ? "\n" : "")).utf8))
}

/// A finished build's memory, never freed: the process exits right after (see `BuildReport.heldUntilExit`).
nonisolated(unsafe) var heldUntilExit: [any Sendable] = []

func siteURL(_ path: String) -> URL {
    URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
}

func run(_ command: Command) async -> Int32 {
    switch command {
    case .version:
        printLine("folio \(Folio.version)")
        return 0
    case .help(let topic):
        printLine(topic.flatMap(FolioCommandLine.table.help(for:)) ?? FolioCommandLine.table.usage)
        return 0
    case .completions(let shell):
        let table = FolioCommandLine.table
        let script = switch shell {
        case "zsh": table.zshCompletion
        case "fish": table.fishCompletion
        default: table.bashCompletion
        }
        FileHandle.standardOutput.write(Data(script.utf8))
        return 0
    case .man:
        FileHandle.standardOutput.write(Data(FolioCommandLine.table.manPage.utf8))
        return 0
    case .render(let file, let layouts, let highlight):
        do {
            let path = file == "-" ? "<stdin>" : file
            let document = try splitFrontMatter(try MarkdownFile.read(file), path: path)
            let options: MarkdownOptions = highlight ? [.github, .highlighting] : .github
            let renderer = MarkdownRenderer(options: options, vocabulary: ImageLayoutVocabulary(custom: layouts))
            let rendered = try renderer.render(document.body, path: path, firstLine: document.bodyStartLine)
            FileHandle.standardOutput.write(Data(rendered.html.utf8))
            let languages = unknownLanguageWarning([(path, rendered.unknownLanguages)])
            return report(rendered.diagnostics + (languages.map { [$0] } ?? [])) ? 1 : 0
        } catch let diagnostic as Diagnostic {
            return report([diagnostic]) ? 1 : 0
        } catch let diagnostics as Diagnostics {
            return report(diagnostics.all) ? 1 : 0
        } catch {
            printError("folio: error: \(error)")
            return 1
        }
    case .build(let site, let output, let drafts, let future, let baseURL, let timings, let cache, let highlight):
        // glibc grows each thread's heap by as little as one allocation needs, with a system call that takes the
        // process's memory lock: about 20,000 of them in a build after one edit at 10,000 posts. Growing by 64 MiB
        // at least makes them a few dozen; pages never touched cost no memory. Only here: a build exits when done,
        // while the preview, which would keep that much of what it frees, runs on.
        mallopt(M_TOP_PAD, 64 << 20)
        let root = siteURL(site)
        // On a terminal, the current stage shows on one line of standard error, rewritten in place and cleared.
        let onTerminal = isatty(STDERR_FILENO) == 1
        var options = BuildOptions(includeDrafts: drafts, includeFuture: future, output: output, baseURL: baseURL)
        options.usesCache = cache
        options.highlights = highlight
        // Past a build of a thousand files, giving what the templates and the search index freed back to the
        // system lowers the peak by a tenth (33 MB at 10,000 posts) for about 1% more time, the pages it touches again.
        options.releaseFreedMemory = { filesMade in if filesMade >= 1_000 { _ = malloc_trim(0) } }
        if onTerminal {
            options.progress = { @Sendable stage in printError("\r\u{1B}[K… " + stage, newline: false) }
        }
        do {
            let built = try await buildSite(at: root, options: options)
            heldUntilExit.append(built)
            if onTerminal { printError("\r\u{1B}[K", newline: false) }
            _ = report(built.site.warnings)
            if timings {
                printLine("    wall       cpu  stage")
                for time in built.site.timings {
                    printLine(String(format: "%8.3f s %7.3f s  %@", time.seconds, time.cpuSeconds, time.stage))
                }
            }
            printLine(built.summary(relativeTo: root))
            return 0
        } catch {
            if onTerminal { printError("\r\u{1B}[K", newline: false) }
            _ = report(error.all)
            printError("Build failed with \(error.errors.count) error\(error.errors.count == 1 ? "" : "s"); "
                       + "the previous output is unchanged.")
            return 1
        }
    case .serve(let site, let host, let port, let drafts, let allowedHosts):
        let preview = SitePreview(root: siteURL(site), host: host, port: port, includeDrafts: drafts,
                                  allowedHosts: allowedHosts)
        let urls: [String]
        do { urls = try preview.start() } catch {
            printError("folio: error: \(error)")
            return 1
        }
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let signals = [SIGINT, SIGTERM].map { DispatchSource.makeSignalSource(signal: $0, queue: .main) }
        for source in signals {
            source.setEventHandler { preview.stop() }
            source.resume()
        }
        printLine("Serving \(site == "." ? "this site" : site) at \(urls.joined(separator: " and ")) (Ctrl-C to stop)")
        if let notice = preview.exposureNotice { printError("folio: warning: " + notice) }
        await preview.run { line, isError in
            if isError { printError(line) } else { printLine(line) }
        }
        withExtendedLifetime(signals) {}
        printLine("Stopped.")
        return 0
    case .new(let title, let site):
        do {
            let path = try createPost(titled: title, in: siteURL(site))
            printLine("Created \(path)")
            return 0
        } catch {
            return report(error.all) ? 1 : 0
        }
    case .importSite(let source, let destination):
        let sourceURL = siteURL(source)
        let target = destination ?? sourceURL.lastPathComponent + "-folio"
        let options = ImportOptions(sourceName: source, destinationName: target)
        do {
            let imported = try await importSite(from: sourceURL, to: siteURL(target), options: options)
            _ = report(imported.items)
            printLine(imported.summary(destination: target.hasSuffix("/") ? target : target + "/"))
            return 0
        } catch {
            return report(error.all) ? 1 : 0
        }
    case .check(let check):
        return await runCheck(check)
    case .theme(let eject, let site):
        guard let eject else {
            for file in DefaultTheme.files { printLine(file.path) }
            return 0
        }
        do {
            let (written, skipped) = try ejectTheme(eject, into: siteURL(site))
            for path in written { printLine("Copied \(path)") }
            if !skipped.isEmpty {
                printLine("Left alone, as the site has them already: \(skipped.joined(separator: ", "))")
            }
            return 0
        } catch {
            return report(error.all) ? 1 : 0
        }
    case .initialize(let folder, let workflow):
        do {
            try initializeSite(at: URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL,
                               workflow: workflow)
            printLine("Made a new site in \(folder). Next: cd \(folder) && folio serve")
            printLine("Its theme is folio's own. To change a part of it, copy that part into templates/ with "
                      + "folio theme eject FILE (folio theme list names them).")
            if workflow {
                printLine("To publish it on GitHub Pages, push it to a GitHub repository's main branch and choose "
                          + "Settings → Pages → Source: GitHub Actions.")
                printLine("\(PagesWorkflow.path) then builds and publishes it on every push, with folio "
                          + "\(Folio.version) installed on the runner from its Debian package in a few seconds, no "
                          + "Swift toolchain needed: \(Folio.package(for: "amd64"))")
            }
            return 0
        } catch {
            return report(error.all) ? 1 : 0
        }
    }
}

let command: Command
do {
    command = try FolioCommandLine.table.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError("folio: \(error)\n\n\(FolioCommandLine.table.usage(for: error))")
    exit(64)
}
exit(await run(command))
