import Foundation
import Testing
import TestSupport

/// `folio render` as a user runs it: the real executable, its output, its exit status.
@Suite struct RenderCommandTests {
    func folio(_ arguments: [String], input: String = "") async throws -> ExternalProgram.Output {
        try await ExternalProgram.run(ExternalProgram.folio.path, arguments, input: Data(input.utf8))
    }

    func temporaryFile(_ contents: Data, name: String = "post.md") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folio-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try contents.write(to: file)
        return file
    }

    @Test func rendersStandardInputLikeTheReferenceCommand() async throws {
        let markdown = "Hello ~~old~~ *new* www.example.com\n\n| a |\n|---|\n| [x] |\n\n- [ ] task\n"
        let out = try await folio(["render"], input: markdown)
        #expect(out.status == 0)
        #expect(out.stdout == (try await ExternalProgram.cmarkGFM(markdown)))
        #expect(try await folio(["render", "-"], input: markdown).stdout == out.stdout)
    }

    @Test func skipsFrontMatterAndCountsItsLines() async throws {
        let file = try temporaryFile(Data("---\ntitle: X\n---\n# Body\n\n![a](a.png#+lfet)\n".utf8))
        let out = try await folio(["render", file.path])
        #expect(out.stdout.hasPrefix("<h1 id=\"body\">Body</h1>\n"))
        #expect(!out.stdout.contains("title: X"))
        #expect(out.stderr == "\(file.path):6:1: error: unknown image layout 'lfet' (did you mean 'left'?)\n")
        #expect(out.status == 1)
    }

    @Test func layoutsFlagAddsWords() async throws {
        let out = try await folio(["render", "--layouts", "wide=width: 120%;"], input: "![a](a.png#+wide)\n")
        #expect(out.status == 0)
        #expect(out.stdout == "<p><img src=\"a.png\" alt=\"a\" class=\"wide\" /></p>\n")
        #expect(try await folio(["render", "--layouts", "left=x: y"], input: "").status == 64)
    }

    @Test func invalidUTF8IsAnErrorWithTheOffset() async throws {
        let file = try temporaryFile(Data("ok\n".utf8) + Data([0xC3, 0x28]))
        let out = try await folio(["render", file.path])
        #expect(out.status == 1)
        #expect(out.stderr == "\(file.path):2:1: error: invalid UTF-8 at byte 3 (0xc3)\n")
        #expect(out.stdout.isEmpty)
    }

    @Test func missingFileAndFolder() async throws {
        let missing = try await folio(["render", "/nonexistent/post.md"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "/nonexistent/post.md: error: no such file\n")
        let folder = try await folio(["render", FileManager.default.temporaryDirectory.path])
        #expect(folder.status == 1)
        #expect(folder.stderr.hasSuffix(": error: is a folder, not a Markdown file\n"))
    }

    @Test func helpAndVersion() async throws {
        #expect(try await folio(["--help"]).stdout.contains("usage: folio <command>"))
        #expect(try await folio(["help", "render"]).stdout.contains("usage: folio render [FILE|-]"))
        #expect(try await folio(["render", "--help"]).stdout.contains("usage: folio render"))
        let version = try await folio(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("folio "))
    }

    @Test(arguments: [["frobnicate"], ["--frobnicate"], ["render", "--nope"], ["render", "a.md", "b.md"],
                      ["help", "nope"], ["render", "--layouts"]])
    func usageErrorsExit64WithUsageOnStandardError(_ arguments: [String]) async throws {
        let out = try await folio(arguments)
        #expect(out.status == 64)
        #expect(out.stderr.contains("usage: folio"))
        #expect(out.stdout.isEmpty)
    }

    @Test func highlightsCodeUnlessToldNot() async throws {
        let markdown = "```swift\nlet x = 1\n```\n\n```cobol\nDISPLAY 'HI'.\n```\n\n```COBOL\nSTOP RUN.\n```\n"
        let out = try await folio(["render"], input: markdown)
        #expect(out.status == 0)
        #expect(out.stdout.hasPrefix("<pre><code class=\"language-swift\"><span class=\"kd\">let</span> x "
                                     + "<span class=\"o\">=</span> <span class=\"mi\">1</span>\n</code></pre>\n"))
        #expect(out.stderr == "<stdin>:5:1: warning: code in a language folio cannot highlight, shown plain: "
                + "'cobol' (here)\n")
        let plain = try await folio(["render", "--no-highlight"], input: markdown)
        #expect(plain.stdout == (try await ExternalProgram.cmarkGFM(markdown)))
        #expect(plain.stderr.isEmpty)
    }

    @Test func fenceOptionWarningsSayWhere() async throws {
        let out = try await folio(["render"], input: "```swift {hl_lines=[3]}\nx\n```\n")
        #expect(out.status == 0)
        #expect(out.stderr
                == "<stdin>:1:11: warning: hl_lines: line 3 is past the end of the block, which has 1 line\n")
    }
}
