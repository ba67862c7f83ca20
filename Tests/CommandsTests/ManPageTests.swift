import Testing
@testable import Commands
import TestSupport

/// The man page the table writes: roff that mandoc and groff accept without a word, with every command and flag.
@Suite struct ManPageTests {
    @Test func mandocAndGroffFindNothingToSay() async throws {
        let lint = try await ScriptRunner.run("mandoc", ["-T", "lint", "-W", "all"], on: sampleTable.manPage,
                                              named: "notes.1")
        #expect(lint.status == 0 && lint.stdout.isEmpty && lint.stderr.isEmpty, "\(lint.stdout)\(lint.stderr)")
        let groff = try await ScriptRunner.run("groff", ["-man", "-ww", "-z"], on: sampleTable.manPage)
        #expect(groff.status == 0 && groff.stderr.isEmpty, "\(groff.stderr)")
    }

    @Test func everyCommandAndFlagIsOnThePage() async throws {
        let page = try await ScriptRunner.run("mandoc", ["-T", "utf8"], on: sampleTable.manPage, named: "notes.1")
        // mandoc shows bold and italic by overstriking; take the characters that show.
        var text = ""
        for character in page.stdout {
            if character == "\u{8}" { text.removeLast() } else { text.append(character) }
        }
        for row in sampleTable.commands {
            #expect(text.contains("notes \(row.name)"), "\(row.name)")
            for flag in row.flags { #expect(text.contains(flag.name), "\(flag.name)") }
        }
        #expect(text.contains("EXIT STATUS"))
        #expect(text.contains(".hidden, and a backslash \\ are written as they are."))
        #expect(text.contains("-t, --tag TAG"))
    }

    @Test func roffIsEscaped() {
        let page = sampleTable.manPage
        #expect(page.contains("\\-\\-pinned"))
        #expect(page.contains("like .hidden, and"))
        // A line that would start with a control character is guarded.
        #expect(RoffText.wrapped([".hidden", "'quoted'"]) == ["\\&.hidden 'quoted'"])
        #expect(RoffText.wrapped([String(repeating: "a", count: 79), "'quoted'"]).last == "\\&'quoted'")
        #expect(page.contains("backslash \\e are"))
        #expect(page.contains(".TH NOTES 1 2026-12-03 \"notes 1.2\" \"User Commands\"\n"))
        #expect(page.split(separator: "\n").allSatisfy { $0.utf8.count <= 80 })
    }
}
