import Foundation
import Testing
import TestSupport

/// The module graph is the architecture: Package.swift declares it, the README draws it, and every `import` keeps
/// to it. This suite reads the package as SwiftPM does (`swift package describe`) and holds the other two to it.
@Suite struct ModuleGraphTests {
    struct Target: Sendable {
        var name: String
        var type: String
        var path: String
        var dependencies: [String]
        /// `SwiftTarget`, `ClangTarget` or `SystemLibraryTarget`.
        var moduleType: String
    }

    static let readme = ExternalProgram.repositoryRoot.appending(path: "README.md")
    static let begin = "<!-- module graph: made by `make module-graph` from Package.swift; a test keeps it true -->"
    static let end = "<!-- end of module graph -->"

    /// The package's targets as `swift package describe` lists them, with a scratch folder of its own so that it
    /// never waits for the build folder of the test run.
    static func describe() async throws -> [String: Target] {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "folio-describe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let swift = ProcessInfo.processInfo.environment["SWIFT"] ?? "swift"
        let out = try await ExternalProgram.run("/usr/bin/env", [swift, "package", "--scratch-path", scratch.path,
                                                                "describe", "--type", "json"],
                                                currentDirectory: ExternalProgram.repositoryRoot)
        #expect(out.status == 0, "\(out.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        let targets = try #require(json["targets"] as? [[String: Any]])
        var byName: [String: Target] = [:]
        for target in targets {
            let name = try #require(target["name"] as? String)
            byName[name] = Target(name: name, type: target["type"] as? String ?? "",
                                  path: target["path"] as? String ?? "",
                                  dependencies: target["target_dependencies"] as? [String] ?? [],
                                  moduleType: target["module_type"] as? String ?? "")
        }
        return byName
    }

    /// Every module a target reaches, through any chain of dependencies.
    static func closure(of name: String, in targets: [String: Target]) -> Set<String> {
        var seen: Set<String> = []
        var stack = targets[name]?.dependencies ?? []
        while let next = stack.popLast() {
            if seen.insert(next).inserted { stack += targets[next]?.dependencies ?? [] }
        }
        return seen
    }

    /// The graph as the README draws it: the modules that ship (not tests or their helpers) from the leaves up,
    /// each with the modules it builds on directly that none of its other dependencies already brings.
    static func drawing(of targets: [String: Target]) -> String {
        let shipped = targets.values.filter { ["library", "executable", "system-target"].contains($0.type) }
            .filter { !$0.path.hasPrefix("Tests/") }
        // Ordered by depth (the longest chain of dependencies below), then by name.
        var depths: [String: Int] = [:]
        func depth(_ name: String) -> Int {
            if let known = depths[name] { return known }
            let value = (targets[name]?.dependencies.map { depth($0) + 1 }.max()) ?? 0
            depths[name] = value
            return value
        }
        let ordered = shipped.sorted { (depth($0.name), $0.name) < (depth($1.name), $1.name) }
        let width = (ordered.map(\.name.count).max() ?? 0) + 2
        var lines: [String] = []
        for target in ordered {
            let implied = Set(target.dependencies.flatMap { closure(of: $0, in: targets) })
            let direct = target.dependencies.filter { !implied.contains($0) }.sorted()
            let name = target.name.padding(toLength: width, withPad: " ", startingAt: 0)
            lines.append(direct.isEmpty ? target.name : name + "→ " + direct.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    @Test func theReadmeDrawsThePackagesGraph() async throws {
        let targets = try await Self.describe()
        let drawing = "```\n" + Self.drawing(of: targets) + "\n```"
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let start = try #require(readme.range(of: Self.begin), "README.md has no module graph")
        let stop = try #require(readme.range(of: Self.end, range: start.upperBound..<readme.endIndex))
        let drawn = readme[start.upperBound..<stop.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        if ProcessInfo.processInfo.environment["FOLIO_UPDATE_README"] != nil, drawn != drawing {
            try (readme[..<start.upperBound] + "\n" + drawing + "\n" + readme[stop.lowerBound...])
                .write(to: Self.readme, atomically: true, encoding: .utf8)
            return
        }
        #expect(drawn == drawing, "run `make module-graph` and review the README's change")
    }

    /// A module imports only what Package.swift says it depends on, and `@testable import` reaches only into the
    /// module a test target is named after (and, for the fuzzer, the parsers it fuzzes).
    @Test func everyImportIsADeclaredDependency() async throws {
        let targets = try await Self.describe()
        var problems: [String] = []
        for target in targets.values where target.moduleType == "SwiftTarget" {
            let folder = ExternalProgram.repositoryRoot.appending(path: target.path)
            guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
            while let file = walker.nextObject() as? String {
                guard file.hasSuffix(".swift"), !file.hasPrefix("Fixtures/") else { continue }
                let text = try String(contentsOf: folder.appending(path: file), encoding: .utf8)
                for line in text.split(separator: "\n")
                where line.hasPrefix("import ") || line.hasPrefix("@testable ") {
                    let testable = line.hasPrefix("@testable import ")
                    let module = String(line.split(separator: " ").last ?? "")
                    guard targets[module] != nil else { continue }  // Foundation, Testing, Glibc, …
                    if !target.dependencies.contains(module) {
                        problems.append("\(target.path)/\(file): imports \(module), not a dependency of \(target.name)")
                    }
                    if testable, target.type == "test", target.name != module + "Tests" {
                        problems.append("\(target.path)/\(file): @testable import \(module) outside \(module)Tests")
                    }
                    if testable, target.type != "test", target.name != "folio-fuzz" {
                        problems.append("\(target.path)/\(file): @testable import \(module) outside tests")
                    }
                }
            }
        }
        #expect(problems.sorted() == [])
    }

    /// Every library module has a test target of its own.
    @Test func everyModuleHasItsTests() async throws {
        let targets = try await Self.describe()
        let libraries = targets.values.filter {
            $0.type == "library" && $0.moduleType == "SwiftTarget" && $0.path.hasPrefix("Sources/")
        }
        let untested = libraries.map(\.name).filter { targets[$0 + "Tests"]?.type != "test" }
        #expect(untested.sorted() == [])
    }
}
