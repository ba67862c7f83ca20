import Testing
@testable import Import

/// kramdown's and Goldmark's typographic dashes, which GitHub's Markdown shows as hyphens, as the old site
/// showed them.
@Suite struct TypographicDashesTests {
    private func convert(_ text: String) -> String {
        var offsets: [Int] = []
        return TypographicDashes.convert(text).edits.apply(to: text, moving: &offsets)
    }

    @Test func spacedDashesBetweenWordsBecomeEmAndEnDashes() {
        #expect(convert("employees --- protections, pages 3 -- 7.\n- a list item --- with a dash\n")
                == "employees — protections, pages 3 – 7.\n- a list item — with a dash\n")
        #expect(convert("> quoted --- too\n# A heading -- too\n") == "> quoted — too\n# A heading – too\n")
        #expect(convert("New Year's Eve ---\nDecember 31st ---  \nfor once.")
                == "New Year's Eve —\nDecember 31st —  \nfor once.")
    }

    @Test func codeCommentsTablesRulesAndOtherHyphensStay() {
        let text = """
            Run `make -- x --- y` or folio build --no-cache -- later.

            ```sh
            a --- b
            ```

                indented --- code

            | a -- b | c |
            |---|---|

            ---
            Title
            --
            <!-- a --- b
            still -- a comment -->
            <p>raw --- html</p>
            a---b, a --x, x-- a, a ---- b
            -- at the start
            """
        #expect(convert(text) == text.replacingOccurrences(of: "--no-cache -- later", with: "--no-cache – later"))
    }
}
