import Foundation
import SourceDiagnostics
import Content
import Build
import YAML

/// Builds the new site in memory, as `folio build` will, to report what its first build says. Links the source
/// already had broken would stop that build; folio's `broken_links: warn` (made for imported sites) turns them
/// into warnings, and each is listed for the author.
enum ImportBuildCheck {
    struct Result {
        /// What still stops the build.
        var errors: [Diagnostic] = []
        /// Broken links, now warnings.
        var brokenLinks: [Diagnostic] = []
        /// Front matter keys no generator defines, now in `ignored_front_matter`: each with where it is.
        var unknownKeys: [String: [Diagnostic]] = [:]
        /// Every other warning.
        var warnings: [Diagnostic] = []
    }

    /// Builds once as planned; then, when front matter holds keys only the old theme used, lists them in
    /// `ignored_front_matter`, and when links stop the build, sets `broken_links: warn`, and builds again.
    static func run(_ plan: inout ImportPlan, at destination: URL, now: Date) async -> Result {
        let first = await build(destination, now: now)
        var result = Result()
        for warning in first.warnings {
            guard let key = MappingReader.unknownKey(in: warning) else { continue }
            result.unknownKeys[String(key), default: []].append(warning)
        }
        guard !first.errors.isEmpty || !result.unknownKeys.isEmpty else {
            result.warnings = first.warnings
            return result
        }
        plan.config.ignoredFrontMatter = result.unknownKeys.keys.sorted()
        if !first.errors.isEmpty { plan.config.brokenLinks = .warn }
        write(plan.config, to: destination)
        let second = await build(destination, now: now)
        let before = Set(first.errors.map(key))
        result.brokenLinks = second.warnings.filter { before.contains(key($0)) }
        result.errors = second.errors
        result.warnings = second.warnings.filter { !before.contains(key($0)) }
        if result.brokenLinks.isEmpty, plan.config.brokenLinks == .warn {  // no link was the problem
            plan.config.brokenLinks = .error
            write(plan.config, to: destination)
        }
        return result
    }

    private static func build(_ root: URL, now: Date) async -> (errors: [Diagnostic], warnings: [Diagnostic]) {
        do {
            // No cache, but the pictures' files in the new site's own store: the check's second build and the site's
            // first `folio build` find them there, and encode no picture again (the Swift blog's 140 pictures took
            // 18 s each time).
            var options = BuildOptions(now: now)
            options.usesCache = false
            options.imageFolder = root.appending(path: ".folio-images", directoryHint: .isDirectory)
            let built = try await makeSite(at: root, options: options)
            return ([], built.warnings)
        } catch {
            return (error.errors, error.warnings)
        }
    }

    private static func write(_ config: FolioConfigDraft, to destination: URL) {
        try? Data(config.text.utf8).write(to: destination.appending(path: "folio.yml"))
    }

    private static func key(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.path)|\(diagnostic.location.map { "\($0.line):\($0.column)" } ?? "")|\(diagnostic.message)"
    }
}
