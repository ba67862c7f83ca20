import Foundation
import Testing
import Blog
import YAML
import TestSupport

/// The GitHub Pages workflow `folio init` writes: YAML that GitHub reads, its steps in the order Pages needs them,
/// each job with only the permissions it needs, deployments one at a time.
@Suite struct PagesWorkflowTests {
    /// The workflow, read by libyaml: a text that is not YAML throws.
    static var workflow: YAMLValue {
        get throws { try YAMLReader.read(PagesWorkflow.text(), path: PagesWorkflow.path) }
    }

    static func steps(of job: String) throws -> [YAMLValue] {
        try workflow["jobs"]?[job]?["steps"]?.array ?? []
    }

    @Test func itParsesAsYAML() throws {
        #expect(try Self.workflow.entries?.map(\.key) == ["name", "on", "permissions", "concurrency", "env", "jobs"])
        #expect(throws: (any Error).self) { try YAMLReader.read("jobs:\n  build: [\n", path: "broken.yml") }
    }

    @Test func theStepsAreInOrder() throws {
        let uses = try Self.steps(of: "build").map { $0["uses"]?.string ?? "run: " + ($0["name"]?.string ?? "?") }
        #expect(uses == ["actions/checkout@v5", "actions/configure-pages@v5",
                         "run: Install folio ${{ env.FOLIO_VERSION }}",
                         "actions/cache@v4", "run: Build the site at its GitHub Pages address",
                         "actions/upload-pages-artifact@v4"])
        #expect(try Self.steps(of: "deploy").map { $0["uses"]?.string } == ["actions/deploy-pages@v4"])
        #expect(try Self.workflow["jobs"]?["deploy"]?["needs"]?.string == "build")
        #expect(try Self.workflow["jobs"]?["deploy"]?["environment"]?["name"]?.string == "github-pages")
    }

    @Test func theBuildUsesTheAddressConfigurePagesGives() throws {
        let steps = try Self.steps(of: "build")
        let configure = try #require(steps.first { $0["uses"]?.string == "actions/configure-pages@v5" })
        let id = try #require(configure["id"]?.string)
        let build = try #require(steps.first { $0["run"]?.string?.hasPrefix("folio build") == true })
        #expect(build["env"]?["BASE_URL"]?.string == "${{ steps.\(id).outputs.base_url }}")
        #expect(build["run"]?.string == "folio build --base-url \"$BASE_URL\" --output \"$RUNNER_TEMP/site\"")
        let upload = try #require(steps.last)
        #expect(upload["with"]?["path"]?.string == "${{ runner.temp }}/site")
    }

    @Test func itInstallsThisVersionsPackage() throws {
        #expect(try Self.workflow["env"]?["FOLIO_VERSION"]?.string == Folio.version)
        let install = try #require(Self.steps(of: "build").first { $0["run"]?.string?.contains("apt-get") == true })
        let run = try #require(install["run"]?.string)
            .replacingOccurrences(of: "${FOLIO_VERSION}", with: Folio.version)
        #expect(run.contains("\"\(Folio.package(for: "amd64"))\""))
        #expect(run.contains("sudo apt-get install -y -qq \"$RUNNER_TEMP/folio.deb\""))
    }

    @Test func leastPermissionsAndOneDeploymentAtATime() throws {
        let workflow = try Self.workflow
        #expect(workflow["permissions"]?.entries?.isEmpty == true)
        func permissions(_ job: String) -> [String: String] {
            Dictionary(uniqueKeysWithValues: (workflow["jobs"]?[job]?["permissions"]?.entries ?? []).map {
                ($0.key, $0.value.string ?? "")
            })
        }
        #expect(permissions("build") == ["contents": "read", "pages": "read"])
        #expect(permissions("deploy") == ["pages": "write", "id-token": "write"])
        #expect(workflow["concurrency"]?["group"]?.string == "pages")
        #expect(workflow["concurrency"]?["cancel-in-progress"]?.bool == false)
        #expect(workflow["on"]?["push"]?["branches"]?.array?.compactMap(\.string) == ["main"])
    }
}
